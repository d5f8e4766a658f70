import Send from '@mui/icons-material/Send';
import { Button as MuiButton, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Form, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import { z } from 'zod';
import { callbackUrl, formErrors, webhookEndpointForm } from '../../../openapi/rules';
import { webhookDeliveries } from '../../../resources/webhookDeliveries';
import { useKassaDataProvider } from '../../resourceLayer/api';
import { fieldErrorsOf, useReportFailure, useSubmitOnce } from '../../resourceLayer/submit';
import { useAccessKey, type AccessKey } from './apiManagementData';

/** Saving sets a URL (the `callbackUrl` rule, so an empty field is refused); clearing is its own button, which sends null. */
const urlForm = z.object({ webhook_url: callbackUrl });
const validateUrl = (values: Record<string, unknown>) => formErrors(urlForm, values);

/** The default webhook URL: set or change it, or clear it after a confirmation. */
function WebhookUrlForm({ accessKey, onSaved }: { accessKey: AccessKey; onSaved: (saved: AccessKey) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useKassaDataProvider();
  const reportFailure = useReportFailure();
  const { run, blocked } = useSubmitOnce();
  const [confirmClear, setConfirmClear] = useState(false);

  const save = (values: Record<string, unknown>) =>
    run(async () => {
      const body = webhookEndpointForm.parse(urlForm.parse(values));
      try {
        onSaved(await dataProvider.call('webhookEndpointUpdate', body));
      } catch (error) {
        const fieldErrors = fieldErrorsOf(error, ['webhook_url']);
        if (!fieldErrors) reportFailure(error);
        return fieldErrors;
      }
      notify('kassa.resourceLayer.success.edit', { type: 'success' });
      return undefined;
    });

  const clear = () =>
    run(async () => {
      try {
        onSaved(await dataProvider.call('webhookEndpointUpdate', webhookEndpointForm.parse({ webhook_url: null })));
        notify('kassa.apiManagement.webhook.cleared', { type: 'success' });
      } catch (error) {
        reportFailure(error);
      } finally {
        setConfirmClear(false);
      }
    });

  return (
    <>
      <Form onSubmit={save} validate={validateUrl} record={{ webhook_url: accessKey.webhook_url ?? '' }} noValidate>
        <TextInput
          source="webhook_url"
          type="url"
          inputProps={{ inputMode: 'url' }}
          helperText={accessKey.webhook_url ? false : 'kassa.apiManagement.webhook.none'}
          fullWidth
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <SaveButton label="kassa.apiManagement.webhook.save" icon={<></>} alwaysEnable />
          {accessKey.webhook_url && (
            <MuiButton variant="outlined" color="warning" onClick={() => setConfirmClear(true)}>
              {translate('kassa.apiManagement.webhook.clear')}
            </MuiButton>
          )}
        </Stack>
      </Form>
      <Confirm
        isOpen={confirmClear}
        loading={blocked}
        title="kassa.apiManagement.webhook.clearTitle"
        content="kassa.apiManagement.webhook.clearContent"
        confirm="kassa.apiManagement.webhook.clear"
        confirmColor="warning"
        onConfirm={clear}
        onClose={() => setConfirmClear(false)}
      />
    </>
  );
}

/** Sends a test event to the default webhook URL, says whether it arrived, and reads the delivery log again. */
function TestEventButton({ webhookUrl }: { webhookUrl: string | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useKassaDataProvider();
  const reportFailure = useReportFailure();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (sending) return;
    setSending(true);
    try {
      const delivery = await dataProvider.call('webhookTest', {});
      if (delivery.status === 'delivered') notify('kassa.apiManagement.webhook.testDelivered', { type: 'success' });
      else notify('kassa.apiManagement.webhook.testNotDelivered', { type: 'warning' });
      await queryClient.invalidateQueries({ queryKey: [webhookDeliveries.name] });
    } catch (error) {
      reportFailure(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack spacing={1} alignItems="flex-start">
      <MuiButton variant="outlined" startIcon={<Send />} onClick={() => void send()} disabled={!webhookUrl || sending}>
        {translate('kassa.apiManagement.webhook.test')}
      </MuiButton>
      {!webhookUrl && (
        <Typography variant="caption" color="text.secondary">
          {translate('kassa.apiManagement.webhook.testNeedsUrl')}
        </Typography>
      )}
    </Stack>
  );
}

/** Webhook settings: they belong to the API key, so they show once a key exists. */
export function WebhookCard() {
  const translate = useTranslate();
  const { key: accessKey, show } = useAccessKey();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('kassa.apiManagement.webhook.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate(accessKey === null ? 'kassa.apiManagement.webhook.needsKey' : 'kassa.apiManagement.webhook.intro')}
        </Typography>
        {accessKey && (
          <Stack spacing={2}>
            {/* A saved or cleared URL starts the form again from what the server answered. */}
            <WebhookUrlForm key={accessKey.webhook_url ?? ''} accessKey={accessKey} onSaved={show} />
            <TestEventButton webhookUrl={accessKey.webhook_url} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
