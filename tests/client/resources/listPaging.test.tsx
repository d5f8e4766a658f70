/**
 * Lists of many rows: a total the server only counted up to its cap reads "10,000+", and moving
 * to the next or previous page sends the cursor of the page on screen, so the server reads it by keyset.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listTotalCap } from '../../../openapi/common';
import { ok, stubEndpoint } from '../msw';
import { listReads, renderConsoleAt, stubCoins, withdrawal, withdrawalQuery } from './harness';

/** A page of 20 rows renders slowly in jsdom on a busy machine. */
const shown = (text: string) => screen.findByText(text, {}, { timeout: 20_000 });

/** 20 rows a page of an endless list; each page's cursors name it, as the server's opaque ones would. */
function stubManyWithdrawals(options: { exact?: number } = {}) {
  stubCoins();
  return stubEndpoint(withdrawalQuery, (call) => {
    if (call.body.status === 'pending' && call.body.page_size === 1) return ok({ list: [], total: 0 });
    const size = call.body.page_size ?? 20;
    const page = call.body.cursor ? Number(/^(?:after|before)-(\d+)$/.exec(call.body.cursor)?.[1]) + (call.body.cursor.startsWith('after') ? 1 : -1) : (call.body.page ?? 1);
    const list = Array.from({ length: size }, (_, index) => withdrawal(`W${(page - 1) * size + index + 1}`));
    return ok({
      list,
      total: options.exact ?? listTotalCap,
      total_is_exact: options.exact !== undefined,
      next_cursor: `after-${page}`,
      prev_cursor: page > 1 ? `before-${page}` : null,
      last_cursor: 'last',
    });
  });
}

// A whole console renders per test: slow in jsdom on a busy machine.
describe('a list of more rows than the server counts', () => {
  it('shows the total as the cap with a plus, in the language on screen', async () => {
    stubManyWithdrawals();
    await renderConsoleAt('/user/WithdrawalRecord');
    expect(await shown('1-20 of 10,000+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /next page/i })).toBeEnabled();
  });

  it('reads in Vietnamese with the Vietnamese number format', async () => {
    stubManyWithdrawals();
    await renderConsoleAt('/user/WithdrawalRecord', 'vi');
    expect(await shown('1-20 trên 10.000+')).toBeInTheDocument();
  });

  it('shows an exact total as it is', async () => {
    stubManyWithdrawals({ exact: 45 });
    await renderConsoleAt('/user/WithdrawalRecord');
    expect(await shown('1-20 of 45')).toBeInTheDocument();
  });

  it('next sends the cursor of the page on screen; previous reads from a cursor too', async () => {
    const calls = stubManyWithdrawals();
    const user = userEvent.setup();
    await renderConsoleAt('/user/WithdrawalRecord?page=1&perPage=10');
    await shown('W1');

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await shown('W11');
    expect(listReads(calls).at(-1)?.body).toMatchObject({ page: 2, page_size: 10, cursor: 'after-1' });

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await shown('W21');
    expect(listReads(calls).at(-1)?.body).toMatchObject({ page: 3, cursor: 'after-2' });
    expect(screen.getByText('21-30 of 10,000+')).toBeInTheDocument();

    // Page 2 again: the position after page 1 is still known.
    await user.click(screen.getByRole('button', { name: /previous page/i }));
    await shown('W11');
    expect(listReads(calls).at(-1)?.body).toMatchObject({ page: 2, cursor: 'after-1' });
  });

  it('from a page opened by its number, previous sends that page’s prev_cursor', async () => {
    const calls = stubManyWithdrawals();
    const user = userEvent.setup();
    await renderConsoleAt('/user/WithdrawalRecord?page=7&perPage=10');
    await shown('W61');
    expect(listReads(calls).at(-1)?.body).toMatchObject({ page: 7 });
    expect(listReads(calls).at(-1)?.body.cursor).toBeUndefined();

    await user.click(screen.getByRole('button', { name: /previous page/i }));
    await shown('W51');
    expect(listReads(calls).at(-1)?.body).toMatchObject({ page: 6, cursor: 'before-7' });
  });
});

describe('a page past the rows the server reads by number', () => {
  it('is reached by cursor even without its neighbour: the console never sends such a page by number', async () => {
    stubCoins();
    const calls = stubEndpoint(withdrawalQuery, (call) => {
      if (call.body.status === 'pending' && call.body.page_size === 1) return ok({ list: [], total: 0 });
      const size = call.body.page_size ?? 20;
      // The cursors name the row they follow, as the server's (sort value, id) do.
      const start = call.body.cursor ? Number(/^row-(\d+)$/.exec(call.body.cursor)?.[1]) : ((call.body.page ?? 1) - 1) * size;
      if (!call.body.cursor && start >= listTotalCap) return { code: 4000, msg: 'invalid_input', detail: 'page_needs_cursor', data: { field: 'page', key: 'kassa.validation.page_needs_cursor' } };
      const list = Array.from({ length: size }, (_, index) => withdrawal(`W${start + index + 1}`));
      return ok({ list, total: listTotalCap, total_is_exact: false, next_cursor: `row-${start + size}`, prev_cursor: start > 0 ? `before-${start}` : null, last_cursor: 'last' });
    });
    // Rows 12,001 to 12,010: past the 10,000 rows readable by number, as after a reload on a deep page.
    await renderConsoleAt('/user/WithdrawalRecord?page=1201&perPage=10');
    expect(await shown('W12001')).toBeInTheDocument();
    const reads = listReads(calls).map((call) => call.body);
    // None by number past the cap; the page shown was read from the cursor after row 12,000.
    expect(reads.filter((body) => !body.cursor && ((body.page ?? 1) - 1) * (body.page_size ?? 20) >= listTotalCap)).toEqual([]);
    expect(reads.at(-1)).toMatchObject({ page: 1201, page_size: 10, cursor: 'row-12000' });
  });
});
