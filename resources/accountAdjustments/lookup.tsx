import { Alert, Box } from '@mui/material';
import { useState } from 'react';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { userId } from '../../openapi/rules';
import { useCoins, useEndpointQuery } from '../../src/resourceLayer/api';
import type { FieldInputProps } from '../../src/resourceLayer/defineResource';
import { useFormFacts, usePublishFacts } from '../../src/resourceLayer/formFacts';
import { TextButton } from '../../src/resourceLayer/TextButton';
import { useAmountFormat } from '../../src/resourceLayer/format';

const keys = 'resources.adjustment/AccountAdjustment.messages';

/**
 * The UID input with its lookup (pay_record/user/get): the operator sees the user's nickname and enabled
 * markets before paying. Publishes `nickname` (the form stays unsaveable without it) and `userMarkets`
 * (the coin rule accepts only those). Changing the UID forgets the user until it is looked up again.
 */
export function AdjustmentUserInput({ field }: FieldInputProps) {
  const translate = useTranslate();
  const typed = useWatch({ name: field.source }) as unknown;
  const uid = typeof typed === 'string' ? typed.trim() : '';
  const [lookedUp, setLookedUp] = useState<string | null>(null);
  const current = lookedUp !== null && lookedUp === uid ? lookedUp : null;
  const { data: user } = useEndpointQuery('adjustmentUserGet', current ? { receipt_user_id: current } : null);
  const found = user && user.receipt_user_id === current ? user : undefined;
  usePublishFacts({ nickname: found?.receipt_nickname, userMarkets: found?.coin_names });

  const lookUp = () => {
    if (userId.safeParse(uid).success) setLookedUp(uid);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <TextInput source={field.source} isRequired onBlur={lookUp} />
        <TextButton label={`${keys}.lookup`} size="small" onClick={lookUp} sx={{ mt: 1.5, flexShrink: 0 }} disabled={!userId.safeParse(uid).success} />
      </Box>
      {found ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          <div>{translate(`${keys}.nickname`, { nickname: found.receipt_nickname })}</div>
          <div>{translate(`${keys}.markets`, { coins: found.coin_names.join(', ') })}</div>
        </Alert>
      ) : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`${keys}.lookup_first`)}
        </Alert>
      )}
    </Box>
  );
}

/** The merchant's available balance in the chosen coin (asset/query); publishes `available` for the amount's rule. */
export function AdjustmentBalance() {
  const translate = useTranslate();
  const { money } = useAmountFormat();
  const coinName = useWatch({ name: 'coin_name' }) as unknown;
  const coin = typeof coinName === 'string' && coinName !== '' ? coinName : undefined;
  const { data } = useEndpointQuery('assetQuery', coin ? { coin_name: coin } : null);
  const available = data?.list.find((row) => row.coin_name === coin)?.available_asset;
  usePublishFacts({ available });
  if (!coin || available === undefined) return null;
  return (
    <Alert severity="info" icon={false} sx={{ mb: 2, width: '100%' }}>
      {translate(`${keys}.available`, { amount: money(available, coin) })}
    </Alert>
  );
}

/**
 * The coin of the adjustment: only the merchant's open markets that the looked-up user has enabled, so the form
 * never offers a coin the server would refuse ('The user has not enabled this market'). None before the lookup.
 */
export function AdjustmentCoinInput({ field }: FieldInputProps) {
  const translate = useTranslate();
  const { userMarkets } = useFormFacts();
  const { choices, isPending } = useCoins('open');
  const enabled = Array.isArray(userMarkets) ? choices.filter((choice) => (userMarkets as unknown[]).includes(choice.id)) : [];
  return (
    <SelectInput
      source={field.source}
      choices={enabled}
      isPending={isPending}
      translateChoice={false}
      isRequired={field.required === true}
      disabled={!Array.isArray(userMarkets)}
      helperText={Array.isArray(userMarkets) && enabled.length === 0 ? translate(`${keys}.no_common_market`) : undefined}
    />
  );
}
