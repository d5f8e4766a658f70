import Key from '@mui/icons-material/Key';
import { Alert, Box, Button, Card, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Divider, FormControlLabel, LinearProgress, Stack, Switch, Typography } from '@mui/material';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { Form, SaveButton, TextInput, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formErrors, passkeyRegisterForm, passkeyRemoveLastForm, passkeyRenameForm, stepUpCodeForm } from '../../../openapi/rules';
import { listPasskeys, passkeyOwner, registerPasskey, removePasskey, renamePasskey, requirePasskeys, type Passkey, type Passkeys } from '../../data/passkeys';
import { notePasskeyStatus, passkeyStepUpOnly } from '../../data/passkeyStatus';
import { passkeysOffered } from '../../data/passkeySupport';
import { useStepUpOpen } from '../../data/stepUp';
import { withStepUpCode } from '../../data/stepUpCode';
import { AuthenticatorCodeInput } from '../../resourceLayer/AuthenticatorCodeInput';
import { formatDateTime } from '../../resourceLayer/format';
import { PasskeyConfirmButton } from '../../resourceLayer/PasskeyConfirmation';
import { fieldErrorsOf, useSubmitOnce } from '../../resourceLayer/submit';
import { TextButton } from '../../resourceLayer/TextButton';

/** The passkeys, read on each visit and after each change; what they say is noted for the step-up (src/data/passkeyStatus.ts). */
function usePasskeys() {
  const [passkeys, setPasskeys] = useState<Passkeys | null>(null);
  const [loading, setLoading] = useState(true);
  const reload = useCallback(async (signal?: AbortSignal) => {
    setLoading(true);
    try {
      const answer = await listPasskeys(signal);
      setPasskeys(answer);
      notePasskeyStatus({ count: answer.total, required: answer.required });
    } catch {
      // The HTTP client has told the operator why.
    } finally {
      if (!signal?.aborted) setLoading(false);
    }
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    void reload(controller.signal);
    return () => controller.abort();
  }, [reload]);
  return { passkeys, loading, reload };
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {label}: <Box component="span" sx={{ color: 'text.primary' }}>{value}</Box>
    </Typography>
  );
}

function PasskeyRow({ passkey, onRename, onRemove }: { passkey: Passkey; onRename: (() => void) | undefined; onRemove: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      justifyContent="space-between"
      alignItems={{ xs: 'flex-start', sm: 'center' }}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
      aria-label={passkey.name}
    >
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <Key fontSize="small" color="action" sx={{ mt: 0.25, flexShrink: 0 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere', mr: 1 }}>
              {passkey.name}
            </Typography>
            {passkey.synced && <Chip size="small" variant="outlined" label={translate('kassa.accountSecurity.passkeys.synced')} />}
          </Box>
        </Stack>
        <Fact label={translate('kassa.accountSecurity.passkeys.created')} value={formatDateTime(passkey.create_time, locale)} />
        <Fact
          label={translate('kassa.accountSecurity.passkeys.lastUsed')}
          value={passkey.last_used_time ? formatDateTime(passkey.last_used_time, locale) : translate('kassa.accountSecurity.passkeys.neverUsed')}
        />
      </Box>
      {/* MUI's buttons, not react-admin's: react-admin's show only their icon on a phone, and these have none. */}
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        {onRename && (
          <Button size="small" variant="outlined" onClick={onRename}>
            {translate('kassa.accountSecurity.passkeys.rename')}
          </Button>
        )}
        <Button size="small" variant="outlined" color="error" onClick={onRemove}>
          {translate('kassa.accountSecurity.passkeys.remove')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** A dialog that fits a phone, its form mounted only while it is open. */
function FormDialog({ open, onClose, children }: { open: boolean; onClose: () => void; children: (titleId: string) => ReactNode }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {open && children(titleId)}
    </Dialog>
  );
}

/**
 * One submission of a dialog's form: the call, its refusal on the dialog's fields (else the HTTP client's toast), and
 * on success the notice and the list read again.
 */
function useDialogSubmit(fields: readonly string[], call: (values: Record<string, unknown>) => Promise<unknown>, done: () => void) {
  const { run } = useSubmitOnce();
  return (values: Record<string, unknown>) =>
    run(async () => {
      try {
        await call(values);
      } catch (error) {
        return fieldErrorsOf(error, fields);
      }
      done();
      return undefined;
    });
}

const validateAdd = (values: Record<string, unknown>) => formErrors(withStepUpCode(passkeyRegisterForm), values);

/** Name a new passkey and confirm (a protected change); the browser then asks the authenticator to make it. */
function AddPasskeyForm({ onAdded }: { onAdded: () => void }) {
  const notify = useNotify();
  // A new key empties the form after a passkey was added.
  const [formKey, setFormKey] = useState(0);
  const submit = useDialogSubmit(
    ['name', 'google_code'],
    (values) => registerPasskey(withStepUpCode(passkeyRegisterForm).parse(values) as { name: string; google_code?: string }),
    () => {
      notify('kassa.accountSecurity.passkeys.added', { type: 'success' });
      setFormKey((key) => key + 1);
      onAdded();
    },
  );
  return (
    <Form key={formKey} onSubmit={submit} validate={validateAdd} record={{}} noValidate>
      <TextInput source="name" label="kassa.accountSecurity.passkeys.name" helperText="kassa.accountSecurity.passkeys.nameHelp" isRequired fullWidth />
      <AuthenticatorCodeInput label="kassa.resourceLayer.review.google_code" helperText="kassa.resourceLayer.review.google_code_hint" fullWidth />
      <SaveButton label="kassa.accountSecurity.passkeys.add" icon={<Key />} alwaysEnable sx={{ mt: 1 }} />
    </Form>
  );
}

const validateRename = (values: Record<string, unknown>) => formErrors(passkeyRenameForm, values);

function RenameForm({ titleId, passkey, onClose, onDone }: { titleId: string; passkey: Passkey; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const submit = useDialogSubmit(
    ['name'],
    (values) => renamePasskey({ id: passkey.id, name: passkeyRenameForm.parse(values).name }),
    () => {
      notify('kassa.accountSecurity.passkeys.renamed', { type: 'success' });
      onDone();
    },
  );
  return (
    <Form onSubmit={submit} validate={validateRename} record={{ name: passkey.name }} noValidate>
      <DialogTitle id={titleId}>{translate('kassa.accountSecurity.passkeys.renameTitle')}</DialogTitle>
      <DialogContent>
        <TextInput source="name" label="kassa.accountSecurity.passkeys.name" isRequired fullWidth autoFocus />
      </DialogContent>
      <DialogActions>
        <TextButton label="ra.action.cancel" onClick={onClose} />
        <SaveButton label="ra.action.save" icon={<></>} />
      </DialogActions>
    </Form>
  );
}

/**
 * Remove a passkey, a protected change. The last one also takes the authenticator's code, typed here even inside the
 * step-up window; where the merchant requires passkeys, a passkey confirms first.
 */
function RemoveForm({ titleId, passkey, last, onClose, onDone }: { titleId: string; passkey: Passkey; last: boolean; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const windowOpen = useStepUpOpen();
  const schema = () => (last ? passkeyRemoveLastForm : withStepUpCode(stepUpCodeForm));
  const submit = useDialogSubmit(
    ['google_code'],
    (values) => removePasskey({ id: passkey.id, ...(schema().parse(values) as { google_code?: string }) }),
    () => {
      notify('kassa.accountSecurity.passkeys.removed', { type: 'success' });
      onDone();
    },
  );
  return (
    <Form onSubmit={submit} validate={(values) => formErrors(schema(), values)} record={{}} noValidate>
      <DialogTitle id={titleId}>{translate('kassa.accountSecurity.passkeys.removeTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{translate('kassa.accountSecurity.passkeys.removeQuestion', { name: passkey.name })}</DialogContentText>
        {last ? (
          <>
            <DialogContentText sx={{ mb: 1 }}>{translate('kassa.accountSecurity.passkeys.removeLast')}</DialogContentText>
            {passkeyStepUpOnly() && !windowOpen && <PasskeyConfirmButton variant="outlined" />}
            <TextInput
              source="google_code"
              label="kassa.accountSecurity.passkeys.code"
              isRequired
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              fullWidth
              autoFocus
            />
          </>
        ) : (
          <AuthenticatorCodeInput label="kassa.resourceLayer.review.google_code" helperText="kassa.resourceLayer.review.google_code_hint" fullWidth autoFocus />
        )}
      </DialogContent>
      <DialogActions>
        <TextButton label="ra.action.cancel" onClick={onClose} />
        <SaveButton label="kassa.accountSecurity.passkeys.remove" icon={<></>} color="error" alwaysEnable />
      </DialogActions>
    </Form>
  );
}

const validateRequirement = (values: Record<string, unknown>) => formErrors(withStepUpCode(stepUpCodeForm), values);

/** Turn the requirement on or off, a protected change: the code (or a passkey) while the window is closed. */
function RequirementForm({ titleId, required, words, onClose, onDone }: { titleId: string; required: boolean; words: string; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const submit = useDialogSubmit(
    ['google_code'],
    (values) => requirePasskeys({ required, ...withStepUpCode(stepUpCodeForm).parse(values) }),
    () => {
      notify(required ? 'kassa.accountSecurity.passkeys.requireOn' : 'kassa.accountSecurity.passkeys.requireOff', { type: 'success' });
      onDone();
    },
  );
  return (
    <Form onSubmit={submit} validate={validateRequirement} record={{}} noValidate>
      <DialogTitle id={titleId}>{translate(required ? 'kassa.accountSecurity.passkeys.requireOnTitle' : 'kassa.accountSecurity.passkeys.requireOffTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          {translate(required ? `${words}.requireOnQuestion` : `${words}.requireOffQuestion`)}
        </DialogContentText>
        <AuthenticatorCodeInput label="kassa.resourceLayer.review.google_code" helperText="kassa.resourceLayer.review.google_code_hint" fullWidth autoFocus />
      </DialogContent>
      <DialogActions>
        <TextButton label="ra.action.cancel" onClick={onClose} />
        <SaveButton label="kassa.accountSecurity.passkeys.confirm" icon={<></>} alwaysEnable />
      </DialogActions>
    </Form>
  );
}

type Editing = { kind: 'rename' | 'remove'; passkey: Passkey } | { kind: 'require'; required: boolean };

/**
 * Passkeys: the signed-in account's (src/data/passkeys.ts says whose: an operator's, or in the platform console a
 * staff member's), each with when it was added and last used, renamed (where they are) or removed in a dialog; a new
 * one named and made by this browser's authenticator; and the "require passkeys" switch of the merchant or the
 * platform, which `canRequire` shows (else only whether it is on). `words` names where the requirement's and the
 * unavailable notice's words are (they say whom the requirement binds). Where this browser cannot use passkeys (no
 * WebAuthn, or the console opened at an IP address) the list can still be kept.
 */
export function PasskeysCard({ words = 'kassa.accountSecurity.passkeys', canRequire = true }: { words?: string; canRequire?: boolean } = {}) {
  const translate = useTranslate();
  const { passkeys, loading, reload } = usePasskeys();
  const [editing, setEditing] = useState<Editing | null>(null);
  const offered = passkeysOffered();
  const close = () => setEditing(null);
  const done = () => {
    setEditing(null);
    void reload();
  };
  const count = passkeys?.total ?? 0;
  const required = passkeys?.required ?? false;

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('kassa.accountSecurity.passkeys.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('kassa.accountSecurity.passkeys.intro')}
        </Typography>
        {!offered && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate(`${words}.unavailable`)}
          </Alert>
        )}
        {loading && <LinearProgress sx={{ mb: 2 }} />}
        {passkeys &&
          (passkeys.list.length === 0 ? (
            <Typography sx={{ mb: 2 }}>{translate('kassa.accountSecurity.passkeys.none')}</Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, mb: 2, p: 0 }} aria-label={translate('kassa.accountSecurity.passkeys.title')}>
              {passkeys.list.map((passkey) => (
                <PasskeyRow
                  key={passkey.id}
                  passkey={passkey}
                  onRename={passkeyOwner().paths.rename ? () => setEditing({ kind: 'rename', passkey }) : undefined}
                  onRemove={() => setEditing({ kind: 'remove', passkey })}
                />
              ))}
            </Stack>
          ))}
        {offered && <AddPasskeyForm onAdded={() => void reload()} />}
        <Divider sx={{ my: 2 }} />
        <FormControlLabel
          control={
            <Switch checked={required} disabled={!canRequire || !passkeys || (!required && count === 0)} onChange={(_, checked) => setEditing({ kind: 'require', required: checked })} />
          }
          label={translate('kassa.accountSecurity.passkeys.require')}
        />
        <Typography variant="body2" color="text.secondary">
          {translate(`${words}.requireHelp`)}
          {canRequire && !required && count === 0 && ` ${translate('kassa.accountSecurity.passkeys.requireNeedsPasskey')}`}
        </Typography>
      </CardContent>
      <FormDialog open={editing?.kind === 'rename'} onClose={close}>
        {(titleId) => editing?.kind === 'rename' && <RenameForm titleId={titleId} passkey={editing.passkey} onClose={close} onDone={done} />}
      </FormDialog>
      <FormDialog open={editing?.kind === 'remove'} onClose={close}>
        {(titleId) => editing?.kind === 'remove' && <RemoveForm titleId={titleId} passkey={editing.passkey} last={count === 1} onClose={close} onDone={done} />}
      </FormDialog>
      <FormDialog open={editing?.kind === 'require'} onClose={close}>
        {(titleId) => editing?.kind === 'require' && <RequirementForm titleId={titleId} required={editing.required} words={words} onClose={close} onDone={done} />}
      </FormDialog>
    </Card>
  );
}
