import ArrowForward from '@mui/icons-material/ArrowForward';
import { Alert, Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { DetailSection } from '../../../src/resourceLayer/DetailSection';
import { formatDateTime, formatMoney } from '../../../src/resourceLayer/format';
import { announcedKinds } from '../../../src/widgets/ProposedChange';
import { languageNames, languageSettings } from '../../../openapi/i18n/languages';

/*
 * How a rule change reads (docs/platform.md, "Two people for money and its rules"): what it changes as "Transfer fee
 * rate 0.005 → 0.008" lines in the list, the whole before → after table in the detail, and when it may be approved or
 * takes effect. A change is `{ name: value }` as the server keeps it (values as strings, null for none or the default).
 */

type Values = Readonly<Record<string, string | null>>;

/** Fields that say what is changed (the coin, the merchant, the network, the staff member), named by the target too. */
const naming = new Set(['coin_name', 'merchant_id', 'network', 'staff_id']);

/** A staff member's message language, kept as the API's code (`zh_Hans`), by its own name (简体中文). */
const apiLanguageName: Readonly<Record<string, string>> = Object.fromEntries(
  (['en', 'zh_Hans', 'zh_Hant', 'vi'] as const).map((code, index) => [code, languageNames[languageSettings[index]!]]),
);

const valuesOf = (record: RaRecord | undefined, source: 'change' | 'before'): Values => {
  const values = record?.[source] as unknown;
  return typeof values === 'object' && values !== null ? (values as Values) : {};
};

/** Every field of the change and of the rule as it stood, the change's order first. */
function namesOf(record: RaRecord | undefined): string[] {
  return [...new Set([...Object.keys(valuesOf(record, 'change')), ...Object.keys(valuesOf(record, 'before'))])];
}

interface Line {
  name: string;
  label: string;
  before: string;
  after: string;
  changed: boolean;
}

/** The lines of a change, each value in words: an empty rate is the coin's default, an empty threshold none. */
function useLines(): (record: RaRecord | undefined) => Line[] {
  const translate = useTranslate();
  const resource = useResourceContext() ?? 'rule_change';
  const [locale] = useLocaleState();
  const keys = `resources.${resource}`;
  return (record) => {
    const change = valuesOf(record, 'change');
    const before = valuesOf(record, 'before');
    const kind = String(record?.kind ?? '');
    const coin = change.coin_name ?? before.coin_name ?? undefined;
    const text = (name: string, value: string | null | undefined): string => {
      if (value === null || value === undefined || value === '') {
        if (kind === 'merchant_fee_rates' && name.endsWith('_fee_rate')) return translate(`${keys}.messages.coin_default`);
        if (kind === 'four_eyes_threshold' && name === 'amount') return translate(`${keys}.messages.no_threshold`);
        return '—';
      }
      if (name === 'amount') return formatMoney(value, coin, { language: locale });
      if (name === 'role') return translate(`resources.staff.choices.staffRole.${value}`, { _: value });
      if (name === 'enrolled') return translate(value === 'true' ? 'ra.boolean.true' : 'ra.boolean.false');
      if (name === 'language') return apiLanguageName[value] ?? value;
      return value;
    };
    return namesOf(record).map((name) => {
      const from = before[name];
      const to = name in change ? change[name] : from;
      return {
        name,
        label: translate(`${keys}.values.${name}`, { _: name }),
        before: text(name, from),
        after: text(name, to),
        changed: (from ?? null) !== (to ?? null),
      };
    });
  };
}

/** What it changes, one "Name before → after" line per field that changes (the list's column and the approval's dialog). */
export function ChangeSummary() {
  const record = useRecordContext();
  const lines = useLines()(record).filter((line) => line.changed && !naming.has(line.name));
  if (!record) return null;
  return (
    <Box component="span" data-testid="rule-change-summary" sx={{ display: 'inline-flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' }}>
      {lines.map((line) => (
        <span key={line.name}>
          {line.label} {line.before} → {line.after}
        </span>
      ))}
    </Box>
  );
}

/** The target: a merchant's fee schedule names the merchant and the coin (`merchant_id:coin`). */
export function TargetView() {
  const record = useRecordContext();
  const target = typeof record?.target === 'string' ? record.target : '';
  if (target === '') return null;
  return <span>{record?.kind === 'merchant_fee_rates' ? target.replace(':', ' · ') : target}</span>;
}

/**
 * When it may be approved, or takes effect, by where it stands: pending, from when another administrator may approve
 * it (and when a fee change will take effect); scheduled, when it takes effect; applied, since when. The detail, whose
 * other times have fields of their own, says from when it may be approved.
 */
export function WhenView({ compact }: { compact: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const resource = useResourceContext() ?? 'rule_change';
  const [locale] = useLocaleState();
  if (!record) return null;
  const keys = `resources.${resource}.messages`;
  const time = (value: unknown) => (typeof value === 'string' ? formatDateTime(value, locale) : '');
  if (!compact) return <span>{translate(`${keys}.approvable_from`, { time: time(record.approvable_time) })}</span>;
  const lines: string[] = [];
  if (record.status === 'pending') {
    lines.push(translate(`${keys}.approvable_from`, { time: time(record.approvable_time) }));
    if (typeof record.effective_time === 'string') lines.push(translate(`${keys}.takes_effect`, { time: time(record.effective_time) }));
    else if (announcedKinds.includes(String(record.kind))) lines.push(translate(`${keys}.notice_end`));
  } else if (record.status === 'scheduled') {
    lines.push(translate(`${keys}.takes_effect`, { time: time(record.effective_time) }));
  } else if (record.status === 'applied') {
    lines.push(translate(`${keys}.in_force`, { time: time(record.apply_time) }));
  }
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </Box>
  );
}

/** The detail's table: every field of the change, as it stood when proposed and as the change asks, what changes marked. */
export function BeforeAfterTable() {
  const record = useRecordContext();
  const translate = useTranslate();
  const resource = useResourceContext() ?? 'rule_change';
  const lines = useLines()(record);
  if (!record) return null;
  const keys = `resources.${resource}.messages`;
  return (
    <DetailSection title={`resources.${resource}.groups.change`}>
      <TableContainer>
        <Table size="small" aria-label={translate(`resources.${resource}.groups.change`)} data-testid="rule-change-table">
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${keys}.setting`)}</TableCell>
              <TableCell>{translate(`${keys}.before`)}</TableCell>
              <TableCell>{translate(`${keys}.after`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.name} data-changed={line.changed}>
                <TableCell component="th" scope="row">
                  {line.label}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', color: line.changed ? 'text.secondary' : undefined }}>{line.before}</TableCell>
                <TableCell>
                  {line.changed ? (
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
                      <ArrowForward fontSize="inherit" aria-hidden />
                      {line.after}
                    </Box>
                  ) : (
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                      {translate(`${keys}.unchanged`)}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </DetailSection>
  );
}

/** In the approval's dialog: what the approval puts in force, and for a fee change, that the merchants are told first. */
export function ApprovalSummary() {
  const record = useRecordContext();
  const translate = useTranslate();
  const resource = useResourceContext() ?? 'rule_change';
  if (!record) return null;
  return (
    <Box sx={{ mb: 2, display: 'grid', gap: 1 }}>
      <Typography variant="body2" component="div">
        <ChangeSummary />
      </Typography>
      {announcedKinds.includes(String(record.kind)) && <Alert severity="info">{translate(`resources.${resource}.messages.approve_fee`)}</Alert>}
    </Box>
  );
}

/**
 * What the approval gave to know: for a new or reset staff account, where its one-time link was sent (masked) and
 * until when it works; the link itself only ever reaches the member.
 */
export function OutcomeView() {
  const record = useRecordContext();
  const translate = useTranslate();
  const resource = useResourceContext() ?? 'rule_change';
  const [locale] = useLocaleState();
  const outcome = record?.outcome as Values | null | undefined;
  if (!outcome?.link_sent_to) return <span>—</span>;
  return (
    <span data-testid="rule-change-link-sent">
      {translate(`resources.${resource}.messages.link_sent`, { to: outcome.link_sent_to, time: outcome.link_expires ? formatDateTime(outcome.link_expires, locale) : '' })}
    </span>
  );
}
