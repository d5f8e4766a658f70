import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lookupMessage } from '../../../src/i18n/dictionaries';
import { apiLanguages } from '../../../openapi/i18n/languages';
import { formFieldsOf } from '../../../src/resourceLayer/areas';
import { LoginResult } from '../../../openapi/entities';
import { choicesOf, defineLabels, defineResource } from '../../../src/resourceLayer/defineResource';
import type { AnyResourceConfig } from '../../../src/resourceLayer/defineResource';
import { bespokePages } from '../../../consoles/console';
import { declaredScreensOf } from '../../../src/resourceLayer/declaredScreens';
import { consoleProblems } from '../../../src/shell/composeConsole';
import { platformPages } from '../../../consoles/platformConsole';
import { platformMenuGroups } from '../../../src/platform/menu';
import { resourceConfigs } from '../../../resources/index';
import { loginRecordsLabels } from '../../../resources/loginRecords/labels';
import { platformResourceConfigs } from '../../../resources/platform';

const configs: readonly AnyResourceConfig[] = resourceConfigs;
/** Both consoles' record types: the merchant console's and the platform console's. */
const everyConfig: readonly AnyResourceConfig[] = [...resourceConfigs, ...platformResourceConfigs];

/** Every dictionary key a config's screens translate. */
function keysOf(config: AnyResourceConfig): string[] {
  const prefix = `resources.${config.name}`;
  const keys = [`${prefix}.name`];
  if (config.menu) keys.push(`${prefix}.menu`);
  for (const field of config.fields) {
    if (field.areas.length > 0) keys.push(`${prefix}.fields.${field.source}`);
    for (const choice of field.choices ?? []) keys.push(choice.name);
  }
  if (config.list.keyword) keys.push(`${prefix}.fields.keyword`);
  for (const group of [...(config.detail?.groups ?? []), ...(config.create?.groups ?? []), ...(config.edit?.groups ?? [])]) {
    if (group.title) keys.push(`${prefix}.groups.${group.title}`);
  }
  for (const action of config.actions ?? []) {
    if (action.kind !== 'custom' && action.kind !== 'reason') continue;
    keys.push(`${prefix}.actions.${action.name}`);
    // An action whose answer is shown (`answered`) says nothing else once done.
    if (!(action.kind === 'reason' && action.answered)) keys.push(`${prefix}.messages.${action.name}`);
    if (action.kind === 'reason' || action.confirm) keys.push(`${prefix}.messages.${action.name}_confirm`);
  }
  for (const form of [config.create, config.edit]) if (form) keys.push(`kassa.resourceLayer.success.${form.success}`);
  return keys;
}

describe('the resource configs', () => {
  const declared = declaredScreensOf(configs);

  it('and the bespoke pages make the menu, each id and path used once', () => {
    expect(consoleProblems(declared, bespokePages)).toEqual([]);
  });

  it('out of step with the menu fail with a message that says what to change', () => {
    const whitelist = configs.find((config) => config.name === 'white/WhiteList')!;
    const twin: AnyResourceConfig = { ...whitelist, name: 'white/Twin' };
    expect(consoleProblems(declaredScreensOf([...configs, twin]), bespokePages)).toEqual([
      'the menu id 14 of "/white/Twin" is already the id of "/white/WhiteList": choose another',
    ]);
    const dashboardTwin = { ...bespokePages[0]!, menu: { ...bespokePages[0]!.menu, id: 99 } };
    expect(consoleProblems(declared, [...bespokePages, dashboardTwin])).toEqual(['the path "/payment/InstrumentPanel" is declared twice: keep one']);
  });

  it('refuse a resource with both or neither a menu entry and a bespoke page to be shown in', () => {
    const whitelist = configs.find((config) => config.name === 'white/WhiteList')!;
    expect(() => defineResource({ ...whitelist, shownIn: '/api/ManagementIndex' })).toThrow(
      'a resource has either a menu page (menu) or is shown in a bespoke page (shownIn), not both',
    );
    const { menu: _menu, ...unplaced } = whitelist;
    expect(consoleProblems(declaredScreensOf([...configs.filter((config) => config !== whitelist), unplaced]), bespokePages)).toEqual([
      'the resource "white/WhiteList" has no place: give it a menu entry (menu, with its title in the labels) or shownIn a bespoke page',
    ]);
  });

  it('accept a resource shown inside a bespoke page (shownIn), and refuse one whose page is not bespoke, saying what to add', () => {
    const deliveries = configs.find((config) => config.name === 'api/WebhookDeliveries')!;
    expect(deliveries.shownIn).toBe('/api/ManagementIndex');

    // Shown in a page that is a record screen, not a bespoke page.
    const elsewhere: AnyResourceConfig = { ...deliveries, name: 'white/Attempts', shownIn: '/white/WhiteList' };
    expect(consoleProblems(declaredScreensOf([...configs, elsewhere]), bespokePages)).toEqual([
      'the resource "white/Attempts" is shown in "/white/WhiteList", which is not a bespoke page: declare the page with definePage and list it ' +
        'in the composition root (consoles/console.ts), or give the resource a menu entry (menu) instead of shownIn',
    ]);

    // Its page is no longer declared.
    expect(consoleProblems(declared, bespokePages.filter((page) => page.path !== '/api/ManagementIndex'))).toEqual([
      'the resource "api/WebhookDeliveries" is shown in "/api/ManagementIndex", which is not a bespoke page: declare the page with definePage and list it ' +
        'in the composition root (consoles/console.ts), or give the resource a menu entry (menu) instead of shownIn',
    ]);
  });

  it('refuse a resource shown inside a page that would need a route of its own', () => {
    const deliveries = configs.find((config) => config.shownIn !== undefined)!;
    expect(() => defineResource({ ...deliveries, detail: { groups: [] } })).toThrow(
      'Resource "api/WebhookDeliveries": a resource shown in "/api/ManagementIndex" has no detail page: remove detail',
    );
    expect(() => defineResource({ ...deliveries, menuBadge: { filter: { status: 'failed' } } })).toThrow(/has no menu entry for a badge/);
  });

  it('of the platform and its bespoke pages make the platform console’s menu, in its groups', () => {
    expect(consoleProblems(declaredScreensOf(platformResourceConfigs), platformPages, platformMenuGroups)).toEqual([]);
    const merchants = platformResourceConfigs.find((config) => config.name === 'merchant')!;
    const elsewhere: AnyResourceConfig = { ...merchants, menu: { ...merchants.menu!, group: 'system' } };
    expect(consoleProblems(declaredScreensOf([elsewhere]), platformPages, platformMenuGroups)).toEqual([
      '"/merchant" names the menu group "system", which this console has not: use one of reviews, accounts, content, administration',
    ]);
  });

  it.each(everyConfig.map((config) => [config.name, config] as const))('%s has every label, choice and message in all four languages', (_name, config) => {
    const missing = apiLanguages.flatMap((language) =>
      keysOf(config)
        .filter((key) => lookupMessage(language, key) === undefined)
        .map((key) => `${language}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('refuse a value set of the screen without a name for each value in every language, or named in another screen’s words', () => {
    const logins = configs.find((config) => config.name === 'records/EntryRecord')!;
    const { locked: _locked, ...named } = loginRecordsLabels.vi.choices.loginResult;
    const viMissesOne = { ...logins.labels, vi: { ...logins.labels.vi, choices: { loginResult: named } } };
    expect(() => defineResource({ ...logins, labels: viMissesOne })).toThrow(
      'Resource "records/EntryRecord": field "result" has values without a name in its labels (vi: choices.loginResult.locked)',
    );
    expect(() => defineResource({ ...logins, name: 'records/Twin' })).toThrow(
      'Resource "records/Twin": field "result" names its values in the words of another screen (resources.records/EntryRecord.choices.loginResult.success): ' +
        'declare its set in this slice with choicesOf(screen, …), or in src/resourceLayer/choices.ts when screens share it',
    );

    // The compiler refuses the same before anything runs: a value the labels do not name, a language that misses one.
    const screen = { name: 'records/EntryRecord', labels: loginRecordsLabels };
    expect(choicesOf(screen, 'loginResult', LoginResult.options).map((choice) => choice.name)).toContain('resources.records/EntryRecord.choices.loginResult.locked');
    // @ts-expect-error 'expired' has no name in the labels
    choicesOf(screen, 'loginResult', [...LoginResult.options, 'expired']);
    const labels = (vi: { on: string; off?: string }) =>
      defineLabels({
        en: { name: 'Switch', fields: {}, choices: { state: { on: 'On', off: 'Off' } } },
        zh_Hans: { name: '开关', fields: {}, choices: { state: { on: '开', off: '关' } } },
        zh_Hant: { name: '開關', fields: {}, choices: { state: { on: '開', off: '關' } } },
        // @ts-expect-error a language's set must name every value English names
        vi: { name: 'Công tắc', fields: {}, choices: { state: vi } },
      });
    expect(labels({ on: 'Bật', off: 'Tắt' }).vi.choices.state.off).toBe('Tắt');
  });

  it('send an Idempotency-Key from exactly the money-moving forms (the contract marks their calls idempotent)', () => {
    const moneyMoving = configs.filter((config) => config.create && config.api.create?.idempotent === true).map((config) => config.name);
    expect(moneyMoving).toEqual([
      'transfer/AccountsManage',
      'adjustment/AccountAdjustment',
      'ustd-recharge/index',
      'ustd-withdraw/index',
      'coin-withdraw/index',
    ]);
  });

  it.each(everyConfig.filter((config) => config.create).map((config) => [config.name, config] as const))(
    '%s: the create form has exactly the fields its call takes, every required one included',
    (_name, config) => {
      const request = config.api.create?.request;
      expect(request).toBeInstanceOf(z.ZodObject);
      const shape = (request as z.ZodObject).shape as Record<string, z.ZodType>;
      // The confirmation step adds the authenticator code when the form asks for it.
      const formFields = [
        ...formFieldsOf(config, config.create!).map((field) => field.source),
        ...(config.create!.review?.authenticatorCode || config.create!.stepUp ? ['google_code'] : []),
      ];
      expect(formFields.filter((source) => !(source in shape))).toEqual([]);
      const requiredByCall = Object.entries(shape)
        .filter(([, schema]) => !schema.safeParse(undefined).success)
        .map(([source]) => source);
      expect(requiredByCall.filter((source) => !formFields.includes(source))).toEqual([]);
    },
  );

  it('review approve and reject only pending user withdrawals, the ones the menu badge counts', () => {
    const withdrawals = configs.find((config) => config.name === 'user/WithdrawalRecord')!;
    expect(withdrawals.actions?.map((action) => [action.kind, action.when])).toEqual([
      ['approve', { order_status: 'pending' }],
      ['reject', { order_status: 'pending' }],
    ]);
    expect(withdrawals.menuBadge).toEqual({ filter: { order_status: 'pending' } });
  });
});
