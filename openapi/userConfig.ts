import { z } from 'zod';
import { languageSettings } from './i18n/languages';
import { EmptyBody, describe } from './common';
import { MarketSwitch } from './dashboard';
import { endpoint, type Endpoint } from './endpoint';

/*
 * What the console reads after login (languages, market switches, support contacts) and the fixed menu it stores.
 */

// ---------- entities ----------

export const SupportContact = z
  .object({
    type: z.enum(['email', 'telegram', 'whatsapp', 'phone', 'url']),
    label: z.string(),
    value: z.string(),
  })
  .meta({ id: 'SupportContact' });

export const UserConfig = z
  .object({
    languages: describe(z.array(z.enum(languageSettings)), 'Language settings offered, in display order.'),
    default_language: z.enum(languageSettings),
    markets: z.array(MarketSwitch),
    support_contacts: z.array(SupportContact),
  })
  .meta({ id: 'UserConfig', description: 'Settings the console reads after login.' });

export const MenuItem = z
  .object({
    id: z.number().int(),
    name: describe(z.string(), 'Original Chinese title.'),
    meta: z.object({ icon: z.string() }),
    path: z.string(),
    menu_type: describe(z.enum(['directory', 'menu']), 'directory groups children; menu is a page.'),
    lang: describe(z.string(), 'i18n key of the title the console shows (kassa.menu.*).'),
    get children(): z.ZodArray<typeof MenuItem> {
      return z.array(MenuItem);
    },
  })
  .meta({ id: 'MenuItem', description: 'An entry of the fixed menu (spec section 2) as the console stores it (src/shell/menu.ts).' });

// ---------- calls ----------

export const userConfigCalls = {
  userConfigGet: endpoint({
    path: '/v1/user/config/get',
    method: 'post',
    tag: 'User config',
    summary: 'Languages, market switches and support contacts',
    auth: true,
    request: EmptyBody,
    response: UserConfig,
  }),
} satisfies Record<string, Endpoint>;
