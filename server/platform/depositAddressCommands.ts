/**
 * Platform commands on the pool of USDT deposit addresses (server/depositAddresses/pool.ts): load a network's
 * addresses, as a production install does before its merchants recharge, and count what is left.
 */
import { z } from 'zod';
import { addDepositAddresses, depositAddressCounts } from '../depositAddresses/pool';
import { usdtNetworks } from '../db/schema';
import { opsActor } from '../staff/audit';
import { defineCommand } from './command';

export const addDepositAddressesCommand = defineCommand({
  name: 'add-deposit-addresses',
  summary:
    'Add USDT deposit addresses (the platform holds their keys elsewhere) to the pool of a network: separated by spaces, commas or new lines, e.g. "$(cat trc20.txt)"; all in the network\'s form or none is added; one already in the pool is skipped',
  positional: ['network', 'addresses'],
  usage: 'TRC20|ERC20 <addresses>',
  input: z.object({ network: z.enum(usdtNetworks), addresses: z.string().min(1) }),
  async run(context, input, now) {
    const addresses = input.addresses.split(/[\s,]+/).filter((address) => address !== '');
    const { added, present } = await addDepositAddresses(context.db, opsActor(now), input.network, addresses);
    const counts = (await depositAddressCounts(context.db)).list.find((entry) => entry.network === input.network);
    return { network: input.network, added: added.length, already_in_pool: present.length, free: counts?.free ?? 0, assigned: counts?.assigned ?? 0 };
  },
});

export const depositAddressCountsCommand = defineCommand({
  name: 'deposit-addresses',
  summary: 'How many deposit addresses of each network are free (a merchant may still be given one) and how many are given to merchants',
  positional: [],
  usage: '',
  input: z.object({}),
  async run(context) {
    const { list } = await depositAddressCounts(context.db);
    return Object.fromEntries(list.flatMap((entry) => [[`${entry.network}_free`, entry.free], [`${entry.network}_assigned`, entry.assigned]]));
  },
});
