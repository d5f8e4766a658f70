import ContactPage from '@mui/icons-material/ContactPage';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { CoinName, Id, MerchantId, Timestamp, commonFilters, listRequest, listResponse } from '../../../openapi/common';
import type { Endpoint } from '../../../openapi/endpoints';
import { requiredText } from '../../../openapi/rules';
import type { LanguageSetting } from '../../../openapi/i18n/languages';
import { resourceConfigs } from '../../../resources';
import { App } from '../../../src/App';
import { bespokePages } from '../../../src/console';
import { createDataProvider } from '../../../src/data/dataProvider';
import { httpClient } from '../../../src/data/httpClient';
import { storage, StorageKey } from '../../../src/data/storage';
import { addTranslations, createI18nProvider } from '../../../src/i18n/i18nProvider';
import { declaredScreensOf } from '../../../src/resourceLayer/declaredScreens';
import type { AnyResourceConfig } from '../../../src/resourceLayer/defineResource';
import { defineLabels, defineResource } from '../../../src/resourceLayer/defineResource';
import { composeConsole } from '../../../src/shell/composeConsole';
import { ok, server, stubOk } from '../msw';
import { signedIn, stubCoins } from './harness';

/*
 * The proof of docs/add-a-resource.md: a record type the console has never seen, declared once with its
 * labels beside it, becomes a menu entry, a working list, filter and form, through the public declaration APIs only.
 * Its contract entries (step 1), its labels (step 3) and its declaration (step 2) are written here in the test instead
 * of in openapi/ and resources/savedRecipients/; the registry entry (step 4) is the list given to the console's
 * composition, as src/console.ts gives resources/index.ts. Nothing else of the console is edited.
 */

// Step 1: the calls, in the contract's terms.
const SavedRecipient = z.object({ id: Id, merchant_id: MerchantId, nickname: z.string(), coin_name: CoinName, create_time: Timestamp });
const recipientRules = { merchant_id: MerchantId, nickname: requiredText(50), coin_name: CoinName };
const recipientEndpoints = {
  query: {
    path: '/v1/merchant/recipient/query',
    method: 'post',
    tag: 'Transfers',
    summary: 'Saved transfer recipients',
    auth: true,
    request: listRequest({ sortFields: ['create_time'], filters: { coin_name: commonFilters.coin_name, keyword: commonFilters.keyword } }),
    response: listResponse(SavedRecipient),
  },
  add: {
    path: '/v1/merchant/recipient/add',
    method: 'post',
    tag: 'Transfers',
    summary: 'Save a recipient',
    auth: true,
    request: z.object(recipientRules),
    response: SavedRecipient,
  },
} satisfies Record<string, Endpoint>;

// Step 3: its words, in all four languages side by side (resources/<name>/labels.ts).
const savedRecipientsLabels = defineLabels({
  en: {
    name: 'Saved recipients',
    menu: 'Saved recipients',
    fields: { merchant_id: 'Recipient merchant ID', nickname: 'Nickname', coin_name: 'Currency', create_time: 'Saved at', keyword: 'Merchant ID or nickname' },
    page: { create: 'Save a recipient' },
  },
  zh_Hans: {
    name: '常用收款方',
    menu: '常用收款方管理',
    fields: { merchant_id: '收款商户ID', nickname: '昵称', coin_name: '币种', create_time: '保存时间', keyword: '商户ID或昵称' },
    page: { create: '保存收款方' },
  },
  zh_Hant: {
    name: '常用收款方',
    menu: '常用收款方管理',
    fields: { merchant_id: '收款商戶ID', nickname: '暱稱', coin_name: '幣種', create_time: '保存時間', keyword: '商戶ID或暱稱' },
    page: { create: '保存收款方' },
  },
  vi: {
    name: 'Người nhận đã lưu',
    menu: 'Quản lý người nhận đã lưu',
    fields: { merchant_id: 'ID thương nhân nhận', nickname: 'Biệt danh', coin_name: 'Tiền tệ', create_time: 'Thời gian lưu', keyword: 'ID thương nhân hoặc biệt danh' },
    page: { create: 'Lưu người nhận' },
  },
});

// Step 2: the declaration, resources/savedRecipients/index.ts. The form's fields name no rule: they take the add
// call's request schema.
const savedRecipients = defineResource({
  name: 'transfer/Recipients',
  labels: savedRecipientsLabels,
  menu: { id: 18, name: '常用收款方管理', lang: 'savedRecipients', icon: 'contacts', group: 'system' },
  icon: ContactPage,
  api: { idField: 'id', list: recipientEndpoints.query, lookupFilter: 'keyword', create: recipientEndpoints.add },
  fields: [
    { source: 'id', kind: 'text', areas: [] },
    { source: 'merchant_id', kind: 'text', areas: ['column', 'form', 'detail'], copyable: true, required: true },
    { source: 'nickname', kind: 'text', areas: ['column', 'form', 'detail'], required: true },
    { source: 'coin_name', kind: 'coin', areas: ['column', 'filter', 'form', 'detail'], required: true },
    { source: 'create_time', kind: 'datetime', areas: ['column', 'detail'] },
  ],
  recordRepresentation: 'nickname',
  list: { keyword: true, sort: { field: 'create_time', order: 'DESC' }, perPage: 20 },
  create: { groups: [{ fields: ['merchant_id', 'nickname', 'coin_name'] }], success: 'add' },
  capabilities: { create: true },
});

// Step 4: the registry with the new entry, given to the console's composition.
const registry: readonly AnyResourceConfig[] = [...resourceConfigs, savedRecipients as AnyResourceConfig];
const withRecipients = composeConsole(declaredScreensOf(registry), bespokePages, async () => registry);

/** The whole console composed with the new record type, signed in, at `path`. */
async function renderConsoleAt(path: string, language: LanguageSetting = 'us') {
  storage.set(StorageKey.token, 'token-of-the-test');
  window.history.pushState({}, '', path);
  // The menu's pending-review badge asks on every page: no user withdrawal is waiting here.
  stubOk('/v1/merchant/withdrawal_record/query', { list: [], total: 0 });
  addTranslations('kassa.menu', withRecipients.titles);
  const i18nProvider = await createI18nProvider(language);
  const dataProvider = createDataProvider(httpClient, withRecipients.endpoints);
  return render(<App console={withRecipients} dataProvider={dataProvider} authProvider={signedIn} i18nProvider={i18nProvider} />);
}

type Recipient = z.output<typeof SavedRecipient>;

/** A stub of the two new calls, keeping what is added. */
function recipientServer(initial: Recipient[]) {
  let rows = initial;
  const queries: Record<string, unknown>[] = [];
  const adds: { body: Record<string, unknown>; headers: Headers }[] = [];
  server.use(
    http.post('*/v1/merchant/recipient/query', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      queries.push(body);
      const list = rows.filter(
        (row) =>
          (!body.coin_name || row.coin_name === body.coin_name) &&
          (!body.keyword || row.merchant_id.startsWith(String(body.keyword)) || row.nickname.startsWith(String(body.keyword))),
      );
      return HttpResponse.json(ok({ list, total: list.length }));
    }),
    http.post('*/v1/merchant/recipient/add', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      adds.push({ body, headers: request.headers });
      const saved = SavedRecipient.parse({ ...body, id: rows.length + 1, create_time: '2025-02-01T00:00:00.000Z' });
      rows = [saved, ...rows];
      return HttpResponse.json(ok(saved));
    }),
  );
  return { queries, adds };
}

const alice: Recipient = { id: 1, merchant_id: 'M2002', nickname: 'Alice Trading', coin_name: 'USDT', create_time: '2025-01-31T08:00:00.000Z' };
const binh: Recipient = { id: 2, merchant_id: 'M3003', nickname: 'Binh Shop', coin_name: 'VND', create_time: '2025-01-30T08:00:00.000Z' };

describe('add a resource: a new slice given to the console’s composition', () => {
  it('yields a menu entry with its title in the operator’s language and its icon, in its group, leading to its list', async () => {
    stubCoins();
    recipientServer([alice]);
    await renderConsoleAt('/transfer/Recipients', 'zh-cn');
    expect(await screen.findByText('Alice Trading')).toBeInTheDocument();

    const entry = await screen.findByRole('menuitem', { name: /常用收款方管理/ });
    expect(entry).toHaveAttribute('href', '/transfer/Recipients');
    const iconShape = (ContactPage as unknown as { type: { render: (props: object, ref: null) => { props: { children: { props: { d: string } } } } } }).type.render({}, null);
    expect(entry.querySelector('svg path')).toHaveAttribute('d', iconShape.props.children.props.d);
    // In System management, after the review-free limit (id 17).
    const entries = screen.getAllByRole('menuitem').map((item) => item.getAttribute('href'));
    expect(entries.slice(-2)).toEqual(['/withdraw/ImmunityTrial', '/transfer/Recipients']);
    expect(JSON.parse(localStorage.getItem('menus') ?? '[]').at(-1).children.at(-1)).toEqual({
      id: 18,
      name: '常用收款方管理',
      meta: { icon: 'contacts' },
      path: '/transfer/Recipients',
      menu_type: 'menu',
      lang: 'kassa.menu.savedRecipients',
      children: [],
    });
  });

  it('yields a list with its columns and labels, read with the contract’s paging and sorting', async () => {
    stubCoins();
    const calls = recipientServer([alice, binh]);

    await renderConsoleAt('/transfer/Recipients');

    expect(await screen.findByText('Alice Trading')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Recipient merchant ID',
      'Nickname',
      'Currency',
      expect.stringContaining('Saved at'),
    ]);
    expect(calls.queries[0]).toEqual({ page: 1, page_size: 20, sort_field: 'create_time', sort_order: 'desc' });
    expect(within(screen.getByText('Binh Shop').closest('tr')!).getByText('VND')).toBeInTheDocument();
  });

  it('yields always-on filters that the list call receives', async () => {
    const user = userEvent.setup();
    stubCoins();
    const calls = recipientServer([alice, binh]);
    await renderConsoleAt('/transfer/Recipients');
    await screen.findByText('Alice Trading');

    await user.click(await screen.findByLabelText('Currency'));
    await user.click(await screen.findByRole('option', { name: 'VND' }));
    await waitFor(() => expect(screen.queryByText('Alice Trading')).toBeNull());
    expect(calls.queries.at(-1)).toMatchObject({ coin_name: 'VND' });

    fireEvent.change(screen.getByLabelText('Merchant ID or nickname'), { target: { value: 'Nobody' } });
    await waitFor(() => expect(calls.queries.at(-1)).toMatchObject({ coin_name: 'VND', keyword: 'Nobody' }));
    await waitFor(() => expect(screen.queryByText('Binh Shop')).toBeNull());
  });

  it('yields a create form validated by the shared rules that sends the new call and shows the saved record', async () => {
    const user = userEvent.setup();
    stubCoins();
    const calls = recipientServer([alice]);
    await renderConsoleAt('/transfer/Recipients');
    await screen.findByText('Alice Trading');

    await user.click(screen.getByRole('link', { name: 'Create' }));
    expect(await screen.findByText('Save a recipient')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Recipient merchant ID/), { target: { value: 'M-4004' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Only digits or letters are allowed')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(calls.adds).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Recipient merchant ID/), { target: { value: 'M4004' } });
    fireEvent.change(screen.getByLabelText(/Nickname/), { target: { value: ' Chi Store ' } });
    await user.click(screen.getByLabelText(/Currency/));
    await user.click(await screen.findByRole('option', { name: 'USDT' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Added successfully')).toBeInTheDocument();
    expect(calls.adds.map((call) => call.body)).toEqual([{ merchant_id: 'M4004', nickname: 'Chi Store', coin_name: 'USDT' }]);
    expect(await screen.findByText('Chi Store')).toBeInTheDocument();
  });
});
