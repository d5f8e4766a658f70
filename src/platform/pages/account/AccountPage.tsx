import Logout from '@mui/icons-material/Logout';
import { Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, Title, useGetIdentity, useLogout, useNotify, usePermissions, useTranslate } from 'react-admin';
import type { ResponseOf } from '../../../../openapi/endpoints';
import { useEndpointQuery, useKassaDataProvider } from '../../../resourceLayer/api';
import { useReportFailure } from '../../../resourceLayer/submit';
import { SessionRow, useDeviceName } from '../../../widgets/SessionRow';
import { PasskeysCard } from '../../../pages/accountSecurity/PasskeysCard';

type Session = ResponseOf<'staffSessionQuery'>['list'][number];

const noBody = {};
const words = 'kassa.platformAccount.sessions';

/**
 * The signed-in member's own account, whatever their role: who they are, their passkeys (and, for an administrator,
 * the platform's requirement of them), every session of theirs that has not ended (this one marked; any other can be
 * ended), and signing out.
 */
export function AccountPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const reportFailure = useReportFailure();
  const dataProvider = useKassaDataProvider();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions();
  const sessions = useEndpointQuery('staffSessionQuery', noBody);
  const deviceName = useDeviceName(words);
  const [ending, setEnding] = useState<Session | null>(null);
  const [working, setWorking] = useState(false);
  const role = typeof permissions === 'string' ? translate(`kassa.platform.roles.${permissions}`) : '';

  const endSession = async () => {
    if (!ending) return;
    setWorking(true);
    try {
      await dataProvider.call('staffSessionRevoke', { id: ending.id });
      notify(`${words}.ended`, { type: 'success' });
    } catch (error) {
      // One that has ended meanwhile answers "not found": the list read again shows it gone.
      reportFailure(error);
    } finally {
      setWorking(false);
      setEnding(null);
      await sessions.refetch();
    }
  };

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2, width: 0, minWidth: '100%', maxWidth: 960 }}>
      <Title title="kassa.menu.platformAccount" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" alignItems={{ xs: 'flex-start', sm: 'center' }}>
        <Box>
          <Typography variant="h5" component="h1">
            {translate('kassa.menu.platformAccount')}
          </Typography>
          {identity && <Typography color="text.secondary">{translate('kassa.platformAccount.who', { name: identity.fullName, role })}</Typography>}
        </Box>
        <Button variant="outlined" startIcon={<Logout />} onClick={() => void logout()}>
          {translate('kassa.platformAccount.signOut')}
        </Button>
      </Stack>
      <PasskeysCard words="kassa.platformAccount.passkeys" canRequire={permissions === 'admin'} />
      <Card component="section" aria-label={translate(`${words}.title`)}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate(`${words}.title`)}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
            {translate(`${words}.intro`)}
          </Typography>
          {sessions.isPending && sessions.fetchStatus !== 'idle' && <LinearProgress sx={{ mb: 2 }} />}
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={translate(`${words}.title`)}>
            {(sessions.data?.list ?? []).map((session) => (
              <SessionRow key={session.id} session={session} words={words} onEnd={setEnding} />
            ))}
          </Stack>
        </CardContent>
      </Card>
      <Confirm
        isOpen={ending !== null}
        loading={working}
        title={`${words}.endTitle`}
        content={`${words}.endQuestion`}
        translateOptions={ending ? { device: deviceName(ending), ip: ending.ip } : {}}
        confirm={`${words}.end`}
        onConfirm={() => void endSession()}
        onClose={() => setEnding(null)}
      />
    </Stack>
  );
}
