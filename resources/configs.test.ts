import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lookupMessage } from '../src/i18n/dictionaries';
import { apiLanguages } from '../src/i18n/languages';
import { formFieldsOf } from '../src/resourceLayer/areas';
import type { AnyResourceConfig } from '../src/resourceLayer/defineResource';
import { fixedMenu, menuPages, resourceNameOf } from '../src/shell/menu';
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
  it('declare every record screen of the menu, named by its path', () => {
    const bespoke = ['/payment/InstrumentPanel', '/system/AccountSecurity', '/api/ManagementIndex', '/withdraw/ImmunityTrial'];
    const recordScreens = menuPages(fixedMenu)
      .map((item) => item.path)
      .filter((path) => !bespoke.includes(path))
      .map(resourceNameOf);
    expect(configs.map((config) => config.name)).toEqual(recordScreens);
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
      const formFields = formFieldsOf(config, config.create!).map((field) => field.source);
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
