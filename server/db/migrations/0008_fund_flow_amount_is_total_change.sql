-- A fund-flow row's amount (transaction_number) is the change of the account's total (available + frozen +
-- reward + to be confirmed). Rows written before showed a freeze or a rejection's return by the change of
-- available; they are set to the change of the total (0 for such a move), so any sum of amounts is what
-- entered or left the account. Every other row already holds this value, so it is left as it is.
UPDATE "fund_flows"
SET "transaction_number" = ("available_after" + "frozen_after" + "reward_after" + "to_be_confirmed_after")
  - ("available_before" + "frozen_before" + "reward_before" + "to_be_confirmed_before")
WHERE "transaction_number" <> ("available_after" + "frozen_after" + "reward_after" + "to_be_confirmed_after")
  - ("available_before" + "frozen_before" + "reward_before" + "to_be_confirmed_before");
