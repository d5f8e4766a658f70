import { Alert, AlertTitle, Box, type SxProps, type Theme } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ResponseOf } from '../../openapi/endpoints';
import { intlLocaleOf } from '../../openapi/i18n/languages';
import { formatAmount, formatRate } from '../resourceLayer/format';

export type FeeNotice = ResponseOf<'coinFeeNotice'>['list'][number];

const keys = 'kassa.feeNotice';

/** An instant to the minute in the merchant's zone, as the dashboard states the merchant's day. */
function noticeTime(instant: string, language: string | null | undefined, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** A fee rate as a percentage with the decimal mark of the language on screen, as the amounts beside it ('0,5%' in Vietnamese). */
function percent(rate: string, language: string | null | undefined): string {
  const value = formatRate(rate, true);
  return value.endsWith('%') ? `${formatAmount(value.slice(0, -1), { language })}%` : value;
}

/** The notice of coming fee changes (src/widgets/FeeNotices.tsx): one sentence per coin and time, the zone named. */
export function FeeNoticeAlert({ notices, timeZone, sx }: { notices: FeeNotice[]; timeZone: string; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  const [language] = useLocaleState();

  const sentence = (notice: FeeNotice) => {
    const time = translate(`${keys}.time`, { time: noticeTime(notice.effective_time, language, timeZone), zone: timeZone });
    const named = notice.rates.map((change) => ({
      rate: translate(`${keys}.rates.${change.fee_rate}`),
      before: percent(change.before, language),
      after: percent(change.after, language),
    }));
    if (named.length === 1) return translate(`${keys}.one`, { time, coin: notice.coin_name, ...named[0] });
    const changes = new Intl.ListFormat(intlLocaleOf(language), { type: 'conjunction' }).format(named.map((change) => translate(`${keys}.change`, change)));
    return translate(`${keys}.several`, { time, coin: notice.coin_name, changes });
  };

  return (
    <Alert severity="info" sx={[{ width: '100%', boxSizing: 'border-box' }, ...(Array.isArray(sx) ? sx : [sx])]} data-testid="fee-notices">
      <AlertTitle>{translate(`${keys}.title`, { smart_count: notices.length })}</AlertTitle>
      {notices.length === 1 ? (
        <Box sx={{ overflowWrap: 'anywhere' }}>{sentence(notices[0]!)}</Box>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2, overflowWrap: 'anywhere' }}>
          {notices.map((notice) => (
            <li key={`${notice.coin_name} ${notice.effective_time}`}>{sentence(notice)}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
