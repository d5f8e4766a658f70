import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, refusal, stubEndpoint, stubOk, type ResponseData } from '../msw';
import { account, renderConsoleAt } from './console';

type Session = ResponseData<'/v1/merchant/session/query'>['list'][number];

const session = (fields: Partial<Session> & Pick<Session, 'id' | 'ip'>): Session => ({
  username: 'demo',
  browser: 'Chrome 126',
  os: 'Windows',
  user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  create_time: '2025-06-02T08:00:00.000Z',
  last_seen_time: '2025-06-02T08:10:00.000Z',
  expire_time: '2025-06-02T20:00:00.000Z',
  current: false,
  ...fields,
});

const mine = session({ id: 1, ip: '198.51.100.7', current: true });
const phone = session({ id: 2, ip: '198.51.100.8', browser: 'Safari 17', os: 'iOS' });
const unknown = session({ id: 3, ip: '2001:db8::5', browser: null, os: null, user_agent: 'curl/8.5.0' });

/** The sessions the stub answers: what the server would list after each ending. */
function stubSessions(initial: Session[]) {
  let live = [...initial];
  stubEndpoint('/v1/merchant/session/query', () => ok({ list: live, total: live.length }));
  const ended = stubEndpoint('/v1/merchant/session/revoke', (call) => {
    live = live.filter((item) => item.id !== call.body.id);
    return ok(null);
  });
  const endedOthers = stubEndpoint('/v1/merchant/session/revoke_others', () => {
    const count = live.filter((item) => !item.current).length;
    live = live.filter((item) => item.current);
    return ok({ count });
  });
  return { ended, endedOthers };
}

const sessionRow = (name: string) => screen.findByRole('listitem', { name });

/** Account and security, then its Sessions tab, as an operator gets there. */
async function openSessions(user = userEvent.setup()) {
  await renderConsoleAt('/system/AccountSecurity');
  // The page's code loads on first use: a busy machine may take a few seconds.
  expect(await screen.findByRole('heading', { name: 'Account details' }, { timeout: 10_000 })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Sessions' }));
  return user;
}

describe('Account and security: the Sessions tab', () => {
  it('lists each session with its device in words, IP and times, this one marked and without an end button', async () => {
    stubOk('/v1/merchant/account/detail', account);
    stubSessions([mine, phone, unknown]);
    await openSessions();

    expect(screen.getByRole('tab', { name: 'Sessions', selected: true })).toBeInTheDocument();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(3);

    const current = within(rows[0]!);
    expect(current.getByText('Chrome 126 on Windows')).toBeInTheDocument();
    expect(current.getByText('This session')).toBeInTheDocument();
    expect(current.getByText('198.51.100.7')).toBeInTheDocument();
    expect(current.queryByRole('button', { name: 'End session' })).toBeNull();

    const other = within(await sessionRow('Safari 17 on iOS'));
    expect(other.getByText('198.51.100.8')).toBeInTheDocument();
    expect(other.queryByText('This session')).toBeNull();
    expect(other.getByText(/Signed in/)).toBeInTheDocument();
    expect(other.getByText(/Last active/)).toBeInTheDocument();
    expect(other.getByRole('button', { name: 'End session' })).toBeInTheDocument();

    expect(within(await sessionRow('Unknown device')).getByText('2001:db8::5')).toBeInTheDocument();
  });

  it('ends one session after asking, and shows the list without it', async () => {
    stubOk('/v1/merchant/account/detail', account);
    const { ended } = stubSessions([mine, phone, unknown]);
    const user = await openSessions();

    await user.click(within(await sessionRow('Safari 17 on iOS')).getByRole('button', { name: 'End session' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The session on Safari 17 on iOS (198.51.100.8) will be signed out at its next action.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));

    expect(await screen.findByText('The session has ended')).toBeInTheDocument();
    expect(ended.map((call) => call.body)).toEqual([{ id: 2 }]);
    // While the question closes, the page behind it is hidden from the accessibility tree: wait until it is gone.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByRole('listitem', { name: 'Safari 17 on iOS' })).toBeNull();
  });

  it('asks before ending nothing: cancelling the question sends no call', async () => {
    stubOk('/v1/merchant/account/detail', account);
    const { ended } = stubSessions([mine, phone]);
    const user = await openSessions();

    await user.click(within(await sessionRow('Safari 17 on iOS')).getByRole('button', { name: 'End session' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ended).toHaveLength(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('ends all other sessions at once and says how many', async () => {
    stubOk('/v1/merchant/account/detail', account);
    const { endedOthers } = stubSessions([mine, phone, unknown]);
    const user = await openSessions();
    await screen.findAllByRole('listitem');

    await user.click(screen.getByRole('button', { name: 'End all other sessions' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End all other sessions' }));

    expect(await screen.findByText('2 other sessions have ended')).toBeInTheDocument();
    expect(endedOthers).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    // Alone now: nothing else to end.
    expect(screen.getByRole('button', { name: 'End all other sessions' })).toBeDisabled();
  });

  it('reads the list again when the session had already ended elsewhere', async () => {
    stubOk('/v1/merchant/account/detail', account);
    let listed = [mine, phone];
    const reads = stubEndpoint('/v1/merchant/session/query', () => ok({ list: listed, total: listed.length }));
    stubEndpoint('/v1/merchant/session/revoke', () => {
      listed = [mine];
      return refusal(4004, 'This session does not exist or has already ended.');
    });
    const user = await openSessions();

    await user.click(within(await sessionRow('Safari 17 on iOS')).getByRole('button', { name: 'End session' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End session' }));
    expect(await screen.findByText('This session does not exist or has already ended.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(reads).toHaveLength(2);
  });
});
