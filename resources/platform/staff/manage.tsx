import MoreVert from '@mui/icons-material/MoreVert';
import { Box, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Menu, MenuItem, Stack, Tooltip } from '@mui/material';
import { useId, useState } from 'react';
import { Form, SaveButton, SelectInput, TextInput, useGetIdentity, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { ResponseOf } from '../../../openapi/endpoints';
import { formErrors } from '../../../openapi/issues';
import { StaffRole, staffRoleForm, staffStatusForm } from '../../../openapi/platformStaff';
import { withStepUpCode } from '../../../src/data/stepUpCode';
import { useKassaDataProvider } from '../../../src/resourceLayer/api';
import { AuthenticatorCodeInput } from '../../../src/resourceLayer/AuthenticatorCodeInput';
import { fieldErrorsOf, useReportFailure, useSubmitOnce } from '../../../src/resourceLayer/submit';
import { TextButton } from '../../../src/resourceLayer/TextButton';

type Member = ResponseOf<'staffQuery'>['list'][number];
type Change = 'role' | 'suspend' | 'resume';

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

/**
 * One change of a member with the step-up: the new role, or the reason of a suspension or resumption, and the code
 * while the window is closed. The server's refusal of a field shows on it.
 */
function ChangeForm({ member, change, titleId, onClose }: { member: Member; change: Change; titleId: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useKassaDataProvider();
  const reportFailure = useReportFailure();
  const { run, sent } = useSubmitOnce();
  const rule = change === 'role' ? staffRoleForm : staffStatusForm;
  const submit = (values: Record<string, unknown>) =>
    run(async () => {
      const checked = withStepUpCode(rule).parse(values) as { role?: Member['role']; reason?: string; google_code?: string };
      const code = checked.google_code ? { google_code: checked.google_code } : {};
      try {
        if (change === 'role') await dataProvider.call('staffRoleChange', { id: member.id, role: checked.role!, ...code });
        else await dataProvider.call(change === 'suspend' ? 'staffSuspend' : 'staffResume', { id: member.id, reason: checked.reason!, ...code });
        sent();
        notify(`${words}.messages.${change}_done`, { type: 'success', messageArgs: { username: member.username } });
        onClose();
        refresh();
        return undefined;
      } catch (error) {
        const fieldErrors = fieldErrorsOf(error, ['role', 'reason', 'google_code']);
        if (!fieldErrors) reportFailure(error);
        return fieldErrors;
      }
    });
  return (
    <Form onSubmit={submit} validate={(values) => formErrors(withStepUpCode(rule), values)} record={change === 'role' ? { role: member.role } : {}} noValidate>
      <DialogTitle id={titleId}>{translate(`${words}.messages.${change}_title`, { username: member.username })}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          <DialogContentText>{translate(`${words}.messages.${change}_confirm`, { username: member.username })}</DialogContentText>
          {change === 'role' ? (
            <SelectInput
              source="role"
              label={`${words}.fields.role`}
              choices={StaffRole.options.map((role) => ({ id: role, name: `${words}.choices.staffRole.${role}` }))}
              isRequired
              helperText={false}
            />
          ) : (
            <TextInput source="reason" label={`${words}.fields.reason`} multiline minRows={2} isRequired fullWidth autoFocus />
          )}
          <AuthenticatorCodeInput label="kassa.resourceLayer.review.google_code" helperText="kassa.resourceLayer.review.google_code_hint" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <TextButton label="ra.action.cancel" onClick={onClose} />
        <SaveButton label={`${words}.actions.${change}`} icon={<></>} color={change === 'suspend' ? 'error' : 'primary'} alwaysEnable />
      </DialogActions>
    </Form>
  );
}

/**
 * What an administrator may change of another member: the role, and suspending or resuming with a reason, each with
 * the step-up. Their own row offers none of these (the server refuses them too, 4009).
 */
export function ManageMark() {
  const member = useRecordContext<Member & { id: number }>();
  const translate = useTranslate();
  const self = useIsSelf(member);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [change, setChange] = useState<Change | null>(null);
  const titleId = useId();
  if (!member || self) return null;
  const label = translate(`${words}.actions.manage`, { username: member.username });
  const choose = (chosen: Change) => {
    setMenu(null);
    setChange(chosen);
  };
  return (
    <Box component="span" onClick={(event) => event.stopPropagation()}>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} aria-haspopup="menu" onClick={(event) => setMenu(event.currentTarget)}>
          <MoreVert fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => choose('role')}>{translate(`${words}.actions.role`)}</MenuItem>
        {member.status === 'active' ? (
          <MenuItem onClick={() => choose('suspend')}>{translate(`${words}.actions.suspend`)}</MenuItem>
        ) : (
          <MenuItem onClick={() => choose('resume')}>{translate(`${words}.actions.resume`)}</MenuItem>
        )}
      </Menu>
      <Dialog open={change !== null} onClose={() => setChange(null)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        {change && <ChangeForm member={member} change={change} titleId={titleId} onClose={() => setChange(null)} />}
      </Dialog>
    </Box>
  );
}
