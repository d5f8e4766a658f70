import { Alert, AlertTitle, Box } from '@mui/material';
import { Link, useCreatePath, useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../resourceLayer/format';

/*
 * A rule about money changes in two steps (docs/platform.md, "Two people for money and its rules"): the form that
 * names the change proposes it, and another administrator approves it on the rule changes' screen. Every form that
 * proposes says so with this notice instead of a success message, since nothing has changed yet.
 */

/** The record screen of the rule changes (resources/platform/ruleChanges/), where the notice leads. */
export const ruleChangeResource = 'rule_change';

/** The kinds told to the merchants who pay them before they take effect, at the end of the notice period at the earliest. */
export const announcedKinds: readonly string[] = ['coin_fee_rates', 'merchant_fee_rates'];

/** Whether a call answered a rule change (a proposal) rather than the thing changed. */
export function isRuleChange(answer: unknown): answer is Readonly<Record<string, unknown>> & { id: number; approvable_time: string } {
  return typeof answer === 'object' && answer !== null && 'approvable_time' in answer && typeof (answer as { id?: unknown }).id === 'number';
}

const words = 'kassa.platform.proposal';

/**
 * "Proposed. Another administrator can approve it from 18:05.", when a fee change takes effect, and the way to the rule
 * change. Shown in a form's dialog once it is sent, or as a page form's notice (`answered` of a record screen's form).
 */
export function ProposedChange({ answer }: { answer: Readonly<Record<string, unknown>> }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const createPath = useCreatePath();
  if (!isRuleChange(answer)) return null;
  const effective = typeof answer.effective_time === 'string' ? answer.effective_time : null;
  const announced = typeof answer.kind === 'string' && announcedKinds.includes(answer.kind);
  return (
    <Alert severity="success" data-testid="rule-change-proposed" sx={{ overflowWrap: 'anywhere' }}>
      <AlertTitle>{translate(`${words}.title`)}</AlertTitle>
      <Box component="p" sx={{ m: 0 }}>
        {translate(`${words}.proposed`, { time: formatDateTime(answer.approvable_time, locale) })}
      </Box>
      {announced && (
        <Box component="p" sx={{ m: 0, mt: 0.5 }}>
          {effective ? translate(`${words}.effectiveAt`, { time: formatDateTime(effective, locale) }) : translate(`${words}.effectiveAtNoticeEnd`)}
        </Box>
      )}
      <Box component="p" sx={{ m: 0, mt: 1 }}>
        <Link to={createPath({ resource: ruleChangeResource, id: answer.id, type: 'show' })}>{translate(`${words}.open`)}</Link>
      </Box>
    </Alert>
  );
}
