import { describe, expect, it } from 'vitest';
import { httpClient } from '../../src/data/httpClient';
import { contractViolations, ok, stubEndpoint } from './msw';

/** The stubs cannot drift from the contract: an answer it does not allow fails the test that gave it. */
describe('msw stubs are checked against the contract', () => {
  it('records a success whose data breaks the response schema, and nothing for one that fits', async () => {
    stubEndpoint('/v1/merchant/asset/query', ok({ list: [{ coin_name: 'USDT', available_asset: '10.00', freeze_asset: '0.00', total_asset: '10.00' }], total: 1 }));
    await httpClient.post('/v1/merchant/asset/query', {});
    expect(contractViolations).toEqual([]);

    // A number where the contract has a decimal string: the types were cast away, the run-time check still sees it.
    stubEndpoint('/v1/merchant/asset/query', ok({ list: [{ coin_name: 'USDT', available_asset: 10, freeze_asset: '0.00', total_asset: '10.00' }], total: 1 } as never));
    await httpClient.post('/v1/merchant/asset/query', {});
    const found = contractViolations.splice(0);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('the stub of /v1/merchant/asset/query answered what the contract does not allow');
    expect(found[0]).toContain('available_asset');
  });
});
