import PersonAdd from '@mui/icons-material/PersonAdd';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Form, SaveButton, SelectInput, TextInput, Title, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ResponseOf } from '../../../../openapi/endpoints';
import { formErrors } from '../../../../openapi/issues';
import { StaffRole, staffCreateForm } from '../../../../openapi/platformStaff';
import { withStepUpCode } from '../../../data/stepUpCode';
import { useKassaDataProvider } from '../../../resourceLayer/api';
import { AuthenticatorCodeInput } from '../../../resourceLayer/AuthenticatorCodeInput';
import { CopyButton } from '../../../resourceLayer/copy';
import { formatDateTime } from '../../../resourceLayer/format';
import { ResourceList } from '../../../resourceLayer/ResourceList';
import { fieldErrorsOf, useReportFailure, useSubmitOnce } from '../../../resourceLayer/submit';
import { TextButton } from '../../../resourceLayer/TextButton';
import { useShownResource } from '../../../shell/shownResources';

type Created = ResponseOf<'staffCreate'>;

const words = 'resources.staff';

/** The member's username and role, with the code; then, once added, their one-time link shown this once. */
function AddMemberForm({ titleId, onClose, onCreated }: { titleId: string; onClose: () => void; onCreated: (created: Created) => void }) {
  const translate = useTranslate();
  const dataProvider = useKassaDataProvider();
  const reportFailure = useReportFailure();
  const { run, sent } = useSubmitOnce();
  const submit = (values: Record<string, unknown>) =>
    run(async () => {
      const checked = withStepUpCode(staffCreateForm).parse(values) as { username: string; role: Created['staff']['role']; google_code?: string };
      try {
        const created = await dataProvider.call('staffCreate', { username: checked.username, role: checked.role, ...(checked.google_code ? { google_code: checked.google_code } : {}) });
        sent();
        onCreated(created);
        return undefined;
      } catch (error) {
        const fieldErrors = fieldErrorsOf(error, ['username', 'role', 'google_code']);
        if (!fieldErrors) reportFailure(error);
        return fieldErrors;
      }
    });
  return (
    <Form onSubmit={submit} validate={(values) => formErrors(withStepUpCode(staffCreateForm), values)} record={{}} noValidate>
      <DialogTitle id={titleId}>{translate(`${words}.actions.create`)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(`${words}.messages.create_intro`)}</DialogContentText>
        <TextInput source="username" label={`${words}.fields.username`} isRequired fullWidth autoFocus slotProps={{ htmlInput: { autoComplete: 'off' } }} />
        <SelectInput
          source="role"
          label={`${words}.fields.role`}
          choices={StaffRole.options.map((role) => ({ id: role, name: `${words}.choices.staffRole.${role}` }))}
          isRequired
          fullWidth
        />
        <AuthenticatorCodeInput label="kassa.resourceLayer.review.google_code" helperText="kassa.resourceLayer.review.google_code_hint" />
      </DialogContent>
      <DialogActions>
        <TextButton label="ra.action.cancel" onClick={onClose} />
        <SaveButton label={`${words}.actions.create`} icon={<PersonAdd />} alwaysEnable />
      </DialogActions>
    </Form>
  );
}

/** The one-time link, once: copy it now, it is not shown again (only its hash is kept). */
function CreatedLink({ created, titleId, onClose }: { created: Created; titleId: string; onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const username = created.staff.username;
  return (
    <>
      <DialogTitle id={titleId}>{translate(`${words}.messages.created`, { username })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning">{translate(`${words}.messages.link_once`, { username })}</Alert>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <TextField
              label={translate(`${words}.messages.link`)}
              value={created.link}
              fullWidth
              multiline
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'staff-link' } }}
              helperText={translate(`${words}.messages.link_expires`, { time: formatDateTime(created.link_expires, locale) })}
            />
            <Box sx={{ pt: 1 }}>
              <CopyButton text={created.link} />
            </Box>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate(`${words}.messages.done`)}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * The platform's staff (administrators only): the members with their role, status and whether they have used their
 * link; adding one shows the link once in the dialog, and the list (its declaration, resources/platform/staff/) offers
 * each other member's role change, suspension and resumption.
 */
export function StaffPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const staff = useShownResource('staff');
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const titleId = useId();
  const close = () => {
    setAdding(false);
    setCreated(null);
  };
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2, width: 0, minWidth: '100%' }}>
      <Title title="kassa.menu.platformStaff" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" alignItems={{ xs: 'flex-start', sm: 'center' }}>
        <Box>
          <Typography variant="h5" component="h1">
            {translate('kassa.menu.platformStaff')}
          </Typography>
          <Typography color="text.secondary">{translate(`${words}.messages.intro`)}</Typography>
        </Box>
        <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setAdding(true)} sx={{ flexShrink: 0 }}>
          {translate(`${words}.actions.create`)}
        </Button>
      </Stack>
      <ResourceList config={staff} />
      {/* Closing the link's dialog, however, ends it: the link is not shown again. */}
      <Dialog open={adding} onClose={created ? close : () => setAdding(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        {created ? (
          <CreatedLink created={created} titleId={titleId} onClose={close} />
        ) : (
          adding && (
            <AddMemberForm
              titleId={titleId}
              onClose={close}
              onCreated={(answer) => {
                setCreated(answer);
                notify(`${words}.messages.created`, { type: 'success', messageArgs: { username: answer.staff.username } });
                refresh();
              }}
            />
          )
        )}
      </Dialog>
    </Stack>
  );
}
