import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { createElement, useId, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { z } from 'zod';
import {
  Button,
  Confirm,
  EditButton,
  Form,
  RecordContextProvider,
  SaveButton,
  TextInput,
  useNotify,
  useGetIdentity,
  useRecordContext,
  useRedirect,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { FormProps, RaRecord } from 'react-admin';
import { formErrors } from '../../openapi/issues';
import { stepUpCodeForm } from '../../openapi/sharedRules';
import { approvalCodeForm, rejectionForm } from '../../openapi/withdrawals';
import { stepUpOpen } from '../data/stepUp';
import { withStepUpCode } from '../data/stepUpCode';
import { useKassaDataProvider } from './api';
import type { ActionConfig, AnyResourceConfig } from './defineResource';
import { matches } from './defineResource';
import { useOffered, type Offered } from './offered';
import { fieldErrorsOf, useIdempotencyKey, useReportFailure, useSubmitOnce } from './submit';
import { TextButton } from './TextButton';
import { AuthenticatorCodeInput } from './AuthenticatorCodeInput';
import { usePasskeyConfirmation } from './PasskeyConfirmation';

/*
 * Actions on one record: approve (confirm dialog), reject (reason dialog), custom actions, edit and delete.
 * Each shows only when its `when` holds. After a review the whole screen reads again (react-admin's refresh),
 * which also refreshes the pending-review badge of the menu.
 */

const stop = (event: MouseEvent) => event.stopPropagation();

function recordLabel(config: AnyResourceConfig, record: RaRecord): string {
  const { recordRepresentation } = config;
  return typeof recordRepresentation === 'function' ? recordRepresentation(record) : String(record[recordRepresentation] ?? record.id);
}

/** A record's button that opens its dialog (the click does not reach the row, which would open the record). */
function OpensDialog({ label, color, icon, onOpen }: { label: string; color: 'success' | 'error'; icon: ReactNode; onOpen: () => void }) {
  return (
    <Button
      label={label}
      color={color}
      onClick={(event) => {
        stop(event);
        onOpen();
      }}
    >
      {icon}
    </Button>
  );
}

/**
 * A review's dialog: its title, what it does, the one field it takes, and Cancel beside the review's button. The
 * button is always enabled: pressing it with the field empty says why the field is needed.
 */
function ReviewDialog({
  open,
  onClose,
  id,
  title,
  onSubmit,
  validate,
  submit,
  children,
}: {
  open: boolean;
  onClose: () => void;
  id: string;
  title: string;
  onSubmit: FormProps['onSubmit'];
  validate: FormProps['validate'];
  submit: { label: string; icon: ReactNode; color: 'success' | 'error' };
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} onClick={stop} fullWidth maxWidth="sm" aria-labelledby={id}>
      <Form onSubmit={onSubmit} validate={validate} record={{}}>
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <TextButton label="ra.action.cancel" onClick={onClose} />
          <SaveButton label={submit.label} icon={submit.icon} color={submit.color} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** The approve call's rule of the approval's input, required (the contract marks it optional: a first approval takes none). */
function inputRuleOf(config: AnyResourceConfig, source: string): z.ZodType {
  const request = config.api.approve?.request;
  const rule = request instanceof z.ZodObject ? (request.shape as Record<string, z.ZodType>)[source] : undefined;
  if (!rule) throw new Error(`Resource "${config.name}": the approve call takes no "${source}"`);
  return rule instanceof z.ZodOptional ? (rule.unwrap() as z.ZodType) : rule;
}

/** The screen's own text of a review dialog (`resources.<name>.messages.<key>`) when its labels have one, else the generic one. */
function screenText(translate: ReturnType<typeof useTranslate>, config: AnyResourceConfig, key: string, generic: string): string {
  return translate(`resources.${config.name}.messages.${key}`, { _: translate(generic) });
}

/**
 * Approve: a confirm dialog, or a dialog of fields when the approval takes any: the authenticator code when the
 * action takes the step-up (while the window is closed) or the record says `needs_code` (the amount is above the
 * coin's approval code threshold), the action's `input` (a payout's TXID) when this record's approval needs it, and
 * the action's bespoke `part` above them. The server's refusal of a field shows on it.
 */
export function ApproveButton({ config, action }: { config: AnyResourceConfig; action?: ApproveAction }) {
  // An approval that leaves the record to approve again (the first of two) was one step: the next is a new intent,
  // with its own Idempotency-Key, so the button starts afresh.
  const [step, setStep] = useState(0);
  return <ApproveStep key={step} config={config} action={action} onStep={() => setStep((current) => current + 1)} />;
}

type ApproveAction = Extract<ActionConfig, { kind: 'approve' }>;

function ApproveStep({ config, action, onStep }: { config: AnyResourceConfig; action: ApproveAction | undefined; onStep: () => void }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? config.name;
  const dataProvider = useKassaDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const reportFailure = useReportFailure();
  const [open, setOpen] = useState(false);
  const idempotency = useIdempotencyKey();
  const { run, blocked, sent } = useSubmitOnce();
  const translate = useTranslate();
  // Under the merchant's passkey requirement the confirmation is the passkey's, not a code (src/data/passkeyStatus.ts).
  const passkeyOnly = usePasskeyConfirmation().only;
  if (!record) return null;
  const needsCode = record.needs_code === true;
  const takesCode = needsCode || action?.stepUp === true;
  const input = action?.input && (action.input.needed?.(record) ?? true) ? action.input : undefined;
  const part = action?.part;
  const fields = [...(takesCode ? ['google_code'] : []), ...(input ? [input.source] : [])];
  const form = z.object({
    ...(input ? { [input.source]: inputRuleOf(config, input.source) } : {}),
    ...(takesCode ? approvalCodeForm.shape : {}),
  });

  const approve = (values: Record<string, unknown> = {}) =>
    run(async () => {
      const { google_code, ...rest } = form.parse(values) as { google_code?: string } & Record<string, unknown>;
      try {
        const { data } = await dataProvider.approve(resource, { id: record.id, google_code, values: rest, idempotencyKey: idempotency.key });
        sent();
        setOpen(false);
        notify('kassa.resourceLayer.success.approve', { type: 'success' });
        if (action?.when && matches(data, action.when)) onStep();
        refresh();
        return undefined;
      } catch (error) {
        idempotency.failed(error);
        const fieldErrors = fields.length > 0 ? fieldErrorsOf(error, fields) : undefined;
        if (fieldErrors) return fieldErrors;
        setOpen(false);
        reportFailure(error);
        refresh();
        return undefined;
      }
    });
  const title = translate('kassa.resourceLayer.approve.title', { id: recordLabel(config, record) });
  const content = screenText(translate, config, 'approve_content', 'kassa.resourceLayer.approve.content');

  return (
    <>
      <OpensDialog label="kassa.resourceLayer.actions.approve" color="success" icon={<Check />} onOpen={() => setOpen(true)} />
      {fields.length > 0 || part ? (
        <ReviewDialog
          open={open}
          onClose={() => setOpen(false)}
          id="approve-dialog-title"
          title={title}
          onSubmit={approve}
          validate={(values) => formErrors(takesCode ? withStepUpCode(form) : form, values)}
          submit={{ label: 'kassa.resourceLayer.actions.approve', icon: <Check />, color: 'success' }}
        >
          {/* The dialog's form has a record of its own: the part reads the approved one. */}
          {part && <RecordContextProvider value={record}>{createElement(part)}</RecordContextProvider>}
          <DialogContentText>{content}</DialogContentText>
          {needsCode && (
            <DialogContentText sx={{ mt: 1, mb: 1 }}>{translate(passkeyOnly ? 'kassa.resourceLayer.approve.needs_passkey' : 'kassa.resourceLayer.approve.needs_code')}</DialogContentText>
          )}
          {input && <TextInput source={input.source} label={`resources.${config.name}.fields.${input.source}`} isRequired autoFocus sx={{ mt: 1 }} />}
          {takesCode && (
            <AuthenticatorCodeInput label="kassa.resourceLayer.review.google_code" helperText="kassa.resourceLayer.review.google_code_hint" autoFocus={!input} />
          )}
        </ReviewDialog>
      ) : (
        <Confirm
          isOpen={open}
          loading={blocked}
          title="kassa.resourceLayer.approve.title"
          titleTranslateOptions={{ id: recordLabel(config, record) }}
          content={content}
          confirm="kassa.resourceLayer.actions.approve"
          onConfirm={() => void approve()}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

type RejectAction = Extract<ActionConfig, { kind: 'reject' }>;

/**
 * Reject: a dialog asking the reason. On a record its `ownBy` names the signed-in member as the maker of, the same call
 * takes it back, and the button and the dialog say Withdraw.
 */
export function RejectButton({ config, action }: { config: AnyResourceConfig; action?: RejectAction }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? config.name;
  const dataProvider = useKassaDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const reportFailure = useReportFailure();
  const { identity } = useGetIdentity();
  const [open, setOpen] = useState(false);
  const idempotency = useIdempotencyKey();
  const { run, sent } = useSubmitOnce();
  if (!record) return null;
  const own = action?.ownBy !== undefined && identity !== undefined && record[action.ownBy] === (identity.username ?? identity.fullName);
  const keys = `resources.${config.name}`;
  const words = own
    ? {
        button: `${keys}.actions.withdraw`,
        title: `${translate(`${keys}.actions.withdraw`)}: ${recordLabel(config, record)}`,
        content: translate(`${keys}.messages.withdraw_content`),
        reason: 'kassa.resourceLayer.reason',
        success: `${keys}.messages.withdrawn`,
      }
    : {
        button: 'kassa.resourceLayer.actions.reject',
        title: translate('kassa.resourceLayer.reject.title', { id: recordLabel(config, record) }),
        content: screenText(translate, config, 'reject_content', 'kassa.resourceLayer.reject.content'),
        reason: 'kassa.resourceLayer.reject.reason',
        success: 'kassa.resourceLayer.success.reject',
      };

  const reject = (values: Record<string, unknown>) =>
    run(async () => {
      const { reason } = rejectionForm.parse(values);
      try {
        await dataProvider.reject(resource, { id: record.id, reason, idempotencyKey: idempotency.key });
        sent();
        setOpen(false);
        notify(words.success, { type: 'success' });
        refresh();
        return undefined;
      } catch (error) {
        idempotency.failed(error);
        const fieldErrors = fieldErrorsOf(error, ['reason']);
        if (fieldErrors) return fieldErrors;
        setOpen(false);
        reportFailure(error);
        refresh();
        return undefined;
      }
    });

  return (
    <>
      <OpensDialog label={words.button} color="error" icon={<Close />} onOpen={() => setOpen(true)} />
      <ReviewDialog
        open={open}
        onClose={() => setOpen(false)}
        id="reject-dialog-title"
        title={words.title}
        onSubmit={reject}
        validate={(values) => formErrors(rejectionForm, values)}
        submit={{ label: words.button, icon: <Close />, color: 'error' }}
      >
        <DialogContentText>{words.content}</DialogContentText>
        <TextInput source="reason" label={words.reason} multiline minRows={2} isRequired autoFocus />
      </ReviewDialog>
    </>
  );
}

function CustomActionButton({ config, action }: { config: AnyResourceConfig; action: Extract<ActionConfig, { kind: 'custom' }> }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? config.name;
  const dataProvider = useKassaDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const reportFailure = useReportFailure();
  const [open, setOpen] = useState(false);
  const { run, blocked } = useSubmitOnce();
  if (!record) return null;
  const keys = `resources.${config.name}`;

  const perform = () =>
    run(async () => {
      try {
        await action.run({ dataProvider, resource, record });
        notify(`${keys}.messages.${action.name}`, { type: 'success' });
      } catch (error) {
        reportFailure(error);
      } finally {
        setOpen(false);
        refresh();
      }
    });

  return (
    <>
      <TextButton
        label={`${keys}.actions.${action.name}`}
        size="small"
        disabled={blocked}
        onClick={(event) => {
          stop(event);
          if (action.confirm) setOpen(true);
          else void perform();
        }}
      />
      {action.confirm && (
        <Confirm
          isOpen={open}
          loading={blocked}
          title={`${keys}.actions.${action.name}`}
          content={`${keys}.messages.${action.name}_confirm`}
          onConfirm={perform}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/**
 * An action that asks why (suspend, resume): its dialog takes the reason, by the rule of the call's `reason`, and with
 * `stepUp` the authenticator code while the step-up window is closed; a refusal of either shows on its field. Declared
 * `reason: false`, it only asks to confirm (and the code). An action whose answer is to be read (`answered`) shows it
 * in the same dialog once done; one that deletes the record (`removes`) leaves its detail for the list.
 */
function ReasonActionButton({ config, action }: { config: AnyResourceConfig; action: Extract<ActionConfig, { kind: 'reason' }> }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? config.name;
  const dataProvider = useKassaDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const translate = useTranslate();
  const reportFailure = useReportFailure();
  const [open, setOpen] = useState(false);
  const [answered, setAnswered] = useState<Readonly<Record<string, unknown>> | null>(null);
  const titleId = useId();
  const { run } = useSubmitOnce();
  if (!record) return null;
  const keys = `resources.${config.name}`;
  const asksReason = action.reason !== false;
  const request = action.call.request as z.ZodObject;
  const schema = () => {
    const reason = asksReason ? request.pick({ reason: true }) : z.object({});
    return action.stepUp ? withStepUpCode(reason.extend({ google_code: request.shape.google_code as z.ZodType })) : reason;
  };
  const fields = [...(asksReason ? ['reason'] : []), 'google_code'];
  const close = () => {
    setOpen(false);
    setAnswered(null);
  };

  const perform = (values: Record<string, unknown>) =>
    run(async () => {
      const parsed = schema().safeParse(values);
      if (!parsed.success) return formErrors(schema(), values);
      try {
        const { meta } = await dataProvider.perform(resource, action.name, {
          id: record.id,
          data: parsed.data as Record<string, unknown>,
          ...(action.param ? { param: action.param } : {}),
        });
        // The call's answer as it came (a rule change keeps its own id), not the record it acted on.
        if (action.answered) setAnswered(meta.answer);
        else {
          notify(`${keys}.messages.${action.name}`, { type: 'success' });
          setOpen(false);
        }
        if (action.removes) redirect('list', resource);
        refresh();
        return undefined;
      } catch (error) {
        const fieldErrors = fieldErrorsOf(error, fields);
        if (fieldErrors) return fieldErrors;
        setOpen(false);
        reportFailure(error);
        refresh();
        return undefined;
      }
    });

  return (
    <>
      <TextButton
        label={`${keys}.actions.${action.name}`}
        size="small"
        onClick={(event) => {
          stop(event);
          setOpen(true);
        }}
      />
      {answered && action.answered ? (
        // The dialog closes only by its button, so the answer is read.
        <Dialog open onClick={stop} fullWidth maxWidth="xs" aria-labelledby={titleId}>
          <DialogTitle id={titleId}>{`${translate(`${keys}.actions.${action.name}`)}: ${recordLabel(config, record)}`}</DialogTitle>
          <DialogContent>{createElement(action.answered, { answer: answered })}</DialogContent>
          <DialogActions>
            <TextButton label="ra.action.close" onClick={close} variant="contained" />
          </DialogActions>
        </Dialog>
      ) : (
        <ReviewDialog
          open={open}
          onClose={close}
          id={`${action.name}-dialog-title`}
          title={`${translate(`${keys}.actions.${action.name}`)}: ${recordLabel(config, record)}`}
          onSubmit={perform}
          validate={(values) => formErrors(schema(), values)}
          submit={{ label: `${keys}.actions.${action.name}`, icon: <Check />, color: action.tone ?? 'error' }}
        >
          <DialogContentText>{translate(`${keys}.messages.${action.name}_confirm`)}</DialogContentText>
          {asksReason && <TextInput source="reason" label="kassa.resourceLayer.reason" multiline minRows={2} isRequired autoFocus />}
          {action.stepUp && (
            <AuthenticatorCodeInput label="kassa.resourceLayer.review.google_code" helperText="kassa.resourceLayer.review.google_code_hint" autoFocus={!asksReason} />
          )}
        </ReviewDialog>
      )}
    </>
  );
}

/** Deletes the record after a confirm dialog, which shows the config's bespoke part (`delete.part`) above its question. */
function DeleteButton({ config }: { config: AnyResourceConfig }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? config.name;
  const dataProvider = useKassaDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const translate = useTranslate();
  const reportFailure = useReportFailure();
  const [open, setOpen] = useState(false);
  const { run, blocked } = useSubmitOnce();
  if (!record) return null;
  const names = { name: translate(`resources.${config.name}.name`, { smart_count: 1 }), recordRepresentation: recordLabel(config, record) };
  const part = config.delete?.part;
  const stepUp = config.delete?.stepUp === true;

  const remove = (googleCode?: string) =>
    run(async () => {
      try {
        await dataProvider.delete(resource, { id: record.id, previousData: record, meta: googleCode ? { google_code: googleCode } : undefined });
        notify('kassa.resourceLayer.success.delete', { type: 'success' });
        redirect('list', resource);
      } catch (error) {
        // A code refused (or asked for, the step-up window having closed) shows on the dialog's code field.
        const fieldErrors = stepUp ? fieldErrorsOf(error, ['google_code']) : undefined;
        if (fieldErrors) return fieldErrors;
        reportFailure(error);
      }
      setOpen(false);
      refresh();
      return undefined;
    });

  if (stepUp) {
    return (
      <>
        <OpensDialog label="ra.action.delete" color="error" icon={<DeleteIcon />} onOpen={() => setOpen(true)} />
        <ReviewDialog
          open={open}
          onClose={() => setOpen(false)}
          id="delete-dialog-title"
          title={translate('ra.message.delete_title', names)}
          onSubmit={(values: Record<string, unknown>) => remove(stepUpCodeForm.parse(values).google_code)}
          validate={(values) => formErrors(withStepUpCode(stepUpCodeForm), values)}
          submit={{ label: 'ra.action.delete', icon: <DeleteIcon />, color: 'error' }}
        >
          <Stack spacing={2}>
            {/* The dialog's form has a record of its own: the part reads the deleted one. */}
            {part && <RecordContextProvider value={record}>{createElement(part)}</RecordContextProvider>}
            <DialogContentText>{translate('ra.message.delete_content', names)}</DialogContentText>
            <AuthenticatorCodeInput label="kassa.resourceLayer.review.google_code" helperText="kassa.resourceLayer.review.google_code_hint" autoFocus />
          </Stack>
        </ReviewDialog>
      </>
    );
  }

  return (
    <>
      <OpensDialog label="ra.action.delete" color="error" icon={<DeleteIcon />} onOpen={() => setOpen(true)} />
      <Confirm
        isOpen={open}
        loading={blocked}
        title="ra.message.delete_title"
        titleTranslateOptions={names}
        content={
          part ? (
            <Stack spacing={2}>
              {createElement(part)}
              <DialogContentText>{translate('ra.message.delete_content', names)}</DialogContentText>
            </Stack>
          ) : (
            'ra.message.delete_content'
          )
        }
        contentTranslateOptions={names}
        confirmColor="warning"
        onConfirm={() => void remove()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Whether a record shows any action at all to the signed-in member (the list shows an actions column only then). */
export function hasRecordActions(offered: Offered): boolean {
  return offered.actions.length > 0 || offered.edit || offered.delete;
}

/** The actions that apply to the record in context and that the member's role may take, in declaration order. */
export function RecordActions({ config, inList = false, wrap = false }: { config: AnyResourceConfig; inList?: boolean; wrap?: boolean }) {
  const record = useRecordContext();
  const offered = useOffered(config);
  const { identity } = useGetIdentity();
  if (!record) return null;
  const own = identity !== undefined && String(identity.id) === String(record.id);
  const buttons: ReactNode[] = offered.actions
    .filter((action) => matches(record, action.when) && !(action.kind === 'reason' && action.notOwn && own))
    .map((action) => {
      switch (action.kind) {
        case 'approve':
          return <ApproveButton key="approve" config={config} action={action} />;
        case 'reject':
          return <RejectButton key="reject" config={config} action={action} />;
        case 'custom':
          return <CustomActionButton key={action.name} config={config} action={action} />;
        case 'reason':
          return <ReasonActionButton key={action.name} config={config} action={action} />;
      }
    });
  if (offered.edit && inList && matches(record, config.edit?.when)) buttons.push(<EditButton key="edit" onClick={stop} />);
  if (offered.delete) buttons.push(<DeleteButton key="delete" config={config} />);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: wrap ? 'wrap' : 'nowrap' }} onClick={stop}>
      {buttons}
    </Box>
  );
}

