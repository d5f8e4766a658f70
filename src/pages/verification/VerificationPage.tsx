import { Alert, Box, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Labeled, ResourceContextProvider, SaveButton, TextInput, Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { ResponseOf } from '../../../openapi/endpoints';
import { formErrors, kycDocumentsMax, kycForm } from '../../../openapi/rules';
import { useEndpointQuery, useKassaDataProvider } from '../../resourceLayer/api';
import { formatDateTime } from '../../resourceLayer/format';
import { fieldErrorsOf, useReportFailure, useSubmitOnce } from '../../resourceLayer/submit';
import { FileList } from '../files/FileList';
import { FilesInput } from '../files/FilesInput';
import { extraPaths } from '../../shell/extraPaths';

type Submission = NonNullable<ResponseOf<'kycDetail'>['submission']>;

export const verificationPath = extraPaths.verification;
const resource = 'system/Verification';
const noBody = {};
const validate = (values: Record<string, unknown>) => formErrors(kycForm, values);
const formFields = [
  'company_name',
  'registration_number',
  'country',
  'company_address',
  'representative_name',
  'representative_id_number',
  'contact_email',
  'contact_phone',
  'document_ids',
] as const;

const statusTone = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

/** The spec's submission management: what was sent, its documents, and the review. */
export function SubmissionView({ submission }: { submission: Submission }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const field = (source: (typeof formFields)[number]) => `resources.${resource}.fields.${source}`;
  return (
    <Card component="section" aria-label={translate('kassa.verification.submission.title')}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
          <Typography variant="h6" component="h2">
            {translate('kassa.verification.submission.title')}
          </Typography>
          <Chip size="small" color={statusTone[submission.status]} label={translate(`kassa.verification.submission.statuses.${submission.status}`)} />
        </Stack>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
          {(['company_name', 'registration_number', 'country', 'company_address', 'representative_name', 'representative_id_number', 'contact_email', 'contact_phone'] as const).map(
            (source) => (
              <Labeled key={source} label={field(source)}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{submission[source]}</Typography>
              </Labeled>
            ),
          )}
          <Labeled label="kassa.verification.submission.submittedAt">
            <Typography>{formatDateTime(submission.create_time, locale)}</Typography>
          </Labeled>
          {submission.review_time && (
            <Labeled label="kassa.verification.submission.reviewedAt">
              <Typography>{formatDateTime(submission.review_time, locale)}</Typography>
            </Labeled>
          )}
          {submission.reason && (
            <Labeled label="kassa.verification.submission.reason">
              <Typography>{submission.reason}</Typography>
            </Labeled>
          )}
        </Box>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {translate(field('document_ids'))}
        </Typography>
        <FileList files={submission.documents} />
      </CardContent>
    </Card>
  );
}

function GroupTitle({ name }: { name: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
      {translate(`kassa.verification.groups.${name}`)}
    </Typography>
  );
}

/** The verification form: the company, its legal representative, contacts and documents. */
function VerificationForm({ previous, onSubmitted }: { previous: Submission | null; onSubmitted: (detail: Submission) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useKassaDataProvider();
  const reportFailure = useReportFailure();
  const { run, sent } = useSubmitOnce();
  const submit = (values: Record<string, unknown>) =>
    run(async () => {
      try {
        const submission = await dataProvider.call('kycSubmit', kycForm.parse(values));
        sent();
        notify('kassa.verification.submitted', { type: 'success' });
        onSubmitted(submission);
        return undefined;
      } catch (error) {
        const fieldErrors = fieldErrorsOf(error, formFields);
        if (!fieldErrors) reportFailure(error);
        return fieldErrors;
      }
    });
  // A rejected submission's details come back to correct; its documents are uploaded again.
  const record = previous
    ? Object.fromEntries(formFields.filter((source) => source !== 'document_ids').map((source) => [source, previous[source]]))
    : {};
  return (
    <Card>
      <CardContent>
        <Form onSubmit={submit} validate={validate} record={record} noValidate>
          <GroupTitle name="company" />
          <TextInput source="company_name" isRequired fullWidth />
          <TextInput source="registration_number" isRequired fullWidth />
          <TextInput source="country" isRequired fullWidth />
          <TextInput source="company_address" isRequired fullWidth multiline />
          <GroupTitle name="representative" />
          <TextInput source="representative_name" isRequired fullWidth />
          <TextInput source="representative_id_number" isRequired fullWidth />
          <GroupTitle name="contact" />
          <TextInput source="contact_email" type="email" isRequired fullWidth />
          <TextInput source="contact_phone" inputProps={{ inputMode: 'tel' }} isRequired fullWidth />
          <GroupTitle name="documents" />
          <FilesInput
            source="document_ids"
            label={`resources.${resource}.fields.document_ids`}
            helperText="kassa.verification.documentsHelp"
            max={kycDocumentsMax}
            isRequired
          />
          <SaveButton label="kassa.verification.submit" icon={<></>} alwaysEnable />
        </Form>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {translate('kassa.verification.account.apiNote')}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * Merchant verification (`/system/Verification`, the spec's verification form, reached from Account and security):
 * the form while unverified or rejected, the submission and its review otherwise.
 */
export function VerificationPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const query = useEndpointQuery('kycDetail', noBody);
  const queryClient = useQueryClient();
  const detail = query.data;
  const submission = detail?.submission ?? null;

  const state = detail?.kyc_status;
  const stateText =
    state === 'pending' && submission
      ? translate('kassa.verification.state.pending', { time: formatDateTime(submission.create_time, locale) })
      : state === 'rejected'
        ? translate('kassa.verification.state.rejected', { reason: submission?.reason ?? '' })
        : state
          ? translate(`kassa.verification.state.${state}`)
          : '';

  return (
    <ResourceContextProvider value={resource}>
      <Stack spacing={2} sx={{ mt: 2, mb: 2, width: 0, minWidth: '100%', maxWidth: 860 }}>
        <Title title="kassa.verification.title" />
        <Typography variant="h5" component="h1">
          {translate('kassa.verification.title')}
        </Typography>
        <Typography color="text.secondary">{translate('kassa.verification.intro')}</Typography>
        {query.isPending && query.fetchStatus !== 'idle' && <LinearProgress />}
        {detail && (
          <Alert severity={state === 'verified' ? 'success' : state === 'rejected' ? 'error' : state === 'pending' ? 'info' : 'warning'} data-testid="kyc-state">
            {stateText}
          </Alert>
        )}
        {detail && (state === 'unverified' || state === 'rejected') && (
          <VerificationForm
            previous={submission}
            onSubmitted={(sentSubmission) => {
              queryClient.setQueryData(['kassa', 'kycDetail', noBody], { kyc_status: 'pending', submission: sentSubmission });
              void queryClient.invalidateQueries({ queryKey: ['kassa', 'accountDetail'] });
            }}
          />
        )}
        {detail && submission && (state === 'pending' || state === 'verified') && <SubmissionView submission={submission} />}
      </Stack>
    </ResourceContextProvider>
  );
}
