import ContactPage from '@mui/icons-material/ContactPage';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoinName, Id, MerchantId, Timestamp, commonFilters, listRequest, listResponse } from '../../../openapi/common';
import type { Endpoint } from '../../../openapi/endpoints';
import { listExportOf, type ExportColumn } from '../../../openapi/listExport';
import { requiredText } from '../../../openapi/rules';
import type { LanguageSetting } from '../../../openapi/i18n/languages';
import { resourceConfigs } from '../../../resources';
import { App } from '../../../src/App';
import { bespokePages } from '../../../consoles/console';
import { createDataProvider } from '../../../src/data/dataProvider';
import { httpClient } from '../../../src/data/httpClient';
import { storage, StorageKey } from '../../../src/data/storage';
import { addTranslations, createI18nProvider } from '../../../src/i18n/i18nProvider';
import { declaredScreensOf } from '../../../src/resourceLayer/declaredScreens';
import type { AnyResourceConfig } from '../../../src/resourceLayer/defineResource';
import { choicesOf, defineLabels, defineResource } from '../../../src/resourceLayer/defineResource';
import { composeConsole } from '../../../src/shell/composeConsole';
import { ok, server, stubOk } from '../msw';
import { signedIn, stubCoins } from './harness';

/*
 * The proof of docs/add-a-resource.md: a record type the console has never seen, declared once with its
 * labels beside it, becomes a menu entry, a working list, filter, export and form, through the public declaration APIs
 * only. Its contract entries (step 1), its labels (step 3) and its declaration (step 2) with its own value set are
 * written here in the test instead of in openapi/ and resources/savedRecipients/; the registry entry (step 4) is the
 * list given to the console's composition, as consoles/console.ts gives resources/index.ts. Nothing else of the console is
 * edited: no shared value set, no shared dictionary.
 */

// Step 1: the calls, in the contract's terms.
// A value set no screen of the console has: the slice declares it and names its values in its labels.
const RecipientStatus = z.enum(['active', 'blocked']);
const SavedRecipient = z.object({ id: Id, merchant_id: MerchantId, nickname: z.string(), coin_name: CoinName, status: RecipientStatus, create_time: Timestamp });
const recipientRules = { merchant_id: MerchantId, nickname: requiredText(50), coin_name: CoinName };
const recipientEndpoints = {
  query: {
    path: '/v1/merchant/recipient/query',
    method: 'post',
    tag: 'Transfers',
    summary: 'Saved transfer recipients',
    auth: true,
    request: listRequest({
      sortFields: ['create_time'],
      filters: { coin_name: commonFilters.coin_name, status: RecipientStatus.optional(), keyword: commonFilters.keyword },
    }),
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
    fields: { merchant_id: 'Recipient merchant ID', nickname: 'Nickname', coin_name: 'Currency', status: 'Status', create_time: 'Saved at', keyword: 'Merchant ID or nickname' },
    page: { create: 'Save a recipient' },
    choices: { recipientStatus: { active: 'Active', blocked: 'Blocked' } },
  },
  zh_Hans: {
    name: '常用收款方',
    menu: '常用收款方管理',
    fields: { merchant_id: '收款商户ID', nickname: '昵称', coin_name: '币种', status: '状态', create_time: '保存时间', keyword: '商户ID或昵称' },
    page: { create: '保存收款方' },
    choices: { recipientStatus: { active: '可用', blocked: '已停用' } },
  },
  zh_Hant: {
    name: '常用收款方',
    menu: '常用收款方管理',
    fields: { merchant_id: '收款商戶ID', nickname: '暱稱', coin_name: '幣種', status: '狀態', create_time: '保存時間', keyword: '商戶ID或暱稱' },
    page: { create: '保存收款方' },
    choices: { recipientStatus: { active: '可用', blocked: '已停用' } },
  },
  vi: {
    name: 'Người nhận đã lưu',
    menu: 'Quản lý người nhận đã lưu',
    fields: { merchant_id: 'ID thương nhân nhận', nickname: 'Biệt danh', coin_name: 'Tiền tệ', status: 'Trạng thái', create_time: 'Thời gian lưu', keyword: 'ID thương nhân hoặc biệt danh' },
    page: { create: 'Lưu người nhận' },
    choices: { recipientStatus: { active: 'Đang dùng', blocked: 'Đã chặn' } },
  },
});

// Step 2: the declaration, resources/savedRecipients/index.ts, with its own value set named in its labels. The form's
// fields name no rule: they take the add call's request schema.
const name = 'transfer/Recipients';
const recipientStatusChoices = choicesOf({ name, labels: savedRecipientsLabels }, 'recipientStatus', RecipientStatus.options, { active: 'success', blocked: 'error' });

const savedRecipients = defineResource({
  name,
  labels: savedRecipientsLabels,
  menu: { id: 18, name: '常用收款方管理', lang: 'savedRecipients', icon: 'contacts', group: 'system' },
  icon: ContactPage,
  api: { idField: 'id', list: recipientEndpoints.query, lookupFilter: 'keyword', create: recipientEndpoints.add },
  fields: [
    { source: 'id', kind: 'text', areas: [] },
    { source: 'merchant_id', kind: 'text', areas: ['column', 'form', 'detail'], copyable: true, required: true },
    { source: 'nickname', kind: 'text', areas: ['column', 'form', 'detail'], required: true },
    { source: 'coin_name', kind: 'coin', areas: ['column', 'filter', 'form', 'detail'], required: true },
    { source: 'status', kind: 'status', choices: recipientStatusChoices, areas: ['column', 'filter', 'detail'] },
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
type RecipientExport = Record<string, unknown> & { columns: ExportColumn[] };

/** The export the console makes from the new list call, which nothing declares (openapi/listExport.ts). */
const recipientExport = listExportOf(recipientEndpoints.query);

/** A stub of the new calls and the list's export, keeping what is added and what the exports asked for. */
function recipientServer(initial: Recipient[]) {
  let rows = initial;
  const queries: Record<string, unknown>[] = [];
  const adds: { body: Record<string, unknown>; headers: Headers }[] = [];
  const exports: RecipientExport[] = [];
  server.use(
    http.post('*/v1/merchant/recipient/query', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      queries.push(body);
      const list = rows.filter(
        (row) =>
          (!body.coin_name || row.coin_name === body.coin_name) &&
          (!body.status || row.status === body.status) &&
          (!body.keyword || row.merchant_id.startsWith(String(body.keyword)) || row.nickname.startsWith(String(body.keyword))),
      );
      return HttpResponse.json(ok({ list, total: list.length }));
    }),
    http.post('*/v1/merchant/recipient/add', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      adds.push({ body, headers: request.headers });
      const saved = SavedRecipient.parse({ ...body, id: rows.length + 1, status: 'active', create_time: '2025-02-01T00:00:00.000Z' });
      rows = [saved, ...rows];
      return HttpResponse.json(ok(saved));
    }),
    http.post(`*${recipientExport.path}`, async ({ request }) => {
      exports.push((await request.json()) as RecipientExport);
      return new HttpResponse('\uFEFFNickname\r\nBinh Shop\r\n', {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="saved-recipients.csv"' },
      });
    }),
  );
  return { queries, adds, exports };
}

const alice: Recipient = { id: 1, merchant_id: 'M2002', nickname: 'Alice Trading', coin_name: 'USDT', status: 'active', create_time: '2025-01-31T08:00:00.000Z' };
const binh: Recipient = { id: 2, merchant_id: 'M3003', nickname: 'Binh Shop', coin_name: 'VND', status: 'blocked', create_time: '2025-01-30T08:00:00.000Z' };

const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

afterEach(() => {
  Object.assign(URL, jsdomUrl);
  vi.restoreAllMocks();
});

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
      'Status',
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

  it('names the values of its own set in the list, as chips of their tone, and in its filter, All first', async () => {
    const user = userEvent.setup();
    stubCoins();
    const calls = recipientServer([alice, binh]);
    await renderConsoleAt('/transfer/Recipients', 'zh-cn');
    await screen.findByText('Alice Trading');

    const statusOf = (nickname: string) => within(screen.getByText(nickname).closest('tr')!).getByText(/可用|已停用/);
    expect(statusOf('Alice Trading')).toHaveTextContent('可用');
    expect(statusOf('Alice Trading').closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    expect(statusOf('Binh Shop')).toHaveTextContent('已停用');
    expect(statusOf('Binh Shop').closest('[data-tone]')).toHaveAttribute('data-tone', 'error');

    await user.click(screen.getByLabelText('状态'));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['全部', '可用', '已停用']);
    await user.click(screen.getByRole('option', { name: '已停用' }));
    await waitFor(() => expect(screen.queryByText('Alice Trading')).toBeNull());
    expect(calls.queries.at(-1)).toMatchObject({ status: 'blocked' });
  });

  it('yields an export that sends the list’s filters, its headers and its own value names in the operator’s language to the list’s export call', async () => {
    const user = userEvent.setup();
    stubCoins();
    const calls = recipientServer([alice, binh]);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    await renderConsoleAt('/transfer/Recipients', 'vi');
    await screen.findByText('Alice Trading');

    await user.click(screen.getByLabelText('Trạng thái'));
    await user.click(await screen.findByRole('option', { name: 'Đã chặn' }));
    await waitFor(() => expect(screen.queryByText('Alice Trading')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Xuất' }));

    await waitFor(() => expect(downloads).toEqual(['saved-recipients.csv']));
    expect(calls.exports).toEqual([
      {
        status: 'blocked',
        sort_field: 'create_time',
        sort_order: 'desc',
        columns: [
          { field: 'merchant_id', header: 'ID thương nhân nhận' },
          { field: 'nickname', header: 'Biệt danh' },
          { field: 'coin_name', header: 'Tiền tệ' },
          { field: 'status', header: 'Trạng thái', values: { active: 'Đang dùng', blocked: 'Đã chặn' } },
          { field: 'create_time', header: 'Thời gian lưu' },
        ],
      },
    ]);
    // What the console sent is what the export call takes.
    expect(recipientExport.request.safeParse(calls.exports[0]).error?.issues).toBeUndefined();
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
