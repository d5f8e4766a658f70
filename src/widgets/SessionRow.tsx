import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../resourceLayer/format';

/** What a session list shows of one session: an operator's (Account and security) or a staff member's (My account). */
export interface SessionFacts {
  ip: string;
  browser: string | null;
  os: string | null;
  user_agent: string | null;
  create_time: string;
  last_seen_time: string;
  current: boolean;
}

/**
 * "Chrome 126 on Windows", or what part of it the User-Agent told, or "Unknown device"; `words` is the key of the
 * page's session words (`deviceOn`, `unknownDevice`, `current`, `ip`, `signedIn`, `lastSeen`, `end`).
 */
export function useDeviceName(words: string) {
  const translate = useTranslate();
  return ({ browser, os }: SessionFacts) => (browser && os ? translate(`${words}.deviceOn`, { browser, os }) : (browser ?? os ?? translate(`${words}.unknownDevice`)));
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {label}: <Box component="span" sx={{ color: 'text.primary' }}>{value}</Box>
    </Typography>
  );
}

/** One session: the device in words, this one marked, the IP, when it signed in and was last active; any other can be ended. */
export function SessionRow<S extends SessionFacts>({ session, words, onEnd }: { session: S; words: string; onEnd: (session: S) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const deviceName = useDeviceName(words);
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
          {session.current && <Chip size="small" color="primary" variant="outlined" label={translate(`${words}.current`)} />}
        </Stack>
        <Fact label={translate(`${words}.ip`)} value={session.ip} />
        <Fact label={translate(`${words}.signedIn`)} value={formatDateTime(session.create_time, locale)} />
        <Fact label={translate(`${words}.lastSeen`)} value={formatDateTime(session.last_seen_time, locale)} />
      </Box>
      {!session.current && (
        // MUI's button, not react-admin's: react-admin's shows only its icon on a phone, and these have none.
        <Button color="error" variant="outlined" size="small" onClick={() => onEnd(session)} sx={{ flexShrink: 0 }}>
          {translate(`${words}.end`)}
        </Button>
      )}
    </Stack>
  );
}
