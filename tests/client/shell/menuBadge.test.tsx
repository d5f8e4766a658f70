import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menuBadgeRefreshMs } from '../../../src/resourceLayer/MenuBadge';
import { ok, stubEndpoint } from '../msw';
import { listReads, renderConsoleAt, stubCoins, stubWithdrawals, withdrawal } from '../resources/harness';

const withdrawalMenuEntry = () => screen.getByRole('menuitem', { name: /User withdrawal records/ });
const badgeReads = (calls: ReturnType<typeof stubWithdrawals>) => calls.filter((call) => !listReads(calls).includes(call));

describe('the pending-review badge of the menu', () => {
  it('counts new requests by itself within seconds, and shows 99+ above 99', async () => {
    stubCoins();
    let pending = 3;
    const calls = stubWithdrawals(() => [withdrawal('W1')], () => pending);
    await renderConsoleAt('/assets/Assets');
    stubEndpoint('/v1/merchant/asset/query', ok({ list: [], total: 0 }));

    await waitFor(() => expect(within(withdrawalMenuEntry()).getByText('3')).toBeInTheDocument(), { timeout: 10_000 });
    const readsBefore = badgeReads(calls).length;

    // New requests arrive on the server; nobody touches the console.
    pending = 120;
    await waitFor(() => expect(within(withdrawalMenuEntry()).getByText('99+')).toBeInTheDocument(), { timeout: menuBadgeRefreshMs * 2 });
    // Read again on its own: no navigation, no click.
    expect(badgeReads(calls).length).toBeGreaterThan(readsBefore);
    expect(badgeReads(calls).at(-1)?.body).toMatchObject({ status: 'pending', page: 1, page_size: 1 });

    pending = 99;
    await waitFor(() => expect(within(withdrawalMenuEntry()).getByText('99')).toBeInTheDocument(), { timeout: menuBadgeRefreshMs * 2 });
  });
});
