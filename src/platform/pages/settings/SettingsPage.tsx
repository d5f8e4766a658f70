import { Alert, Box, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import type { ResponseOf } from '../../../../openapi/endpoints';
import { apiLanguages } from '../../../../openapi/i18n/languages';
import { coinFeeRatesForm, coinMinimumsForm, maintenanceForm, usdtMinimumsForm, usdtRateForm } from '../../../../openapi/platformSettings';
import { feeRateNames } from '../../../../openapi/coins';
import { contractCalls } from '../../../data/contract.atBuild';
import { mayCall } from '../../../data/roles';
import { useEndpointQuery } from '../../../resourceLayer/api';
import { formatRate, useAmountFormat } from '../../../resourceLayer/format';
import { SettingDialog, type SettingChange, type SettingValues } from './SettingDialog';
import { SettingTable } from './SettingTable';

type Settings = ResponseOf<'platformSettingsQuery'>;

const noBody = {};
const settingsKey = ['kassa', 'platformSettingsQuery', noBody];
const words = 'kassa.platformSettings';

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {intro}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * The platform settings (docs/platform.md, "Settings"): per coin its rates against USDT, the USDT minimums and fees,
 * each coin's minimums and default fee rates, and maintenance with its message (the deposit addresses are a page of
 * their own, resources/platform/depositAddresses). Every role reads them; administrators change one at a time, each
 * change confirmed before → after with the step-up code. The rates and the default fee rates are rules about money:
 * their change is proposed for another administrator to approve, and the dialog ends on the proposal's notice while
 * the page keeps showing what holds. The answer of any other change is the settings as they now stand, shown at once.
 */
export function SettingsPage() {
  const translate = useTranslate();
  const format = useAmountFormat();
  const { permissions } = usePermissions();
  const queryClient = useQueryClient();
  const query = useEndpointQuery('platformSettingsQuery', noBody);
  const [change, setChange] = useState<SettingChange | null>(null);
  const settings = query.data;
  const may = (call: keyof typeof contractCalls) => mayCall(contractCalls[call], permissions);
  const close = () => setChange(null);
  const saved = (answer: unknown) => {
    if (answer && typeof answer === 'object' && 'usdt' in answer) queryClient.setQueryData(settingsKey, answer);
    else void queryClient.invalidateQueries({ queryKey: settingsKey });
    close();
  };
  const editing = (call: keyof typeof contractCalls, label: string, open: () => SettingChange) =>
    may(call) ? { editLabel: translate(`${words}.editLabel`, { name: label }), onEdit: () => setChange(open()) } : {};
  const decimal = (_source: string, value: unknown) => (typeof value === 'string' && value !== '' ? format.amount(value) : '');
  const mayChangeAny = may('platformUsdtRateSet');

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2, width: 0, minWidth: '100%' }}>
      <Title title="kassa.menu.platformSettings" />
      <Box>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('kassa.menu.platformSettings')}
        </Typography>
        <Typography color="text.secondary">{translate(`${words}.intro`)}</Typography>
        {permissions !== undefined && !mayChangeAny && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {translate(`${words}.readOnly`)}
          </Alert>
        )}
      </Box>
      {query.isPending && query.fetchStatus !== 'idle' && <LinearProgress />}
      {settings && (
        <>
          <MaintenanceSection settings={settings} editing={editing} />
          <Section title={translate(`${words}.rates.title`)} intro={translate(`${words}.rates.intro`)}>
            <SettingTable
              label={translate(`${words}.rates.title`)}
              columns={[
                { key: 'coin', label: translate(`${words}.rates.coin`) },
                { key: 'recharge_rate', label: translate(`${words}.rates.recharge_rate`) },
                { key: 'withdrawal_rate', label: translate(`${words}.rates.withdrawal_rate`) },
              ]}
              rows={settings.usdt.rates.map((rate) => {
                const name = translate(`${words}.rates.change`, { coin: rate.coin_name });
                return {
                  id: rate.coin_name,
                  cells: { coin: rate.coin_name, recharge_rate: format.amount(rate.recharge_rate), withdrawal_rate: format.amount(rate.withdrawal_rate) },
                  ...editing('platformUsdtRateSet', name, () => ({
                    call: 'platformUsdtRateSet',
                    name,
                    rule: usdtRateForm,
                    proposes: {},
                    fixed: { coin_name: rate.coin_name },
                    inputs: [
                      { source: 'recharge_rate', label: translate(`${words}.rates.recharge_rate`), kind: 'decimal' },
                      { source: 'withdrawal_rate', label: translate(`${words}.rates.withdrawal_rate`), kind: 'decimal' },
                    ],
                    current: { recharge_rate: rate.recharge_rate, withdrawal_rate: rate.withdrawal_rate },
                    shown: decimal,
                  })),
                };
              })}
            />
          </Section>
          <Section title={translate(`${words}.usdt.title`)} intro={translate(`${words}.usdt.feesFixed`)}>
            <SettingTable
              label={translate(`${words}.usdt.title`)}
              columns={(['min_recharge', 'min_withdrawal', 'usdt_recharge_fee', 'usdt_withdrawal_fee'] as const).map((key) => ({
                key,
                label: translate(`${words}.usdt.${key}`),
              }))}
              rows={[
                {
                  id: 'usdt',
                  cells: {
                    min_recharge: format.money(settings.usdt.min_recharge, 'USDT'),
                    min_withdrawal: format.money(settings.usdt.min_withdrawal, 'USDT'),
                    usdt_recharge_fee: formatRate(settings.usdt.usdt_recharge_fee, true),
                    usdt_withdrawal_fee: formatRate(settings.usdt.usdt_withdrawal_fee, true),
                  },
                  ...editing('platformUsdtMinimumsSet', translate(`${words}.usdt.change`), () => ({
                    call: 'platformUsdtMinimumsSet',
                    name: translate(`${words}.usdt.change`),
                    rule: usdtMinimumsForm,
                    inputs: [
                      { source: 'min_recharge', label: translate(`${words}.usdt.min_recharge`), kind: 'decimal' },
                      { source: 'min_withdrawal', label: translate(`${words}.usdt.min_withdrawal`), kind: 'decimal' },
                    ],
                    current: { min_recharge: settings.usdt.min_recharge, min_withdrawal: settings.usdt.min_withdrawal },
                    shown: decimal,
                  })),
                },
              ]}
            />
          </Section>
          <Section title={translate(`${words}.coins.title`)}>
            <SettingTable
              label={translate(`${words}.coins.title`)}
              columns={(['coin', 'min_order_amount', 'min_withdrawal', 'min_transfer'] as const).map((key) => ({ key, label: translate(`${words}.coins.${key}`) }))}
              rows={settings.coins.map((coin) => {
                const name = translate(`${words}.coins.change`, { coin: coin.coin_name });
                return {
                  id: coin.coin_name,
                  cells: {
                    coin: coin.coin_name,
                    min_order_amount: format.amount(coin.min_order_amount),
                    min_withdrawal: format.amount(coin.min_withdrawal),
                    min_transfer: format.amount(coin.min_transfer),
                  },
                  ...editing('platformCoinMinimumsSet', name, () => ({
                    call: 'platformCoinMinimumsSet',
                    name,
                    rule: coinMinimumsForm,
                    fixed: { coin_name: coin.coin_name },
                    inputs: (['min_order_amount', 'min_withdrawal', 'min_transfer'] as const).map((key) => ({
                      source: key,
                      label: translate(`${words}.coins.${key}`),
                      kind: 'decimal' as const,
                    })),
                    current: { min_order_amount: coin.min_order_amount, min_withdrawal: coin.min_withdrawal, min_transfer: coin.min_transfer },
                    shown: decimal,
                  })),
                };
              })}
            />
          </Section>
          <Section title={translate(`${words}.feeRates.title`)} intro={translate(`${words}.feeRates.intro`)}>
            <SettingTable
              label={translate(`${words}.feeRates.title`)}
              columns={(['coin', ...feeRateNames] as const).map((key) => ({ key, label: translate(`${words}.feeRates.${key}`) }))}
              rows={settings.coins.map((coin) => {
                const name = translate(`${words}.feeRates.change`, { coin: coin.coin_name });
                return {
                  id: coin.coin_name,
                  cells: { coin: coin.coin_name, ...Object.fromEntries(feeRateNames.map((key) => [key, formatRate(coin[key], true)])) },
                  ...editing('platformCoinFeeRatesSet', name, () => ({
                    call: 'platformCoinFeeRatesSet',
                    name,
                    rule: coinFeeRatesForm,
                    proposes: { effectiveTime: true },
                    fixed: { coin_name: coin.coin_name },
                    inputs: feeRateNames.map((key, index) => ({
                      source: key,
                      label: translate(`${words}.feeRates.${key}`),
                      kind: 'decimal' as const,
                      ...(index === 0 ? { helperText: translate(`${words}.feeRates.help`) } : {}),
                    })),
                    current: Object.fromEntries(feeRateNames.map((key) => [key, coin[key]])),
                    // A rate reads as a percentage, as the merchants see it.
                    shown: (_source: string, value: unknown) => (typeof value === 'string' && value !== '' ? formatRate(value, true) : ''),
                  })),
                };
              })}
            />
          </Section>
        </>
      )}
      <SettingDialog change={change} onClose={close} onSaved={saved} />
    </Stack>
  );
}

type Editing = (call: keyof typeof contractCalls, label: string, open: () => SettingChange) => { editLabel?: string; onEdit?: () => void };

/** Maintenance first: while it is on, nothing else matters as much to the merchants. */
function MaintenanceSection({ settings, editing }: { settings: Settings; editing: Editing }) {
  const translate = useTranslate();
  const { on, message } = settings.maintenance;
  const languageName = (language: string) => translate(`${words}.languages.${language}`);
  const state = (value: unknown) => translate(value ? `${words}.maintenance.on` : `${words}.maintenance.off`);
  const name = translate(`${words}.maintenance.change`);
  const row = {
    id: 'maintenance',
    cells: {
      state: <Chip size="small" color={on ? 'warning' : 'default'} label={state(on)} />,
      message: message ? (
        <Stack spacing={0.5}>
          {apiLanguages.map((language) => (
            <span key={language} lang={language.replace('_', '-')}>
              {languageName(language)}: {message[language]}
            </span>
          ))}
        </Stack>
      ) : (
        <Typography component="span" variant="body2" color="text.secondary">
          {translate(`${words}.maintenance.standard`)}
        </Typography>
      ),
    },
    ...editing('platformMaintenanceSet', name, () => ({
      call: 'platformMaintenanceSet',
      name,
      rule: maintenanceForm,
      inputs: [
        { source: 'on', label: translate(`${words}.maintenance.state`), kind: 'switch' },
        ...apiLanguages.map((language, index) => ({
          source: `message.${language}`,
          label: translate(`${words}.maintenance.messageIn`, { language: languageName(language) }),
          kind: 'multiline' as const,
          ...(index === 0 ? { helperText: translate(`${words}.maintenance.messageHelp`) } : {}),
        })),
      ],
      current: { on, message: message ?? Object.fromEntries(apiLanguages.map((language) => [language, ''])) },
      // Off clears the message; four empty messages ask for the standard sentence.
      prepare: (values: SettingValues) => {
        const typed = (values.message ?? {}) as Record<string, unknown>;
        const empty = apiLanguages.every((language) => String(typed[language] ?? '').trim() === '');
        return { ...values, message: values.on !== true || empty ? null : typed };
      },
      shown: (source: string, value: unknown) => (source === 'on' ? state(value) : typeof value === 'string' && value !== '' ? value : translate(`${words}.maintenance.standard`)),
      warning: (values: SettingValues) => (values.on === true && !on ? translate(`${words}.maintenance.onWarning`) : undefined),
    })),
  };
  return (
    <Section title={translate(`${words}.maintenance.title`)} intro={translate(`${words}.maintenance.intro`)}>
      <SettingTable
        label={translate(`${words}.maintenance.title`)}
        columns={[
          { key: 'state', label: translate(`${words}.maintenance.state`) },
          { key: 'message', label: translate(`${words}.maintenance.message`) },
        ]}
        rows={[row]}
      />
    </Section>
  );
}
