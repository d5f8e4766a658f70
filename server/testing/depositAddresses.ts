/**
 * A merchant's own USDT deposit address as its recharge form reads it (usdt_trade/setting/query gives it from the pool
 * on first need), for tests that declare recharges through the API.
 */
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import type { UsdtNetwork } from '../db/schema';
import type { TestServer } from './harness';

export async function ownDepositAddress(server: Pick<TestServer, 'call'>, token: string, network: UsdtNetwork = 'TRC20'): Promise<string> {
  const answer = await server.call<ResponseOf<'usdtSettingQuery'>>(endpoints.usdtSettingQuery.path, {}, { token });
  const address = answer.body.data?.networks.find((entry) => entry.network === network)?.address;
  if (!address) throw new Error(`no ${network} deposit address: ${JSON.stringify(answer.body)}`);
  return address;
}
