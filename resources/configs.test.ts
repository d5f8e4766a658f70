import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lookupMessage } from '../src/i18n/dictionaries';
import { apiLanguages } from '../openapi/i18n/languages';
import { formFieldsOf } from '../src/resourceLayer/areas';
import { defineResource } from '../src/resourceLayer/defineResource';
import type { AnyResourceConfig } from '../src/resourceLayer/defineResource';
import { fixedMenu } from '../src/shell/menu';
import { bespokePages, registryProblems } from '../src/shell/menuRoutes';
import { resourceConfigs } from './index';

const configs: readonly AnyResourceConfig[] = resourceConfigs;

/** Every dictionary key a config's screens translate. */
function keysOf(config: AnyResourceConfig): string[] {
  const prefix = `resources.${config.name}`;
  const keys = [`${prefix}.name`];
  for (const field of config.fields) {
    if (field.areas.length > 0) keys.push(`${prefix}.fields.${field.source}`);
    for (const choice of field.choices ?? []) keys.push(choice.name);
  }
  if (config.list.keyword) keys.push(`${prefix}.fields.keyword`);
  for (const group of [...(config.detail?.groups ?? []), ...(config.create?.groups ?? []), ...(config.edit?.groups ?? [])]) {
    if (group.title) keys.push(`${prefix}.groups.${group.title}`);
  }
  for (const action of config.actions ?? []) {
    if (action.kind !== 'custom') continue;
    keys.push(`${prefix}.actions.${action.name}`, `${prefix}.messages.${action.name}`);
    if (action.confirm) keys.push(`${prefix}.messages.${action.name}_confirm`);
  }
  for (const form of [config.create, config.edit]) if (form) keys.push(`kassa.resourceLayer.success.${form.success}`);
  return keys;
}

describe('the resource configs', () => {
  it('and the bespoke pages are exactly the pages of the fixed menu, each page one of them', () => {
    expect(registryProblems(fixedMenu, configs)).toEqual([]);
  });

  it('out of step with the menu fail with a message that says what to add', () => {
    const unlisted = { ...configs[0]!, name: 'transfer/Recipients' };
    expect(registryProblems(fixedMenu, [...configs, unlisted])).toEqual([
      'the resource "transfer/Recipients" is not in the menu: add its page (path "/transfer/Recipients") to fixedMenu in src/shell/menu.ts',
    ]);
    expect(registryProblems(fixedMenu, configs.filter((config) => config.name !== 'white/WhiteList'))).toEqual([
      'the menu page "/white/WhiteList" has neither a resource nor a bespoke page: declare resources/<file>.ts with name "white/WhiteList" ' +
        'and list it in resources/index.ts, or add the page to bespokePages in src/shell/menuRoutes.tsx',
    ]);
    expect(registryProblems(fixedMenu, configs, { ...bespokePages, '/Help': null })).toEqual([
      'the bespoke page "/Help" is not in the menu: add its page to fixedMenu in src/shell/menu.ts',
    ]);
  });

  it('accept a resource shown inside a bespoke page (shownIn), and refuse one whose page is not bespoke, saying what to add', () => {
    const deliveries = configs.find((config) => config.name === 'api/WebhookDeliveries')!;
    expect(deliveries.shownIn).toBe('/api/ManagementIndex');
    expect(registryProblems(fixedMenu, configs)).toEqual([]);

    // Shown in a page that is a record screen, not a bespoke page.
    const elsewhere: AnyResourceConfig = { ...deliveries, name: 'white/Attempts', shownIn: '/white/WhiteList' };
    expect(registryProblems(fixedMenu, [...configs, elsewhere])).toEqual([
      'the resource "white/Attempts" is shown in "/white/WhiteList", which is not a bespoke page: add "/white/WhiteList" to bespokePages ' +
        'in src/shell/menuRoutes.tsx and render <ResourceList config={…} /> there, or remove shownIn to give the resource a menu page of its own',
    ]);

    // Its page is no longer a bespoke page.
    const { '/api/ManagementIndex': _apiManagement, ...withoutApiManagement } = bespokePages;
    expect(registryProblems(fixedMenu, configs, withoutApiManagement)).toEqual([
      'the resource "api/WebhookDeliveries" is shown in "/api/ManagementIndex", which is not a bespoke page: add "/api/ManagementIndex" to bespokePages ' +
        'in src/shell/menuRoutes.tsx and render <ResourceList config={…} /> there, or remove shownIn to give the resource a menu page of its own',
      'the menu page "/api/ManagementIndex" has neither a resource nor a bespoke page: declare resources/<file>.ts with name "api/ManagementIndex" ' +
        'and list it in resources/index.ts, or add the page to bespokePages in src/shell/menuRoutes.tsx',
    ]);

    // A bespoke page that is not in the menu is refused as before, whatever shows inside it.
    expect(registryProblems(fixedMenu, [...configs, { ...deliveries, name: 'help/Faq', shownIn: '/Help' }], { ...bespokePages, '/Help': null })).toEqual([
      'the bespoke page "/Help" is not in the menu: add its page to fixedMenu in src/shell/menu.ts',
    ]);
  });

  it('refuse a resource shown inside a page that would need a route of its own', () => {
    const deliveries = configs.find((config) => config.shownIn !== undefined)!;
    expect(() => defineResource({ ...deliveries, detail: { groups: [] } })).toThrow(
      'Resource "api/WebhookDeliveries": a resource shown in "/api/ManagementIndex" has no detail page: remove detail',
    );
    expect(() => defineResource({ ...deliveries, menuBadge: { filter: { status: 'failed' } } })).toThrow(/has no menu entry for a badge/);
  });

  it.each(configs.map((config) => [config.name, config] as const))('%s has every label, choice and message in all four languages', (_name, config) => {
    const missing = apiLanguages.flatMap((language) =>
      keysOf(config)
        .filter((key) => lookupMessage(language, key) === undefined)
        .map((key) => `${language}: ${key}`),
    );
    expect(missing).toEqual([]);
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

  it.each(configs.filter((config) => config.create).map((config) => [config.name, config] as const))(
    '%s: the create form has exactly the fields its call takes, every required one included',
    (_name, config) => {
      const request = config.api.create?.request;
      expect(request).toBeInstanceOf(z.ZodObject);
      const shape = (request as z.ZodObject).shape as Record<string, z.ZodType>;
      // The confirmation step adds the authenticator code when the form asks for it.
      const formFields = [
        ...formFieldsOf(config, config.create!).map((field) => field.source),
        ...(config.create!.review?.authenticatorCode ? ['google_code'] : []),
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
