import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/data/api-types';
import { dataProvider, kassaConsole } from '../../../consoles/console';
import { createDataProvider } from '../../../src/data/dataProvider';
import { ApiError, httpClient } from '../../../src/data/httpClient';
import { captureUi, refusal, stubEndpoint, stubOk } from '../msw';

type Schemas = components['schemas'];

const withdrawal = (order_id: string, overrides: Partial<Schemas['WithdrawalListRow']> = {}): Schemas['WithdrawalListRow'] => ({
  order_id,
  serial_number: `S-${order_id}`,
  order_type: 'withdrawal',
  payment_id: 'U100',
  nick: 'Alice',
  coin_name: 'USDT',
  amount: '120.50',
  handling_fee: '1.20',
  settlement_amount: '119.30',
  order_status: 'pending',
  audit: null,
  remark: null,
  source: 'wallet',
  merchant_payout_no: null,
  note: null,
  create_time: '2025-01-31T08:00:00.000Z',
  update_time: '2025-01-31T08:00:00.000Z',
  needs_code: false,
  ...overrides,
});

const paymentMethod = (id: number, overrides: Partial<Schemas['PaymentMethod']> = {}): Schemas['PaymentMethod'] => ({
  id,
  type: 'bank_card',
  coin_name: 'VND',
  bank_name: 'Vietcombank',
  holder_name: 'Nguyen Van A',
  account_number: `0011000${id}`,
  enabled: true,
  create_time: '2025-01-31T08:00:00.000Z',
  ...overrides,
});

const whitelistEntry = (id: number, ip: string): Schemas['WhitelistEntry'] => ({ id, ip, create_time: '2025-01-31T08:00:00.000Z' });

const withdrawals = '/v1/merchant/withdrawal_record/query';
const paymentMethods = '/v1/merchant/payment_method/query';

describe('dataProvider', () => {
  describe('getList', () => {
    it('sends page, page_size, the filters flat, sort_field and sort_order, and reads data.list and data.total', async () => {
      const calls = stubOk(withdrawals, { list: [withdrawal('W1'), withdrawal('W2')], total: 42 });

      const result = await dataProvider.getList('user/WithdrawalRecord', {
        pagination: { page: 2, perPage: 10 },
        sort: { field: 'create_time', order: 'DESC' },
        filter: { status: 'pending', coin_name: 'USDT', keyword: '' },
      });

      expect(calls).toHaveLength(1);
      expect(calls[0]?.body).toEqual({
        status: 'pending',
        coin_name: 'USDT',
        page: 2,
        page_size: 10,
        sort_field: 'create_time',
        sort_order: 'desc',
      });
      expect(result.total).toBe(42);
      expect(result.data.map((record) => record.id)).toEqual(['W1', 'W2']);
      expect(result.data[0]).toMatchObject({ order_id: 'W1', serial_number: 'S-W1', amount: '120.50' });
    });

    it('sends ascending order in lowercase', async () => {
      const calls = stubOk(withdrawals, { list: [], total: 0 });
      await dataProvider.getList('user/WithdrawalRecord', {
        pagination: { page: 1, perPage: 20 },
        sort: { field: 'amount', order: 'ASC' },
        filter: {},
      });
      expect(calls[0]?.body).toEqual({ page: 1, page_size: 20, sort_field: 'amount', sort_order: 'asc' });
    });

    it('leaves out a sort the list call cannot do (react-admin’s default id), keeping the server’s newest first', async () => {
      const calls = stubOk(withdrawals, { list: [], total: 0 });
      await dataProvider.getList('user/WithdrawalRecord', {
        pagination: { page: 1, perPage: 20 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      expect(calls[0]?.body).toEqual({ page: 1, page_size: 20 });
    });

    it.each([
      ['transfer/AccountsManage', '/v1/merchant/transfer/query', 'serial_number'],
      ['recharge/RechargeRecord', '/v1/merchant/charge_record/query', 'serial_number'],
      ['adjustment/AccountAdjustment', '/v1/merchant/pay_record/query', 'serial_number'],
      ['assets/Assets', '/v1/merchant/asset/query', 'coin_name'],
      ['Property/RunningWater', '/v1/merchant/asset_flow/query', 'id'],
      ['ustd-recharge/index', '/v1/merchant/usdt_trade/charge/query', 'order_no'],
      ['ustd-withdraw/index', '/v1/merchant/usdt_trade/extract/query', 'order_no'],
      ['coin-withdraw/index', '/v1/merchant/currency_trade/extract/query', 'order_no'],
      ['records/EntryRecord', '/v1/merchant/login_log/list', 'id'],
      ['white/WhiteList', '/v1/merchant/login_ip_white/list', 'id'],
      ['payment/PaymentMethod', '/v1/merchant/payment_method/query', 'id'],
    ] as const)('lists %s from %s with %s as the id', async (resource, path, idField) => {
      const row = { [idField]: idField === 'id' ? 7 : 'KEY-7' };
      const calls = stubEndpoint(path, HttpResponse.json({ code: 200, msg: 'ok', detail: 'ok', data: { list: [row], total: 1 } }));

      const result = await dataProvider.getList(resource, { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: {} });

      expect(calls).toHaveLength(1);
      expect(result.data[0]?.id).toBe(idField === 'id' ? 7 : 'KEY-7');
    });

    it('covers every record screen of the menu, the delivery log shown inside API management and the audit log inside Account and security', () => {
      expect(Object.keys(kassaConsole.endpoints).sort()).toEqual(
        [
          'payment/PaymentMethod',
          'transfer/AccountsManage',
          'recharge/RechargeRecord',
          'adjustment/AccountAdjustment',
          'user/WithdrawalRecord',
          'assets/Assets',
          'Property/RunningWater',
          'ustd-recharge/index',
          'ustd-withdraw/index',
          'coin-withdraw/index',
          'records/EntryRecord',
          'white/WhiteList',
          'api/WebhookDeliveries',
          'system/AuditLog',
        ].sort(),
      );
    });

    it('rejects when the session ended (code 401), after the client sent the user to /Login', async () => {
      const ui = captureUi();
      stubEndpoint(withdrawals, () => HttpResponse.json(refusal(401, 'Please log in again'), { status: 401 }));

      const error = await dataProvider
        .getList('user/WithdrawalRecord', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
        .catch((reason: unknown) => reason);

      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 401 });
      expect(ui.paths).toEqual(['/Login']);
    });
  });

  describe('getOne', () => {
    it('finds a record through the list’s keyword filter, keeping only the exact match', async () => {
      const calls = stubOk(withdrawals, { list: [withdrawal('W10'), withdrawal('W1')], total: 2 });

      const { data } = await dataProvider.getOne('user/WithdrawalRecord', { id: 'W1' });

      expect(calls[0]?.body).toEqual({ keyword: 'W1', page: 1, page_size: 100 });
      expect(data).toMatchObject({ id: 'W1', order_id: 'W1' });
    });

    it('reads the list page by page when no filter finds a record by its id', async () => {
      const calls = stubEndpoint(paymentMethods, (call) => {
        const page = call.body.page ?? 1;
        const list = Array.from({ length: page === 1 ? 100 : 20 }, (_, index) => paymentMethod((page - 1) * 100 + index + 1));
        return { code: 200, msg: 'ok', detail: 'ok', data: { list, total: 120 } };
      });

      const { data } = await dataProvider.getOne('payment/PaymentMethod', { id: 105 });

      expect(calls.map((call) => call.body)).toEqual([
        { page: 1, page_size: 100 },
        { page: 2, page_size: 100 },
      ]);
      expect(data).toMatchObject({ id: 105, account_number: '0011000105' });
    });

    it('rejects with react-admin’s "not found" message when no record matches', async () => {
      stubOk(withdrawals, { list: [withdrawal('W10')], total: 1 });
      await expect(dataProvider.getOne('user/WithdrawalRecord', { id: 'W1' })).rejects.toThrow('ra.notification.item_doesnt_exist');
    });
  });

  it('getMany reads each record', async () => {
    const calls = stubEndpoint(withdrawals, (call) => ({
      code: 200,
      msg: 'ok',
      detail: 'ok',
      data: { list: [withdrawal(String(call.body.keyword))], total: 1 },
    }));

    const { data } = await dataProvider.getMany('user/WithdrawalRecord', { ids: ['W1', 'W2'] });

    expect(calls.map((call) => call.body.keyword).sort()).toEqual(['W1', 'W2']);
    expect(data.map((record) => record.id)).toEqual(['W1', 'W2']);
  });

  it('getManyReference filters the list by the target field', async () => {
    const calls = stubOk(paymentMethods, { list: [paymentMethod(3)], total: 1 });

    const result = await dataProvider.getManyReference('payment/PaymentMethod', {
      target: 'coin_name',
      id: 'VND',
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'create_time', order: 'DESC' },
      filter: { enabled: true },
    });

    expect(calls[0]?.body).toEqual({ enabled: true, coin_name: 'VND', page: 1, page_size: 25, sort_field: 'create_time', sort_order: 'desc' });
    expect(result).toMatchObject({ total: 1, data: [{ id: 3 }] });
  });

  it('create posts the form values and answers the created record', async () => {
    const calls = stubOk('/v1/merchant/login_ip_white/add', whitelistEntry(9, '203.0.113.7'));

    const { data } = await dataProvider.create('white/WhiteList', { data: { ip: '203.0.113.7' } });

    expect(calls[0]?.body).toEqual({ ip: '203.0.113.7' });
    expect(data).toEqual({ id: 9, ip: '203.0.113.7', create_time: '2025-01-31T08:00:00.000Z' });
  });

  it('update posts the changed fields with the id field and answers the saved record', async () => {
    const calls = stubOk('/v1/merchant/payment_method/update', paymentMethod(7, { enabled: false }));

    const { data } = await dataProvider.update('payment/PaymentMethod', {
      id: 7,
      data: { id: 7, enabled: false },
      previousData: paymentMethod(7),
    });

    expect(calls[0]?.body).toEqual({ id: 7, enabled: false });
    expect(data).toMatchObject({ id: 7, enabled: false, bank_name: 'Vietcombank' });
  });

  it('update does not send react-admin’s id copy when the id field has another name', async () => {
    // No screen of the menu updates such a resource; a custom mapping shows the rule.
    const provider = createDataProvider(httpClient, {
      'user/WithdrawalRecord': { ...kassaConsole.endpoints['user/WithdrawalRecord']!, update: '/v1/merchant/payment_method/update' },
    });
    const calls = stubOk('/v1/merchant/payment_method/update', paymentMethod(1));

    await provider.update('user/WithdrawalRecord', { id: 'W1', data: { id: 'W1', remark: 'x' }, previousData: { id: 'W1' } });

    expect(calls[0]?.body).toEqual({ order_id: 'W1', remark: 'x' });
  });

  it('delete posts the id field and answers the deleted record', async () => {
    const calls = stubOk('/v1/merchant/login_ip_white/delete', null);
    const previousData = { ...whitelistEntry(4, '198.51.100.4') };

    const { data } = await dataProvider.delete('white/WhiteList', { id: 4, previousData });

    expect(calls[0]?.body).toEqual({ id: 4 });
    expect(data).toEqual(previousData);
  });

  it('deleteMany deletes each record', async () => {
    const calls = stubOk('/v1/merchant/payment_method/delete', null);

    const { data } = await dataProvider.deleteMany('payment/PaymentMethod', { ids: [1, 2] });

    expect(calls.map((call) => call.body)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(data).toEqual([1, 2]);
  });

  it('updateMany updates each record', async () => {
    const calls = stubEndpoint('/v1/merchant/payment_method/update', (call) => ({
      code: 200,
      msg: 'ok',
      detail: 'ok',
      data: paymentMethod(call.body.id, { enabled: false }),
    }));

    const { data } = await dataProvider.updateMany('payment/PaymentMethod', { ids: [1, 2], data: { enabled: false } });

    expect(calls.map((call) => call.body)).toEqual([
      { enabled: false, id: 1 },
      { enabled: false, id: 2 },
    ]);
    expect(data).toEqual([1, 2]);
  });

  it('approve posts the order id to withdrawal_record/approval', async () => {
    const calls = stubOk('/v1/merchant/withdrawal_record/approval', withdrawal('W1', { order_status: 'approved', audit: 'operator' }));

    const { data } = await dataProvider.approve('user/WithdrawalRecord', { id: 'W1' });

    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.pathname).toBe('/v1/merchant/withdrawal_record/approval');
    expect(calls[0]?.body).toEqual({ order_id: 'W1' });
    expect(data).toMatchObject({ id: 'W1', order_status: 'approved', audit: 'operator' });
  });

  it('reject posts the order id and the reason to withdrawal_record/reject', async () => {
    const calls = stubOk('/v1/merchant/withdrawal_record/reject', withdrawal('W1', { order_status: 'rejected', remark: 'Wrong address' }));

    const { data } = await dataProvider.reject('user/WithdrawalRecord', { id: 'W1', reason: 'Wrong address' });

    expect(calls[0]?.url.pathname).toBe('/v1/merchant/withdrawal_record/reject');
    expect(calls[0]?.body).toEqual({ order_id: 'W1', reason: 'Wrong address' });
    expect(data).toMatchObject({ id: 'W1', order_status: 'rejected', remark: 'Wrong address' });
  });

  it('a refused approval rejects with the server’s detail shown once', async () => {
    const ui = captureUi();
    stubEndpoint('/v1/merchant/withdrawal_record/approval', refusal(4009, 'This withdrawal has already been reviewed'));

    await expect(dataProvider.approve('user/WithdrawalRecord', { id: 'W1' })).rejects.toMatchObject({ code: 4009, notified: true });
    expect(ui.toasts).toEqual([{ message: 'This withdrawal has already been reviewed', type: 'error' }]);
  });

  it('exportFile posts the filters to asset_flow/export and answers the file', async () => {
    const calls = stubEndpoint(
      '/v1/merchant/asset_flow/export',
      new HttpResponse('\uFEFFserial_number\nF1\n', {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="fund-flow.csv"' },
      }),
    );

    const file = await dataProvider.exportFile('Property/RunningWater', { filter: { coin_name: 'USDT', transaction_type: '' } });

    expect(calls[0]?.body).toEqual({ coin_name: 'USDT' });
    expect(file.filename).toBe('fund-flow.csv');
    expect(file.blob.size).toBeGreaterThan(0);
  });

  it('rejects a resource it does not know with a clear error', async () => {
    await expect(
      dataProvider.getList('posts', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
    ).rejects.toThrow('Unknown resource "posts"');
  });

  it.each([
    ['approve', () => dataProvider.approve('white/WhiteList', { id: 1 })],
    ['reject', () => dataProvider.reject('assets/Assets', { id: 'USDT', reason: 'no' })],
    ['delete', () => dataProvider.delete('user/WithdrawalRecord', { id: 'W1' })],
    ['update', () => dataProvider.update('records/EntryRecord', { id: 1, data: {}, previousData: { id: 1 } })],
    ['create', () => dataProvider.create('Property/RunningWater', { data: {} })],
    ['export', () => dataProvider.exportFile('assets/Assets', { filter: {} })],
  ] as const)('rejects an operation a resource does not offer (%s)', async (operation, call) => {
    await expect(call()).rejects.toThrow(`does not support ${operation}`);
  });
});
