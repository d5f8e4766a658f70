import { Box, Button, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '../../resourceLayer/format';
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

/** "Chrome 126 on Windows", or what part of it the User-Agent told, or "Unknown device". */
function useDeviceName() {
  const translate = useTranslate();
  return ({ browser, os }: ActiveSession) => {
    if (browser && os) return translate('kassa.accountSecurity.sessions.deviceOn', { browser, os });
    return browser ?? os ?? translate('kassa.accountSecurity.sessions.unknownDevice');
  };
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {label}: <Box component="span" sx={{ color: 'text.primary' }}>{value}</Box>
    </Typography>
  );
}

function SessionRow({ session, onEnd }: { session: ActiveSession; onEnd: (session: ActiveSession) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const deviceName = useDeviceName();
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      justifyContent="space-between"
      alignItems={{ xs: 'flex-start', sm: 'center' }}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
      aria-label={deviceName(session)}
    >
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography sx={{ fontWeight: 500 }} title={session.user_agent ?? undefined}>
            {deviceName(session)}
          </Typography>
          {session.current && <Chip size="small" color="primary" variant="outlined" label={translate('kassa.accountSecurity.sessions.current')} />}
        </Stack>
        <Fact label={translate('kassa.accountSecurity.sessions.ip')} value={session.ip} />
        <Fact label={translate('kassa.accountSecurity.sessions.signedIn')} value={formatDateTime(session.create_time, locale)} />
        <Fact label={translate('kassa.accountSecurity.sessions.lastSeen')} value={formatDateTime(session.last_seen_time, locale)} />
      </Box>
      {!session.current && (
        // MUI's button, not react-admin's: react-admin's shows only its icon on a phone, and these have none.
        <Button color="error" variant="outlined" size="small" onClick={() => onEnd(session)} sx={{ flexShrink: 0 }}>
          {translate('kassa.accountSecurity.sessions.end')}
        </Button>
      )}
    </Stack>
  );
}

type Ending = { kind: 'one'; session: ActiveSession } | { kind: 'others' };

/**
 * The account's signed-in sessions: the device in words, the IP, when it signed in and was last active, this
 * session marked. Any other session can be ended, one by one or all at once; each asks first.
 */
export function SessionsCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const deviceName = useDeviceName();
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
              <SessionRow key={session.id} session={session} onEnd={(chosen) => setEnding({ kind: 'one', session: chosen })} />
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
