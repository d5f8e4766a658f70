import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Form, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import { accessKeyForm, accessKeyRevokeForm, formErrors } from '../../../openapi/rules';
import { useKassaDataProvider } from '../../resourceLayer/api';
import { fieldErrorsOf, useReportFailure, useSubmitOnce } from '../../resourceLayer/submit';
import type { AccessKey } from './apiManagementData';
import type { CreatedKey } from './SecretsDialog';
import { AuthenticatorCodeInput } from '../../resourceLayer/AuthenticatorCodeInput';
import { TextButton } from '../../resourceLayer/TextButton';
import { withStepUpCode } from '../../data/stepUpCode';

/*
 * The dialogs that change the API key: create it, edit its IP permission, revoke it. Each asks for the
 * authenticator code, checks the contract's rule (exact messages of the dictionary), sends once, and shows a
 * refusal of the server on its field. Each opening is a new, empty form.
 */

const validateKey = (values: Record<string, unknown>) => formErrors(withStepUpCode(accessKeyForm), values);
const validateRevoke = (values: Record<string, unknown>) => formErrors(withStepUpCode(accessKeyRevokeForm), values);

function CodeInput() {
  return <AuthenticatorCodeInput helperText="kassa.apiManagement.key.codeHelp" />;
}

/** A dialog that fits a phone: full width up to `sm`, its form mounted only while it is open. */
function FormDialog({ open, onClose, children }: { open: boolean; onClose: () => void; children: (titleId: string) => ReactNode }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {open && children(titleId)}
    </Dialog>
  );
}

/** What a dialog does with the form's values: the answer of its call, or field errors for the form. */
function useKeyCall<T>(fields: readonly string[], call: (values: Record<string, unknown>) => Promise<T>, done: (answer: T) => void) {
  const { run, sent } = useSubmitOnce();
  const reportFailure = useReportFailure();
  return (values: Record<string, unknown>) =>
    run(async () => {
      let answer: T;
      try {
        answer = await call(values);
      } catch (error) {
        const fieldErrors = fieldErrorsOf(error, fields);
        if (!fieldErrors) reportFailure(error);
        return fieldErrors;
      }
      sent();
      done(answer);
      return undefined;
    });
}

/** Create the API key: its IP permission and the authenticator code; the answer carries the show-once secrets. */
export function CreateKeyDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (created: CreatedKey) => void }) {
  return (
    <FormDialog open={open} onClose={onClose}>
      {(titleId) => <CreateKeyForm titleId={titleId} onClose={onClose} onCreated={onCreated} />}
    </FormDialog>
  );
}

function CreateKeyForm({ titleId, onClose, onCreated }: { titleId: string; onClose: () => void; onCreated: (created: CreatedKey) => void }) {
  const translate = useTranslate();
  const dataProvider = useKassaDataProvider();
  // What the rule outputs is sent: the addresses trimmed and joined 'a,b'.
  const submit = useKeyCall(['ip', 'google_code'], (values) => dataProvider.call('accessKeyAdd', accessKeyForm.parse(values)), onCreated);
  return (
    <Form onSubmit={submit} validate={validateKey} record={{}} noValidate>
      <DialogTitle id={titleId}>{translate('kassa.apiManagement.create.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('kassa.apiManagement.create.intro')}</DialogContentText>
        <TextInput source="ip" helperText="kassa.apiManagement.key.ipHelp" isRequired fullWidth autoFocus />
        <CodeInput />
      </DialogContent>
      <DialogActions>
        <TextButton label="ra.action.cancel" onClick={onClose} />
        <SaveButton label="kassa.apiManagement.create.submit" icon={<></>} alwaysEnable />
      </DialogActions>
    </Form>
  );
}

/** Change the key's IP permission, confirmed by the authenticator code. */
export function EditIpDialog({
  open,
  accessKey,
  onClose,
  onSaved,
}: {
  open: boolean;
  accessKey: AccessKey;
  onClose: () => void;
  onSaved: (saved: AccessKey) => void;
}) {
  return (
    <FormDialog open={open} onClose={onClose}>
      {(titleId) => <EditIpForm titleId={titleId} accessKey={accessKey} onClose={onClose} onSaved={onSaved} />}
    </FormDialog>
  );
}

function EditIpForm({ titleId, accessKey, onClose, onSaved }: { titleId: string; accessKey: AccessKey; onClose: () => void; onSaved: (saved: AccessKey) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useKassaDataProvider();
  const submit = useKeyCall(
    ['ip', 'google_code'],
    (values) => dataProvider.call('accessKeyUpdate', accessKeyForm.parse(values)),
    (saved) => {
      notify('kassa.resourceLayer.success.edit', { type: 'success' });
      onSaved(saved);
    },
  );
  return (
    <Form onSubmit={submit} validate={validateKey} record={{ ip: accessKey.ip }} noValidate>
      <DialogTitle id={titleId}>{translate('kassa.apiManagement.edit.title')}</DialogTitle>
      <DialogContent>
        <TextInput source="ip" helperText="kassa.apiManagement.key.ipHelp" isRequired fullWidth autoFocus sx={{ mt: 1 }} />
        <CodeInput />
      </DialogContent>
      <DialogActions>
        <TextButton label="ra.action.cancel" onClick={onClose} />
        <SaveButton label="kassa.apiManagement.edit.submit" icon={<></>} alwaysEnable />
      </DialogActions>
    </Form>
  );
}

/** Revoke the key: the consequence first, then the authenticator code. */
export function RevokeKeyDialog({
  open,
  accessKey,
  onClose,
  onRevoked,
}: {
  open: boolean;
  accessKey: AccessKey;
  onClose: () => void;
  onRevoked: () => void;
}) {
  return (
    <FormDialog open={open} onClose={onClose}>
      {(titleId) => <RevokeKeyForm titleId={titleId} accessKey={accessKey} onClose={onClose} onRevoked={onRevoked} />}
    </FormDialog>
  );
}

function RevokeKeyForm({ titleId, accessKey, onClose, onRevoked }: { titleId: string; accessKey: AccessKey; onClose: () => void; onRevoked: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useKassaDataProvider();
  const submit = useKeyCall(
    ['google_code'],
    (values) => dataProvider.call('accessKeyDelete', accessKeyRevokeForm.parse(values)),
    () => {
      notify('kassa.apiManagement.revoke.done', { type: 'success' });
      onRevoked();
    },
  );
  return (
    <Form onSubmit={submit} validate={validateRevoke} record={{}} noValidate>
      <DialogTitle id={titleId}>{translate('kassa.apiManagement.revoke.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2, wordBreak: 'break-word' }}>
          {translate('kassa.apiManagement.revoke.consequence', { access_key: accessKey.access_key })}
        </DialogContentText>
        <CodeInput />
      </DialogContent>
      <DialogActions>
        <TextButton label="ra.action.cancel" onClick={onClose} />
        <SaveButton label="kassa.apiManagement.revoke.submit" icon={<></>} color="error" alwaysEnable />
      </DialogActions>
    </Form>
  );
}
