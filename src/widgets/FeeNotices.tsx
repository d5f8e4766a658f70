import type { SxProps, Theme } from '@mui/material';
import type { FeeRateName } from '../../openapi/coins';
import { useEndpointQuery } from '../resourceLayer/api';
import type { FeeNotice } from './FeeNoticeAlert';
import { lazyPart } from './lazyPage';

// The alert comes when there is a change to tell: most days there is none, and the dashboard loads without it.
const FeeNoticeAlert = lazyPart(() => import('./FeeNoticeAlert').then((part) => part.FeeNoticeAlert));

export interface FeeNoticesProps {
  /** Only the changes of this coin (a form's coin); absent: every coin. */
  coin?: string | undefined;
  /** Only these rates (the ones a form charges); absent: every rate. */
  rates?: readonly FeeRateName[];
  sx?: SxProps<Theme>;
}

/**
 * The fee changes approved for a later time that will change what the merchant pays (coin/fee_notice): the merchant is
 * told before it pays a new rate. On the dashboard every one; in a form, those of the rates it charges. Nothing when
 * none is coming, or when the call fails (the rates the form quotes stay right until the change).
 */
export function FeeNotices({ coin, rates, sx }: FeeNoticesProps) {
  const { data } = useEndpointQuery('coinFeeNotice', {}, { staleTime: 60_000, quiet: true });
  const notices = (data?.list ?? [])
    .filter((notice) => coin === undefined || notice.coin_name === coin)
    .map((notice): FeeNotice => ({ ...notice, rates: notice.rates.filter((change) => !rates || rates.includes(change.fee_rate)) }))
    .filter((notice) => notice.rates.length > 0);
  if (!data || notices.length === 0) return null;
  return <FeeNoticeAlert notices={notices} timeZone={data.time_zone} {...(sx ? { sx } : {})} />;
}
