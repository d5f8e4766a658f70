import Send from '@mui/icons-material/Send';
import { Button as MuiButton, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Form, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import { z } from 'zod';
import { callbackUrl, formErrors, stepUpCode, webhookEndpointForm } from '../../../openapi/rules';
import { useFormContext } from 'react-hook-form';
import { stepUpOpen } from '../../data/stepUp';
import { stepUpCodeRule } from '../../data/stepUpCode';
import { AuthenticatorCodeInput } from '../../resourceLayer/AuthenticatorCodeInput';
import { useKassaDataProvider } from '../../resourceLayer/api';
import { fieldErrorsOf, useReportFailure, useSubmitOnce } from '../../resourceLayer/submit';
import { useAccessKey, type AccessKey } from './apiManagementData';
import { webhookDeliveriesName } from './DeliveryLog';

type UrlSetting = 'webhook_url' | 'return_url';

/**
 * One URL of the integration settings (the default webhook endpoint, the default return URL): saving sets a URL
 * (the `callbackUrl` rule, so an empty field is refused); clearing is its own button, which sends null. `texts` is
 * the dictionary prefix of its words.
 */
function UrlSettingForm({ field, texts, accessKey, onSaved }: { field: UrlSetting; texts: string; accessKey: AccessKey; onSaved: (saved: AccessKey) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useKassaDataProvider();
  const reportFailure = useReportFailure();
  const { run, blocked } = useSubmitOnce();
  // Open with the code typed in the form when the clear button was pressed (none inside the step-up window).
  const [confirmClear, setConfirmClear] = useState<{ code: string | undefined } | null>(null);
  // The URLs are where events go and payers land: changing them takes the step-up (src/data/stepUp.ts).
  const urlForm = () => z.object({ [field]: callbackUrl, google_code: stepUpOpen() ? stepUpCode : stepUpCodeRule() });
  const current = accessKey[field];

  const save = (values: Record<string, unknown>) =>
    run(async () => {
      const body = webhookEndpointForm.parse(urlForm().parse(values));
      try {
        onSaved(await dataProvider.call('webhookEndpointUpdate', body));
      } catch (error) {
        const fieldErrors = fieldErrorsOf(error, [field, 'google_code']);
        if (!fieldErrors) reportFailure(error);
        return fieldErrors;
      }
      notify('kassa.resourceLayer.success.edit', { type: 'success' });
      return undefined;
    });

  const clear = () =>
    run(async () => {
      try {
        onSaved(await dataProvider.call('webhookEndpointUpdate', webhookEndpointForm.parse({ [field]: null, google_code: confirmClear?.code || undefined })));
        notify(`${texts}.cleared`, { type: 'success' });
      } catch (error) {
        reportFailure(error);
      } finally {
        setConfirmClear(null);
      }
    });

  return (
    <>
      <Form onSubmit={save} validate={(values) => formErrors(urlForm(), values)} record={{ [field]: current ?? '' }} noValidate>
        <TextInput source={field} type="url" inputProps={{ inputMode: 'url' }} helperText={current ? false : `${texts}.none`} fullWidth />
        <AuthenticatorCodeInput label="kassa.resourceLayer.review.google_code" helperText="kassa.resourceLayer.review.google_code_hint" />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <SaveButton label={`${texts}.save`} icon={<></>} alwaysEnable />
          {current && <ClearButton label={`${texts}.clear`} onClick={(code) => setConfirmClear({ code })} />}
        </Stack>
      </Form>
      <Confirm
        isOpen={confirmClear !== null}
        loading={blocked}
        title={`${texts}.clearTitle`}
        content={`${texts}.clearContent`}
        confirm={`${texts}.clear`}
        confirmColor="warning"
        onConfirm={clear}
        onClose={() => setConfirmClear(null)}
      />
    </>
  );
}

/** Clearing a URL: it takes the code typed in the form, if any, to its confirmation. */
function ClearButton({ label, onClick }: { label: string; onClick: (code: string | undefined) => void }) {
  const translate = useTranslate();
  const { getValues } = useFormContext();
  return (
    <MuiButton variant="outlined" color="warning" onClick={() => onClick((getValues('google_code') as string | undefined) || undefined)}>
      {translate(label)}
    </MuiButton>
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
      await queryClient.invalidateQueries({ queryKey: [webhookDeliveriesName] });
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
            <UrlSettingForm key={`webhook:${accessKey.webhook_url ?? ''}`} field="webhook_url" texts="kassa.apiManagement.webhook" accessKey={accessKey} onSaved={show} />
            <TestEventButton webhookUrl={accessKey.webhook_url} />
            <Typography color="text.secondary">{translate('kassa.apiManagement.returnUrl.intro')}</Typography>
            <UrlSettingForm key={`return:${accessKey.return_url ?? ''}`} field="return_url" texts="kassa.apiManagement.returnUrl" accessKey={accessKey} onSaved={show} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
