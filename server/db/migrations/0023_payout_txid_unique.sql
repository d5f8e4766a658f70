ALTER TABLE "usdt_withdrawals" ADD COLUMN "txid_shared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Payout TXIDs were not unique before: an order whose TXID an earlier order on its network already had keeps it as
-- recorded, marked txid_shared, outside the unique index (the first order with the TXID stays in it).
UPDATE "usdt_withdrawals" AS later SET "txid_shared" = true
WHERE later."txid" IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM "usdt_withdrawals" AS earlier
    WHERE earlier."network" = later."network" AND lower(earlier."txid") = lower(later."txid") AND earlier."id" < later."id"
  );--> statement-breakpoint
CREATE UNIQUE INDEX "usdt_withdrawals_payout_txid_idx" ON "usdt_withdrawals" USING btree ("network",lower("txid")) WHERE txid is not null and not txid_shared;
