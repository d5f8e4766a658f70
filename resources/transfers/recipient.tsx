import { Alert, Box } from '@mui/material';
import { useState } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MerchantId } from '../../openapi/common';
import { useEndpointQuery } from '../../src/resourceLayer/api';
import type { FieldInputProps } from '../../src/resourceLayer/defineResource';
import { usePublishFacts } from '../../src/resourceLayer/formFacts';

const keys = 'resources.transfer/AccountsManage.messages';

/**
 * The recipient's merchant ID with its lookup (transfer/recipient/get) when the operator leaves the input: the
 * merchant's name shows before anything is paid. Publishes `recipientName` (the form cannot be reviewed without it);
 * changing the ID forgets the name until the new one is looked up.
 */
export function TransferRecipientInput({ field }: FieldInputProps) {
  const translate = useTranslate();
  const typed = useWatch({ name: field.source }) as unknown;
  const id = typeof typed === 'string' ? typed.trim() : '';
  const [lookedUp, setLookedUp] = useState<string | null>(null);
  const current = lookedUp !== null && lookedUp === id ? lookedUp : null;
  const { data: recipient } = useEndpointQuery('transferRecipientGet', current ? { receipt_merchant_id: current } : null);
  const found = recipient && current !== null ? recipient : undefined;
  usePublishFacts({ recipientName: found?.receipt_name });

  const lookUp = () => {
    if (MerchantId.safeParse(id).success) setLookedUp(id);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <TextInput source={field.source} isRequired onBlur={lookUp} />
      {found ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {translate(`${keys}.recipient`, { name: found.receipt_name })}
        </Alert>
      ) : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`${keys}.recipient_first`)}
        </Alert>
      )}
    </Box>
  );
}
