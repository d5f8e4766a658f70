import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubEndpoint, ok } from '../msw';
import { makeEvent, makeProfile, renderWallet, stubSignedIn, unreadyProfile } from './harness';

describe('home and history', () => {
  it('shows the balances per coin, what to do next and the latest movements', async () => {
    const { history } = stubSignedIn(makeProfile(), [
      makeEvent({ id: 2, transaction_type: 'withdrawal', amount: '49.50', available_after: '549.50', time: '2025-07-02T08:00:00.000Z' }),
      makeEvent({ id: 1 }),
    ]);
    renderWallet('/wallet/');
    expect(await screen.findByRole('heading', { name: 'Hello, Alice' })).toBeInTheDocument();
    const balances = screen.getByRole('region', { name: 'Balances' });
    const cards = within(balances).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(['CNY', 'USDT']);
    expect(cards[0]).toHaveTextContent('Available500.00 CNYReward points30.00 CNYFrozen0.00 CNY');
    const recent = screen.getByRole('region', { name: 'Recent activity' });
    const rows = await within(recent).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Withdrawal+49.50 CNY');
    expect(rows[1]).toHaveTextContent('Payment-100.00 CNY');
    expect(rows[1]).toHaveTextContent('Available after: 400.00 CNY');
    expect(history[0]!.body).toMatchObject({ page_size: 5 });
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('asks a payer who is not verified yet to complete it', async () => {
    stubSignedIn(unreadyProfile());
    renderWallet('/wallet/');
    expect(await screen.findByText('Complete identity verification to pay with your wallet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete now' })).toHaveAttribute('href', '/wallet/account');
  });

  it('pages through the history by its cursor and filters it by coin', async () => {
    const user = userEvent.setup();
    stubSignedIn();
    const calls = stubEndpoint('/v1/wallet/history', (call) =>
      call.body.cursor
        ? ok({ list: [makeEvent({ id: 1, amount: '-1.00' })], total: 2, next_cursor: null })
        : ok({ list: [makeEvent({ id: 2, amount: '-2.00', coin_name: call.body.coin_name ?? 'CNY' })], total: 2, next_cursor: 'cursor-2' }),
    );
    renderWallet('/wallet/history');
    expect(await screen.findByRole('heading', { name: 'History' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(screen.getByRole('main')).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.at(-1)!.body).toMatchObject({ cursor: 'cursor-2' });

    await user.selectOptions(screen.getByLabelText('Currency'), 'USDT');
    await waitFor(() => expect(calls.at(-1)!.body).toMatchObject({ coin_name: 'USDT' }));
    expect(calls.at(-1)!.body.cursor).toBeUndefined();
    expect(await screen.findByText('-2.00 USDT')).toBeInTheDocument();
  });
});
