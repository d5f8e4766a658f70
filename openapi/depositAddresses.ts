import { z } from 'zod';
import { EmptyBody, MerchantId, Timestamp, commonFilters, describe, listRequest, listResponse, typeError, vkey } from './common';
import { endpoint, type Endpoint, type StaffRoleName } from './endpoint';
import { RuleChange } from './platformRuleChanges';
import { requiredText, stepUpCode } from './sharedRules';
import { UsdtNetwork } from './usdt';

/*
 * (added) The pool of USDT deposit addresses as staff calls. Administrators load addresses whose keys the platform
 * holds elsewhere (the server holds none); each merchant is given one free address per network the first time its USDT
 * recharge form is read, and keeps it. A recharge names that address, so what arrives there is the merchant's: nobody
 * can declare a transfer another merchant received. Every staff role reads the pool. An address is a rule about money
 * (it decides where merchants send theirs): an administrator proposes one, with the step-up, and it enters the pool
 * once another administrator approves it (platformRuleChanges.ts, kind `deposit_address`); `npm run ops --
 * add-deposit-addresses` loads a pool directly, as `ops`. Each address added has its platform audit row.
 */

/** Every staff role reads the pool. */
const everyRole: readonly StaffRoleName[] = ['reviewer', 'support', 'admin'];
/** Only administrators add to it. */
const adminOnly: readonly StaffRoleName[] = ['admin'];

// ---------- rules ----------

/** The form of an address on each network: TRC20 (TRON) base58 of 34 characters starting with T, ERC20 (Ethereum) 0x and 40 hexadecimal. */
export const depositAddressForms = {
  TRC20: { form: /^T[1-9A-HJ-NP-Za-km-z]{33}$/, refusal: vkey('deposit_address_trc20') },
  ERC20: { form: /^0x[0-9a-fA-F]{40}$/, refusal: vkey('deposit_address_erc20') },
} as const satisfies Record<z.infer<typeof UsdtNetwork>, { form: RegExp; refusal: string }>;

/**
 * A deposit address: the form of TRC20 or of ERC20. A form without its network takes either; a request with its
 * network (depositAddressAddForm) checks the network's own.
 */
export const depositAddress = requiredText(42, 'deposit_address_format').refine(
  (value) => Object.values(depositAddressForms).some(({ form }) => form.test(value)),
  { error: vkey('deposit_address_format') },
);

/** Adding one address to a network's pool. */
export const depositAddressAddForm = z
  .object({
    network: UsdtNetwork,
    address: depositAddress.meta({
      description: 'TRC20: base58, 34 characters starting with T; ERC20: 0x and 40 hexadecimal characters (kept in lower case). An address already in the pool answers 4009.',
      examples: ['TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'],
    }),
    google_code: stepUpCode,
  })
  .superRefine((form, context) => {
    const own = depositAddressForms[form.network];
    if (!own.form.test(form.address)) context.addIssue({ code: 'custom', message: own.refusal, path: ['address'] });
  });

// ---------- entities ----------

export const DepositAddressState = z.enum(['free', 'assigned'], typeError('choice')).meta({
  id: 'DepositAddressState',
  description: 'free: in the pool, not given to any merchant yet; assigned: given to a merchant, for good.',
});

/** Whose address a USDT recharge names, as the platform's review queue shows it. */
export const DepositAddressOwner = z.enum(['own', 'shared', 'other'], typeError('choice')).meta({
  id: 'DepositAddressOwner',
  description:
    'own: the merchant’s own deposit address (the pool gave it to this merchant), so a transfer there is the merchant’s; shared: an address outside the pool, the one the platform shared between merchants before each had its own (declarations made before); other: a pool address that is not this merchant’s (no declaration made since can name one).',
});

export const DepositAddress = z
  .object({
    id: z.number().int(),
    network: UsdtNetwork,
    address: describe(z.string(), 'The address as the chain writes it (ERC20 in lower case).'),
    state: DepositAddressState,
    merchant_id: describe(MerchantId.nullable(), 'The merchant it is given to; null while free.'),
    merchant_name: describe(z.string().nullable(), 'That merchant’s name; null while free.'),
    added_by: describe(z.string(), 'Who added it: a staff member’s username, or `ops` for `npm run ops`.'),
    added_time: Timestamp,
    assigned_time: describe(Timestamp.nullable(), 'When it was given to its merchant; null while free.'),
  })
  .meta({ id: 'DepositAddress', description: '(added) One address of the USDT deposit pool, and whose it is.' });

export const DepositAddressCounts = z
  .object({
    list: z.array(
      z.object({
        network: UsdtNetwork,
        free: describe(z.number().int().min(0), 'Addresses not given to any merchant yet: how many more merchants can be given one on this network.'),
        assigned: describe(z.number().int().min(0), 'Addresses given to merchants.'),
      }),
    ),
  })
  .meta({ id: 'DepositAddressCounts', description: '(added) Per network, how many addresses of the pool are free and how many are given.' });

// ---------- calls ----------

const tag = 'Platform settings';

export const depositAddressCalls = {
  platformDepositAddressQuery: endpoint({
    path: '/v1/platform/settings/deposit_address/query',
    method: 'post',
    tag,
    summary: 'The USDT deposit address pool: every address, with the merchant it is given to, newest first',
    auth: false,
    staff: everyRole,
    request: listRequest({
      sortFields: ['added_time', 'assigned_time'],
      filters: {
        network: UsdtNetwork.optional(),
        state: DepositAddressState.optional(),
        merchant_id: MerchantId.optional().meta({ description: 'The address or addresses given to one merchant.' }),
        keyword: commonFilters.keyword.meta({ description: 'The address, exactly or its start (any case).' }),
      },
    }),
    response: listResponse(DepositAddress),
  }),
  platformDepositAddressCounts: endpoint({
    path: '/v1/platform/settings/deposit_address/counts',
    method: 'post',
    tag,
    summary: 'How many deposit addresses of each network are free and how many are given to merchants',
    auth: false,
    staff: everyRole,
    request: EmptyBody,
    response: DepositAddressCounts,
  }),
  platformDepositAddressAdd: endpoint({
    path: '/v1/platform/settings/deposit_address/add',
    method: 'post',
    tag,
    summary:
      'Propose a USDT deposit address for the pool of its network: once another administrator approves it (platform/rule_change/approve), it is free for the next merchant that needs one; protected by the step-up',
    auth: false,
    staff: adminOnly,
    request: depositAddressAddForm,
    response: RuleChange,
  }),
} satisfies Record<string, Endpoint>;
