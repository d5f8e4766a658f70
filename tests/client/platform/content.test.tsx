import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResponseData } from '../msw';
import { stubOk } from '../msw';
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

describe('the merchants’ questions', () => {
  it('shows the question and its replies above the reply form, and refuses an empty reply', async () => {
    stubOk('/v1/platform/support/ticket/query', { list: [ticket], total: 1 });
    const replies = stubOk('/v1/platform/support/ticket/reply', { ...ticket, status: 'closed' });
    await renderPlatformAt('/support/ticket/12', 'support');
    expect(await screen.findByRole('heading', { name: 'Webhook not received' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('From Lotus Shop (M100200)')).toBeInTheDocument();
    expect(screen.getByText('nothing').tagName).toBe('STRONG');

    fireEvent.click(screen.getByLabelText('Close the question with this reply'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(replies).toHaveLength(0);
  });

  it('lists every merchant’s question with its merchant and status, each leading to its reply page', async () => {
    const listed = stubOk('/v1/platform/support/ticket/query', { list: [{ ...ticket, status: 'closed' }], total: 1 });
    await renderPlatformAt('/support/ticket', 'admin');
    expect(await screen.findByText('Webhook not received')).toBeInTheDocument();
    expect(screen.getAllByText('Closed').length).toBeGreaterThan(0);
    expect(screen.getByText('Lotus Shop')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Edit' }).length).toBeGreaterThan(0));
    expect(listed[0]!.body).toMatchObject({ page: 1 });
  });
});
