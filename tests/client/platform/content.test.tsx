import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ResponseData } from '../msw';
import { stubEndpoint, stubOk } from '../msw';
import { renderPlatformAt } from './harness';

type Ticket = ResponseData<'/v1/platform/support/ticket/query'>['list'][number];

const fourLanguages = (text: string) => ({ en: text, zh_Hans: `${text} (zh_Hans)`, zh_Hant: `${text} (zh_Hant)`, vi: `${text} (vi)` });

const ticket: Ticket = {
  id: 12,
  subject: 'Webhook not received',
  status: 'open',
  create_time: '2025-01-31T08:00:00.000Z',
  update_time: '2025-01-31T08:00:00.000Z',
  merchant_id: 'M100200',
  merchant_name: 'Lotus Shop',
  messages: [{ id: 1, author: 'merchant', body_html: '<p>Our endpoint gets <strong>nothing</strong>.</p>', attachments: [], create_time: '2025-01-31T08:00:00.000Z' }],
};

describe('the platform’s announcements', () => {
  // Eight inputs, four of them rich-text editors, in jsdom: slow on a busy two-core machine.
  it('lists them with their state, and refuses to publish one missing a language', { timeout: 120_000 }, async () => {
    stubOk('/v1/platform/announcement/query', {
      list: [{ id: 3, title: fourLanguages('Maintenance on Sunday'), body_html: fourLanguages('<p>Closed</p>'), publish_time: '2099-01-01T00:00:00.000Z', state: 'scheduled' }],
      total: 1,
    });
    const published = stubOk('/v1/platform/announcement/publish', {
      id: 4,
      title: fourLanguages('New'),
      body_html: fourLanguages('<p>x</p>'),
      publish_time: '2025-01-31T08:00:00.000Z',
      state: 'published',
    });
    await renderPlatformAt('/announcement', 'support');
    expect((await screen.findAllByText(/Maintenance on Sunday/)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Scheduled').length).toBeGreaterThan(0);

    fireEvent.click(await screen.findByRole('link', { name: 'Create' }));
    // The rich-text editors come with the form's own chunk: slower than a plain page.
    fireEvent.change(await screen.findByLabelText(/Title \(English\)/, {}, { timeout: 20_000 }), { target: { value: 'Only in English' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Every language is required, titles and bodies alike; nothing is sent.
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(3);
    expect(published).toHaveLength(0);
  });

  it('is no page of a reviewer’s menu', async () => {
    stubOk('/v1/platform/merchant/query', { list: [], total: 0 });
    await renderPlatformAt('/merchant', 'reviewer');
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: 'Merchants' });
    expect(within(menu).queryByRole('menuitem', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Questions' })).not.toBeInTheDocument();
  });
});

describe('an announcement’s detail', () => {
  const scheduled = { id: 3, title: fourLanguages('Maintenance on Sunday'), body_html: fourLanguages('<p>Closed <em>all day</em></p>'), publish_time: '2099-01-01T00:00:00.000Z', state: 'scheduled' as const };

  it('shows every language, and offers a scheduled one its edit and withdrawal', { timeout: 60_000 }, async () => {
    const read = stubOk('/v1/platform/announcement/detail', scheduled);
    stubOk('/v1/platform/announcement/query', { list: [], total: 0 });
    const withdrawn = stubOk('/v1/platform/announcement/withdraw', null);
    await renderPlatformAt('/announcement/3/show', 'support');
    expect(await screen.findByText('Maintenance on Sunday (vi)', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('Vietnamese')).toBeInTheDocument();
    // The id from the address, sent as the number the contract's Id is.
    expect(read[0]!.body).toEqual({ id: 3 });
    expect(screen.getAllByText('all day')[0]!.tagName).toBe('EM');
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/no longer see this announcement/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Reason/)).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(withdrawn).toHaveLength(1));
    expect(withdrawn[0]!.body).toEqual({ id: 3 });
    // Gone, its detail gives way to the list.
    await waitFor(() => expect(window.location.pathname).toBe('/platform/announcement'));
  });

  it('offers a published one its withdrawal only', async () => {
    stubOk('/v1/platform/announcement/detail', { ...scheduled, state: 'published' });
    await renderPlatformAt('/announcement/3/show', 'support');
    expect(await screen.findByRole('button', { name: 'Withdraw' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('changes a scheduled one: its languages and time as they stand, sent with its id', { timeout: 120_000 }, async () => {
    stubOk('/v1/platform/announcement/detail', scheduled);
    stubOk('/v1/platform/announcement/query', { list: [scheduled], total: 1 });
    const updated = stubOk('/v1/platform/announcement/update', { ...scheduled, title: { ...scheduled.title, en: 'Maintenance on Monday' } });
    await renderPlatformAt('/announcement/3', 'support');
    const title = await screen.findByLabelText(/Title \(English\)/, {}, { timeout: 20_000 });
    expect(title).toHaveValue('Maintenance on Sunday');
    fireEvent.change(title, { target: { value: 'Maintenance on Monday' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updated).toHaveLength(1), { timeout: 10_000 });
    expect(updated[0]!.body).toMatchObject({ id: 3, title: { en: 'Maintenance on Monday', vi: 'Maintenance on Sunday (vi)' }, publish_time: '2099-01-01T00:00:00.000Z' });
  });
});

describe('the merchants’ questions', () => {
  const attachment = { file_id: 'f-1', file_name: 'screenshot.png', content_type: 'image/png', size: 2048, create_time: '2025-01-31T08:00:00.000Z' };
  const withAttachment: Ticket = { ...ticket, messages: [{ ...ticket.messages[0]!, attachments: [attachment] }] };

  it('shows the question with its attachment previewed, and the reply under the thread', { timeout: 60_000 }, async () => {
    const read = stubOk('/v1/platform/support/ticket/detail', withAttachment);
    // jsdom has no blob URLs: the preview's blob gets a made-up one.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:ticket/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const files = stubEndpoint('/v1/platform/support/ticket/attachment', () => new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png', 'Content-Disposition': 'inline' } }));
    const replies = stubOk('/v1/platform/support/ticket/reply', { ...withAttachment, status: 'answered' });
    await renderPlatformAt('/support/ticket/12/show', 'support');
    expect(await screen.findByRole('heading', { name: 'Webhook not received' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('From Lotus Shop (M100200)')).toBeInTheDocument();
    expect(screen.getByText('nothing').tagName).toBe('STRONG');
    expect(read[0]!.body).toEqual({ id: 12 });
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.body).toEqual({ ticket_id: 12, file_id: 'f-1' });
    expect(await screen.findByRole('link', { name: /Download/ })).toHaveAttribute('download', 'screenshot.png');

    // An empty reply is refused on its input, and nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(replies).toHaveLength(0);
  });

  it('offers a closed question no reply', async () => {
    stubOk('/v1/platform/support/ticket/detail', { ...ticket, status: 'closed' });
    await renderPlatformAt('/support/ticket/12/show', 'support');
    expect(await screen.findByText('This question is closed: it takes no more replies.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('lists every merchant’s question with its merchant and status, each leading to its detail', async () => {
    const listed = stubOk('/v1/platform/support/ticket/query', { list: [{ ...ticket, status: 'closed' }], total: 1 });
    await renderPlatformAt('/support/ticket', 'admin');
    expect(await screen.findByText('Webhook not received')).toBeInTheDocument();
    expect(screen.getAllByText('Closed').length).toBeGreaterThan(0);
    expect(screen.getByText('Lotus Shop')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Webhook not received'));
    await waitFor(() => expect(window.location.pathname).toBe('/platform/support/ticket/12/show'));
    expect(listed[0]!.body).toMatchObject({ page: 1 });
  });
});

describe('the help center’s articles', () => {
  const article = {
    id: 'refunds-how-they-work',
    topic: 'payments' as const,
    title: fourLanguages('Refunds: how they work'),
    body_html: fourLanguages('<p>Refunds go back</p>'),
    published: false,
    create_time: '2025-01-31T08:00:00.000Z',
    update_time: '2025-01-31T08:00:00.000Z',
  };

  it('lists them with topic and state, and filters the published ones', async () => {
    const listed = stubOk('/v1/platform/help/article/query', { list: [article], total: 1 });
    await renderPlatformAt('/help/article', 'support');
    expect(await screen.findByText('refunds-how-they-work')).toBeInTheDocument();
    expect(screen.getAllByText('Payments').length).toBeGreaterThan(0);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Published/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Yes' }));
    await waitFor(() => expect(listed.some((call) => (call.body as { published?: boolean }).published === true)).toBe(true));
  });

  it('adds one in the four languages: a missing language is refused, nothing sent', { timeout: 120_000 }, async () => {
    stubOk('/v1/platform/help/article/query', { list: [], total: 0 });
    const created = stubOk('/v1/platform/help/article/create', article);
    await renderPlatformAt('/help/article/create', 'admin');
    fireEvent.change(await screen.findByLabelText(/Title \(English\)/, {}, { timeout: 20_000 }), { target: { value: 'Refunds: how they work' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(3);
    expect(created).toHaveLength(0);
  });

  it('reads one in its four languages and deletes it after confirming', { timeout: 60_000 }, async () => {
    stubOk('/v1/platform/help/article/detail', article);
    stubOk('/v1/platform/help/article/query', { list: [], total: 0 });
    const deleted = stubOk('/v1/platform/help/article/delete', null);
    await renderPlatformAt('/help/article/refunds-how-they-work/show', 'support');
    expect(await screen.findByText('Refunds: how they work (zh_Hant)', {}, { timeout: 20_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /Confirm/ }));
    await waitFor(() => expect(deleted).toHaveLength(1));
    expect(deleted[0]!.body).toEqual({ id: 'refunds-how-they-work' });
  });

  it('is no page of a reviewer’s menu', async () => {
    stubOk('/v1/platform/merchant/query', { list: [], total: 0 });
    await renderPlatformAt('/merchant', 'reviewer');
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: 'Merchants' });
    expect(within(menu).queryByRole('menuitem', { name: 'Help articles' })).not.toBeInTheDocument();
  });
});
