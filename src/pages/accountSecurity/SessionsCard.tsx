import { Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { SessionRow, useDeviceName } from '../../widgets/SessionRow';
import { accountSecurityApi, type ActiveSession } from './accountSecurityApi';

/** The sessions, read on each visit and again after each ending; null while the first read runs or after a failure. */
function useSessions() {
  const [sessions, setSessions] = useState<ActiveSession[] | null>(null);
  const [loading, setLoading] = useState(true);
  const reload = useCallback(async (signal?: AbortSignal) => {
    setLoading(true);
    try {
      setSessions(await accountSecurityApi.listSessions(signal));
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
  return { sessions, loading, reload };
}

const sessionWords = 'kassa.accountSecurity.sessions';

type Ending = { kind: 'one'; session: ActiveSession } | { kind: 'others' };

/**
 * The account's signed-in sessions: the device in words, the IP, when it signed in and was last active, this
 * session marked. Any other session can be ended, one by one or all at once; each asks first.
 */
export function SessionsCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const deviceName = useDeviceName(sessionWords);
  const { sessions, loading, reload } = useSessions();
  const [ending, setEnding] = useState<Ending | null>(null);
  const [working, setWorking] = useState(false);
  const others = (sessions ?? []).filter((session) => !session.current);

  const confirmEnding = async () => {
    if (!ending) return;
    setWorking(true);
    try {
      if (ending.kind === 'one') {
        await accountSecurityApi.endSession(ending.session.id);
        notify('kassa.accountSecurity.sessions.ended', { type: 'success' });
      } else {
        const count = await accountSecurityApi.endOtherSessions();
        notify('kassa.accountSecurity.sessions.endedOthers', { type: 'success', messageArgs: { smart_count: count } });
      }
    } catch {
      // The HTTP client has told the operator why (a session already ended is "not found"); the list is read again.
    } finally {
      setWorking(false);
      setEnding(null);
      await reload();
    }
  };

  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" alignItems={{ xs: 'flex-start', sm: 'center' }} spacing={1}>
          <Typography variant="h6" component="h2">
            {translate('kassa.accountSecurity.sessions.title')}
          </Typography>
          <Button color="error" size="small" onClick={() => setEnding({ kind: 'others' })} disabled={others.length === 0 || working}>
            {translate('kassa.accountSecurity.sessions.endOthers')}
          </Button>
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          {translate('kassa.accountSecurity.sessions.intro')}
        </Typography>
        {loading && <LinearProgress sx={{ mb: 2 }} />}
        {sessions && (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={translate('kassa.accountSecurity.sessions.title')}>
            {sessions.map((session) => (
              <SessionRow key={session.id} session={session} words={sessionWords} onEnd={(chosen) => setEnding({ kind: 'one', session: chosen })} />
            ))}
          </Stack>
        )}
      </CardContent>
      <Confirm
        isOpen={ending !== null}
        loading={working}
        title={ending?.kind === 'others' ? 'kassa.accountSecurity.sessions.endOthersTitle' : 'kassa.accountSecurity.sessions.endTitle'}
        content={ending?.kind === 'others' ? 'kassa.accountSecurity.sessions.endOthersQuestion' : 'kassa.accountSecurity.sessions.endQuestion'}
        translateOptions={ending?.kind === 'one' ? { device: deviceName(ending.session), ip: ending.session.ip } : {}}
        confirm={ending?.kind === 'others' ? 'kassa.accountSecurity.sessions.endOthers' : 'kassa.accountSecurity.sessions.end'}
        onConfirm={confirmEnding}
        onClose={() => setEnding(null)}
      />
    </Card>
  );
}
