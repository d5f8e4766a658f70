import ManageAccounts from '@mui/icons-material/ManageAccounts';
import { Box, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Stack, Tooltip } from '@mui/material';
import { useId, useState } from 'react';
import { Form, SaveButton, SelectInput, useGetIdentity, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { ResponseOf } from '../../../openapi/endpoints';
import { formErrors } from '../../../openapi/issues';
import { StaffRole, staffRoleForm } from '../../../openapi/platformStaff';
import { withStepUpCode } from '../../../src/data/stepUpCode';
import { ProposedChange } from '../../../src/widgets/ProposedChange';
import { useKassaDataProvider } from '../../../src/resourceLayer/api';
import { AuthenticatorCodeInput } from '../../../src/resourceLayer/AuthenticatorCodeInput';
import { answerNoticeMs } from '../../../src/resourceLayer/ResourceForm';
import { fieldErrorsOf, useReportFailure, useSubmitOnce } from '../../../src/resourceLayer/submit';
import { TextButton } from '../../../src/resourceLayer/TextButton';

type Member = ResponseOf<'staffQuery'>['list'][number];

const words = 'resources.staff';

/** Whether the row is the signed-in administrator's own: they never change their own role or status. */
function useIsSelf(member: Member | undefined): boolean {
  const { identity } = useGetIdentity();
  return member !== undefined && identity !== undefined && String(identity.id) === String(member.id);
}

/** "You" after the signed-in member's own username. */
export function SelfMark() {
  const member = useRecordContext<Member & { id: number }>();
  const translate = useTranslate();
  if (!useIsSelf(member)) return null;
  return <Chip size="small" variant="outlined" color="primary" label={translate(`${words}.messages.you`)} />;
}

/** The new role, with the code while the step-up window is closed; the server's refusal of a field shows on it. */
function RoleForm({ member, titleId, onClose }: { member: Member; titleId: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useKassaDataProvider();
  const reportFailure = useReportFailure();
  const { run, sent } = useSubmitOnce();
  const submit = (values: Record<string, unknown>) =>
    run(async () => {
      const checked = withStepUpCode(staffRoleForm).parse(values) as { role: Member['role']; google_code?: string };
      try {
        const proposed = await dataProvider.call('staffRoleChange', { id: member.id, role: checked.role, ...(checked.google_code ? { google_code: checked.google_code } : {}) });
        sent();
        // Nothing has changed yet: the notice says another administrator approves it, and leads to the rule change.
        notify(<ProposedChange answer={proposed} />, { type: 'info', autoHideDuration: answerNoticeMs });
        onClose();
        refresh();
        return undefined;
      } catch (error) {
        const fieldErrors = fieldErrorsOf(error, ['role', 'google_code']);
        if (!fieldErrors) reportFailure(error);
        return fieldErrors;
      }
    });
  return (
    <Form onSubmit={submit} validate={(values) => formErrors(withStepUpCode(staffRoleForm), values)} record={{ role: member.role }} noValidate>
      <DialogTitle id={titleId}>{translate(`${words}.messages.role_title`, { username: member.username })}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          <DialogContentText>{translate(`${words}.messages.role_confirm`, { username: member.username })}</DialogContentText>
          <SelectInput
            source="role"
            label={`${words}.fields.role`}
            choices={StaffRole.options.map((role) => ({ id: role, name: `${words}.choices.staffRole.${role}` }))}
            isRequired
            helperText={false}
          />
          <AuthenticatorCodeInput label="kassa.resourceLayer.review.google_code" helperText="kassa.resourceLayer.review.google_code_hint" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <TextButton label="ra.action.cancel" onClick={onClose} />
        <SaveButton label={`${words}.actions.role`} icon={<></>} alwaysEnable />
      </DialogActions>
    </Form>
  );
}

/**
 * Proposing another member's new role (another administrator approves it on the rule changes' screen), after their role: a select of the roles rather than a reason, so not one of the
 * declaration's reason actions. Their own row offers none (the server refuses it too, 4009).
 */
export function RoleMark() {
  const member = useRecordContext<Member & { id: number }>();
  const translate = useTranslate();
  const self = useIsSelf(member);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (!member || self) return null;
  const label = `${translate(`${words}.actions.role`)}: ${member.username}`;
  return (
    <Box component="span" onClick={(event) => event.stopPropagation()}>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} onClick={() => setOpen(true)}>
          <ManageAccounts fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        {open && <RoleForm member={member} titleId={titleId} onClose={() => setOpen(false)} />}
      </Dialog>
    </Box>
  );
}
