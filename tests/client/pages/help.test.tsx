import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/data/api-types';
import { stubEndpoint, stubOk } from '../msw';
import { renderConsoleAt } from './console';

type Articles = components['schemas']['HelpArticles'];
type Ticket = components['schemas']['SupportTicket'];

const topics: Articles['topics'] = [
  { topic: 'getting_started', title: 'Getting started', count: 1 },
  { topic: 'payments', title: 'Payments and orders', count: 0 },
  { topic: 'withdrawals', title: 'Withdrawals and reviews', count: 1 },
  { topic: 'api', title: 'Merchant API', count: 0 },
  { topic: 'security', title: 'Account security', count: 0 },
];

const articles: Articles['list'] = [
  { id: 'first-steps', topic: 'getting_started', title: 'Your first steps in the console', summary: 'Sign in with your username…' },
  { id: 'review-free-limit', topic: 'withdrawals', title: 'The review-free withdrawal limit', summary: 'A user withdrawal at or below…' },
];

const config = {
  languages: ['us', 'zh-cn', 'zh-hant-cn', 'vi'] as ('us' | 'zh-cn' | 'zh-hant-cn' | 'vi')[],
  default_language: 'us' as const,
  markets: [],
  support_contacts: [{ type: 'email' as const, label: 'Merchant support', value: 'support@kassa.example' }],
};

const ticket: Ticket = {
  id: 3,
  subject: 'Webhook not received',
  status: 'answered',
  create_time: '2025-07-01T08:00:00.000Z',
  update_time: '2025-07-01T09:00:00.000Z',
  messages: [
    { id: 1, author: 'merchant', body_html: '<p>Our <strong>webhook</strong> gets nothing.</p>', attachments: [], create_time: '2025-07-01T08:00:00.000Z' },
    { id: 2, author: 'platform', body_html: '<p>Your endpoint answered 503.</p>', attachments: [], create_time: '2025-07-01T09:00:00.000Z' },
  ],
};

describe('Help center (/help)', () => {
  it('lists articles by topic and searches them on the server', async () => {
    const user = userEvent.setup();
    const calls = stubEndpoint('/v1/help/articles', (call) => ({
      code: 200,
      msg: 'ok',
      detail: 'ok',
      data: {
        topics,
        list: articles.filter((article) => (!call.body.topic || article.topic === call.body.topic) && (!call.body.keyword || article.id.includes('review'))),
      },
    }));
    stubOk('/v1/help/article', { ...articles[1]!, body_html: '<p>A user withdrawal at or below the limit is paid at once.</p>' });
    await renderConsoleAt('/help');
    expect(await screen.findByText('Your first steps in the console')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdrawals and reviews (1)' }));
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ topic: 'withdrawals' }));
    await waitFor(() => expect(screen.queryByText('Your first steps in the console')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'All topics' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the help center' }), 'review');
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ keyword: 'review' }));
    await user.click(await screen.findByRole('link', { name: /The review-free withdrawal limit/ }));
    expect(await screen.findByText('A user withdrawal at or below the limit is paid at once.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the help center' })).toHaveAttribute('href', '/help');
  });

  it('asks for a subject and a description before sending, and shows the support contacts', async () => {
    const user = userEvent.setup();
    stubOk('/v1/user/config/get', config);
    const sent = stubOk('/v1/help/ticket/submit', ticket);
    await renderConsoleAt('/help?tab=contact');
    expect(await screen.findByText('Merchant support: support@kassa.example')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send to support' }));
    expect((await screen.findAllByText('This field is required')).length).toBe(2);
    expect(sent).toHaveLength(0);
  });

  it('names the description toolbar\'s buttons in the operator\'s language', async () => {
    stubOk('/v1/user/config/get', config);
    await renderConsoleAt('/help?tab=contact', undefined, 'vi');
    for (const name of ['In đậm', 'In nghiêng', 'Danh sách đánh số', 'Thêm liên kết', 'Xóa định dạng']) {
      expect(await screen.findByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Bold' })).not.toBeInTheDocument();
  });

  it("shows the merchant's questions with the replies of support", async () => {
    const user = userEvent.setup();
    stubOk('/v1/help/ticket/query', { list: [ticket], total: 1 });
    await renderConsoleAt('/help?tab=questions');
    await user.click(await screen.findByText('Webhook not received'));
    const thread = screen.getByText('Webhook not received').closest<HTMLElement>('[data-ticket]')!;
    expect(within(thread).getByText('Answered')).toBeInTheDocument();
    expect(within(thread).getByText('webhook').tagName).toBe('STRONG');
    expect(within(thread).getByText('Your endpoint answered 503.')).toBeInTheDocument();
    expect(thread.querySelector('[data-author=platform]')).toHaveTextContent('Support');
  });
});

describe('Announcements', () => {
  it('shows the unread count on the bell; opening one reads it and the badge follows', async () => {
    const user = userEvent.setup();
    let unread = 2;
    stubEndpoint('/v1/announcement/unread', () => ({ code: 200, msg: 'ok', detail: 'ok', data: { unread } }));
    stubOk('/v1/announcement/query', {
      list: [
        { id: 2, title: 'New fees', summary: 'Lower USDT fees.', publish_time: '2025-07-02T08:00:00.000Z', read: false },
        { id: 1, title: 'Maintenance on Sunday', summary: 'Closed 02:00–03:00.', publish_time: '2025-07-01T08:00:00.000Z', read: true },
      ],
      total: 2,
    });
    const details = stubEndpoint('/v1/announcement/detail', () => {
      unread = 1;
      return { code: 200, msg: 'ok', detail: 'ok', data: { id: 2, title: 'New fees', summary: 'Lower USDT fees.', publish_time: '2025-07-02T08:00:00.000Z', read: true, body_html: '<p>Lower <em>USDT</em> fees.</p>' } };
    });
    stubOk('/v1/merchant/withdrawal_limit/query', { list: [], total: 0 });
    await renderConsoleAt('/withdraw/ImmunityTrial');

    const bell = await screen.findByRole('link', { name: 'Announcements, 2 unread' });
    expect(within(bell).getByText('2')).toBeInTheDocument();
    await user.click(bell);
    const unreadCard = (await screen.findByText('New fees')).closest<HTMLElement>('[data-announcement]')!;
    expect(within(unreadCard).getByText('Unread')).toBeInTheDocument();
    await user.click(within(unreadCard).getByRole('link'));
    expect(await screen.findByText('USDT')).toBeInTheDocument();
    expect(details[0]?.body).toEqual({ id: 2 });
    expect(await screen.findByRole('link', { name: 'Announcements, 1 unread' })).toBeInTheDocument();
  });
});
