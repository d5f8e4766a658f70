import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import { Box, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, Form, SaveButton, TextInput, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { z } from 'zod';
import { endpoints, type Endpoint, type EndpointName } from '../../openapi/endpoints';
import { formErrors } from '../../openapi/issues';
import { batchApprovalForm, batchRejectionForm } from '../../openapi/withdrawals';
import { useKassaDataProvider } from './api';
import type { AnyResourceConfig, FieldConfig } from './defineResource';
import { matches } from './defineResource';
import { formatMoney } from './format';
import { bulkSummary, type BulkSummary } from './listLayout';
import { fieldErrorsOf, useIdempotencyKey, useReportFailure, useSubmitOnce } from './submit';
import { TextButton } from './TextButton';
import { AuthenticatorCodeInput } from './AuthenticatorCodeInput';
import { withStepUpCode } from '../data/stepUpCode';

/*
 * Bulk review (`list.bulkReview`): the selected rows are approved, or rejected with one reason, by ONE call with one
 * authenticator code (codes are single use per 30-second step, so one call per order could not work). Before it is
 * sent, the dialog shows how many orders and their total per coin. The answer says what happened to each order;
 * the operator reads "n approved, m already reviewed", and, on a platform queue with four eyes, how many approvals were
 * only the first of two (nothing moved for those) and how many already had this member's first approval.
 */

type Kind = 'approve' | 'reject';

/** The field summed per coin in the confirmation: the screen's `amount`, else its first money column. */
export function amountFieldOf(config: AnyResourceConfig): FieldConfig | undefined {
  return config.fields.find((field) => field.source === 'amount' && field.kind === 'money') ?? config.fields.find((field) => field.kind === 'money');
}

/** Whether a row can be selected for bulk review: it is one the single approve applies to (a pending order). */
export function bulkSelectable(config: AnyResourceConfig): (record: RaRecord) => boolean {
  const approve = config.actions?.find((action) => action.kind === 'approve');
  return (record) => matches(record, approve?.when);
}

/** Whether a call's request takes the authenticator code. */
function takesCodeOf(endpoint: Endpoint | undefined): boolean {
  return endpoint?.request instanceof z.ZodObject && 'google_code' in endpoint.request.shape;
}

function endpointNameOf(config: AnyResourceConfig, kind: Kind): EndpointName {
  const endpoint = kind === 'approve' ? config.api.batchApprove : config.api.batchReject;
  const name = (Object.keys(endpoints) as EndpointName[]).find((candidate) => endpoints[candidate] === endpoint);
  if (!name) throw new Error(`Resource "${config.name}" declares no batch ${kind} call`);
  return name;
}

/** The count and the totals per coin, as the confirmation shows them. */
export function BulkSummaryView({ summary }: { summary: BulkSummary }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} data-testid="bulk-summary" sx={{ mb: 2 }}>
      <Typography variant="subtitle1" fontWeight={600}>
        {translate('kassa.resourceLayer.bulk.count', { count: summary.count })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('kassa.resourceLayer.bulk.totals')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {summary.totals.map((total) => (
          <li key={total.coin} data-kind="money">
            {formatMoney(total.amount, total.coin || undefined)}
          </li>
        ))}
      </Box>
    </Stack>
  );
}

interface BatchAnswer {
  list: { order_id: string; outcome: string }[];
}

/**
 * "3 approved, 1 already reviewed" (and, when there are any, how many were only given their first of two approvals,
 * how many already had this member's first, and how many were not found).
 */
export function outcomeMessage(translate: (key: string, options?: Record<string, unknown>) => string, kind: Kind, answer: BatchAnswer): string {
  const count = (outcome: string) => answer.list.filter((entry) => entry.outcome === outcome).length;
  const done = count(kind === 'approve' ? 'approved' : 'rejected');
  const text = translate(`kassa.resourceLayer.bulk.${kind === 'approve' ? 'approved' : 'rejected'}`, { done, skipped: count('already_reviewed') });
  const others = (['first_approval', 'same_reviewer', 'not_found'] as const)
    .map((outcome) => [outcome, count(outcome)] as const)
    .filter(([, n]) => n > 0)
    .map(([outcome, n]) => translate(`kassa.resourceLayer.bulk.${outcome}`, { count: n }));
  return [text, ...others].join(', ');
}

function BulkDialog({ config, kind, records, onClose }: { config: AnyResourceConfig; kind: Kind; records: RaRecord[]; onClose: (done: boolean) => void }) {
  const translate = useTranslate();
  const dataProvider = useKassaDataProvider();
  const notify = useNotify();
  const reportFailure = useReportFailure();
  const idempotency = useIdempotencyKey();
  const { run, sent } = useSubmitOnce();
  const amount = amountFieldOf(config);
  const summary = amount ? bulkSummary(records, amount) : { count: records.length, totals: [] };
  // The code is asked only when the batch call takes one (a platform's batch rejection moves no money and takes none).
  const takesCode = takesCodeOf(kind === 'approve' ? config.api.batchApprove : config.api.batchReject);
  const form = kind === 'approve' ? batchApprovalForm : batchRejectionForm;
  const schema = takesCode ? form : form.omit({ google_code: true });
  const fields = [...(kind === 'reject' ? ['reason'] : []), ...(takesCode ? ['google_code'] : [])];
  const text = (key: string) => translate(`resources.${config.name}.messages.bulk_${key}`, { _: translate(`kassa.resourceLayer.bulk.${key}`) });

  const submit = (values: Record<string, unknown>) =>
    run(async () => {
      const form = schema.parse(values);
      const orderIds = records.map((record) => String(record[config.api.idField] ?? record.id));
      try {
        const answer = (await dataProvider.call(
          endpointNameOf(config, kind),
          { ...form, order_ids: orderIds } as never,
          { idempotencyKey: idempotency.key },
        )) as BatchAnswer;
        sent();
        notify(outcomeMessage(translate, kind, answer), { type: 'success' });
        onClose(true);
        return undefined;
      } catch (error) {
        idempotency.failed(error);
        const fieldErrors = fieldErrorsOf(error, fields);
        if (fieldErrors) return fieldErrors;
        reportFailure(error);
        onClose(true);
        return undefined;
      }
    });

  const titleId = `bulk-${kind}-title`;
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Form onSubmit={submit} validate={(values) => formErrors(takesCode ? withStepUpCode(schema) : schema, values)} record={{}}>
        <DialogTitle id={titleId}>{text(`${kind}_title`)}</DialogTitle>
        <DialogContent>
          <BulkSummaryView summary={summary} />
          <DialogContentText sx={{ mb: 1 }}>{text(`${kind}_content`)}</DialogContentText>
          {kind === 'reject' && <TextInput source="reason" label="kassa.resourceLayer.reject.reason" multiline minRows={2} isRequired autoFocus />}
          {takesCode && <AuthenticatorCodeInput label="kassa.resourceLayer.bulk.code" autoFocus={kind === 'approve'} />}
        </DialogContent>
        <DialogActions>
          <TextButton label="ra.action.cancel" onClick={() => onClose(false)} />
          {/* Always enabled: pressing it with a field missing says what is missing. */}
          <SaveButton
            label={`kassa.resourceLayer.actions.${kind}`}
            icon={kind === 'approve' ? <Check /> : <Close />}
            color={kind === 'approve' ? 'success' : 'error'}
            alwaysEnable
          />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** The bulk buttons of a list's selection toolbar, each opening its confirmation. */
export function BulkReviewButtons({ config }: { config: AnyResourceConfig }) {
  const { data, selectedIds, onUnselectItems } = useListContext();
  const refresh = useRefresh();
  const [open, setOpen] = useState<Kind | null>(null);
  const selectable = bulkSelectable(config);
  const records = (data ?? []).filter((record) => selectedIds.includes(record.id) && selectable(record));
  const close = (done: boolean) => {
    setOpen(null);
    if (done) {
      onUnselectItems();
      refresh();
    }
  };
  return (
    <>
      <Button label="kassa.resourceLayer.bulk.approve" color="success" disabled={records.length === 0} onClick={() => setOpen('approve')}>
        <Check />
      </Button>
      <Button label="kassa.resourceLayer.bulk.reject" color="error" disabled={records.length === 0} onClick={() => setOpen('reject')}>
        <Close />
      </Button>
      {open && <BulkDialog config={config} kind={open} records={records} onClose={close} />}
    </>
  );
}
