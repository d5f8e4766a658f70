import { delay, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createHttpClient, httpClient, RequestError, wasNotified } from '../../../src/data/httpClient';
import { storage, StorageKey } from '../../../src/data/storage';
import { captureUi, ok, refusal, stubEndpoint } from '../msw';

// Spec section 8, row by row: what the call settles with, where the user is sent, which toast.
const path = '/v1/merchant/transfer/query';
const emptyPage = { list: [], total: 0 };

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
}

describe('error catalogue (spec section 8)', () => {
  it('returns a body without code as is', async () => {
    const ui = captureUi();
    stubEndpoint(path, HttpResponse.json({ list: [1, 2], note: 'no envelope' }));

    await expect(httpClient.post(path, {})).resolves.toEqual({ list: [1, 2], note: 'no envelope' });
    expect(ui.toasts).toEqual([]);
    expect(ui.paths).toEqual([]);
  });

  it.each([200, 6032])('resolves with the body on code %i, silently', async (code) => {
    const ui = captureUi();
    stubEndpoint(path, ok({ list: [], total: 3 }, code));

    await expect(httpClient.post(path, {})).resolves.toEqual(ok({ list: [], total: 3 }, code));
    expect(ui.toasts).toEqual([]);
    expect(ui.paths).toEqual([]);
  });

  it('on code 401 sends the user to /Login, forgets the token and returns the body', async () => {
    const ui = captureUi();
    storage.set(StorageKey.token, 'expired-token');
    stubEndpoint(path, refusal(401, 'Please log in again'));

    await expect(httpClient.post(path, {})).resolves.toEqual(refusal(401, 'Please log in again'));
    expect(ui.paths).toEqual(['/Login']);
    expect(ui.toasts).toEqual([]);
    expect(storage.get(StorageKey.token)).toBeNull();
  });

  it('on code 511 sends the user to /Login with the maintenance message and rejects', async () => {
    const ui = captureUi();
    storage.set(StorageKey.token, 'token-1');
    stubEndpoint(path, refusal(511, 'maintenance'));

    const error = await rejection(httpClient.post(path, {}));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(511);
    expect(wasNotified(error)).toBe(true);
    expect(ui.paths).toEqual(['/Login']);
    expect(ui.toasts).toEqual([{ message: 'kassa.errors.maintenance', type: 'warning' }]);
    expect(storage.get(StorageKey.token)).toBeNull();
  });

  it.each([6034, 512])('on code %i sends the user to /Restricted and stores data.login_ip as loginIp', async (code) => {
    const ui = captureUi();
    stubEndpoint(path, refusal(code, 'Access restricted', { login_ip: '203.0.113.7' }));

    const error = await rejection(httpClient.post(path, {}));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(code);
    expect(ui.paths).toEqual(['/Restricted']);
    expect(ui.toasts).toEqual([]);
    expect(storage.get(StorageKey.loginIp)).toBe('203.0.113.7');
  });

  it('on a restricted code without login_ip drops an earlier loginIp', async () => {
    captureUi();
    storage.set(StorageKey.loginIp, '198.51.100.1');
    stubEndpoint(path, refusal(512, 'Merchant suspended'));

    await rejection(httpClient.post(path, {}));
    expect(storage.get(StorageKey.loginIp)).toBeNull();
  });

  it('on code 6016 shows the detail as an error toast but resolves', async () => {
    const ui = captureUi();
    const body = { code: 6016, msg: 'warning', detail: 'Saved, but the daily limit is nearly reached', data: emptyPage };
    stubEndpoint(path, body);

    await expect(httpClient.post(path, {})).resolves.toEqual(body);
    expect(ui.toasts).toEqual([{ message: 'Saved, but the daily limit is nearly reached', type: 'error' }]);
    expect(ui.paths).toEqual([]);
  });

  it('on any other code shows the detail as an error toast and rejects with an ApiError', async () => {
    const ui = captureUi();
    stubEndpoint(path, refusal(4010, 'Insufficient available balance'));

    const error = await rejection(httpClient.post(path, {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 4010, detail: 'Insufficient available balance', message: 'Insufficient available balance' });
    expect(ui.toasts).toEqual([{ message: 'Insufficient available balance', type: 'error' }]);
    expect(ui.paths).toEqual([]);
  });

  it('names the offending field of a validation refusal (code 4000)', async () => {
    const ui = captureUi();
    stubEndpoint(path, refusal(4000, 'At most two decimal places', { field: 'amount', key: 'kassa.validation.two_decimals' }));

    const error = (await rejection(httpClient.post(path, {}))) as ApiError;
    expect(error.code).toBe(4000);
    expect(error.field).toBe('amount');
    expect(error.data).toEqual({ field: 'amount', key: 'kassa.validation.two_decimals' });
    expect(ui.toasts).toEqual([{ message: 'At most two decimal places', type: 'error' }]);
  });

  it('falls back to msg, then to a generic message, when the refusal has no detail', async () => {
    const ui = captureUi();
    stubEndpoint(path, HttpResponse.json({ code: 4003, msg: 'forbidden' }));
    await rejection(httpClient.post(path, {}));
    stubEndpoint(path, HttpResponse.json({ code: 4003 }));
    await rejection(httpClient.post(path, {}));

    expect(ui.toasts).toEqual([
      { message: 'forbidden', type: 'error' },
      { message: 'kassa.errors.unknown', type: 'error' },
    ]);
  });

  it('on HTTP status 401 with the code-401 envelope (as the server answers) goes to /Login once and returns the body', async () => {
    const ui = captureUi();
    storage.set(StorageKey.token, 'expired-token');
    stubEndpoint(path, HttpResponse.json(refusal(401, 'Please log in again'), { status: 401 }));

    await expect(httpClient.post(path, {})).resolves.toEqual(refusal(401, 'Please log in again'));
    expect(ui.paths).toEqual(['/Login']);
    expect(ui.toasts).toEqual([]);
    expect(storage.get(StorageKey.token)).toBeNull();
  });

  it('on HTTP status 401 without envelope sends the user to /Login, forgets the token and rejects', async () => {
    const ui = captureUi();
    storage.set(StorageKey.token, 'revoked-token');
    stubEndpoint(path, new HttpResponse('Unauthorized', { status: 401 }));

    const error = await rejection(httpClient.post(path, {}));
    expect(error).toMatchObject({ status: 401 });
    expect(ui.paths).toEqual(['/Login']);
    expect(ui.toasts).toEqual([]);
    expect(storage.get(StorageKey.token)).toBeNull();
  });

  it('shows a request error (network failure) as a toast and rejects', async () => {
    const ui = captureUi();
    stubEndpoint(path, HttpResponse.error());

    const error = await rejection(httpClient.post(path, {}));
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ kind: 'network', message: 'kassa.errors.network' });
    expect(ui.toasts).toEqual([{ message: 'kassa.errors.network', type: 'error' }]);
    expect(ui.paths).toEqual([]);
  });

  it('gives up after the timeout, shows it as a toast and rejects', async () => {
    const ui = captureUi();
    stubEndpoint(path, async () => {
      await delay('infinite');
      return ok(emptyPage);
    });
    const client = createHttpClient({ timeoutMs: 30 });

    const error = await rejection(client.post(path, {}));
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ kind: 'timeout', message: 'kassa.errors.timeout' });
    expect(ui.toasts).toEqual([{ message: 'kassa.errors.timeout', type: 'error' }]);
  });

  it('waits 60 000 ms before giving up by default', async () => {
    const ui = captureUi();
    stubEndpoint(path, async () => {
      await delay('infinite');
      return ok(emptyPage);
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const outcome = httpClient.post(path, {}).then(
        () => 'resolved',
        (error: RequestError) => error.kind,
      );
      await vi.advanceTimersByTimeAsync(59_999);
      expect(ui.toasts).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toBe('timeout');
      expect(ui.toasts).toEqual([{ message: 'kassa.errors.timeout', type: 'error' }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows an HTTP error without envelope as a toast with the status and rejects', async () => {
    const ui = captureUi();
    stubEndpoint(path, new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));

    const error = await rejection(httpClient.post(path, {}));
    expect(error).toMatchObject({ kind: 'http', status: 502 });
    expect(ui.toasts).toEqual([{ message: 'kassa.errors.http', type: 'error', args: { status: 502 } }]);
  });

  it('applies the catalogue to an envelope that comes with an HTTP error status', async () => {
    const ui = captureUi();
    stubEndpoint(path, HttpResponse.json(refusal(500, 'Internal error, reference 42'), { status: 500 }));

    const error = await rejection(httpClient.post(path, {}));
    expect(error).toMatchObject({ code: 500, status: 500 });
    expect(ui.toasts).toEqual([{ message: 'Internal error, reference 42', type: 'error' }]);
  });

  it('on code 503 (the database cannot be reached) shows the server’s words as a toast, keeps the session and stays on the page', async () => {
    const ui = captureUi();
    storage.set(StorageKey.token, 'token-1');
    const detail = 'Dịch vụ hiện không kết nối được cơ sở dữ liệu. Vui lòng thử lại sau.';
    stubEndpoint(path, HttpResponse.json(refusal(503, detail, { database: 'unreachable', retry_after: 5 }), { status: 503, headers: { 'Retry-After': '5' } }));

    const error = await rejection(httpClient.post(path, {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 503, status: 503, detail, notified: true });
    expect(ui.toasts).toEqual([{ message: detail, type: 'error' }]);
    expect(ui.paths).toEqual([]);
    expect(storage.get(StorageKey.token)).toBe('token-1');
  });

  it('rejects an unreadable success answer with a toast', async () => {
    const ui = captureUi();
    stubEndpoint(path, new HttpResponse('<!doctype html><title>console</title>', { headers: { 'Content-Type': 'text/html' } }));

    const error = await rejection(httpClient.post(path, {}));
    expect(error).toMatchObject({ kind: 'badResponse' });
    expect(ui.toasts.map((toast) => toast.message)).toEqual(['kassa.errors.badResponse']);
  });

  it('stays silent when the caller cancels the call', async () => {
    const ui = captureUi();
    stubEndpoint(path, async () => {
      await delay('infinite');
      return ok(emptyPage);
    });
    const controller = new AbortController();
    const pending = httpClient.post(path, {}, { signal: controller.signal });
    controller.abort();

    const error = await rejection(pending);
    expect(error).not.toBeInstanceOf(RequestError);
    expect((error as Error).name).toBe('AbortError');
    expect(ui.toasts).toEqual([]);
  });

  it('neither toasts nor navigates for a quiet call, but still rejects', async () => {
    const ui = captureUi();
    stubEndpoint(path, refusal(6034, 'IP not allowed', { login_ip: '203.0.113.9' }));
    await expect(httpClient.post(path, {}, { quiet: true })).rejects.toMatchObject({ code: 6034, notified: false });
    stubEndpoint(path, refusal(4001, 'Wrong credentials'));
    await expect(httpClient.post(path, {}, { quiet: true })).rejects.toMatchObject({ code: 4001 });

    expect(ui.toasts).toEqual([]);
    expect(ui.paths).toEqual([]);
  });
});

describe('file downloads', () => {
  const exportPath = '/v1/merchant/asset_flow/export';

  it('resolves with the blob and the file name of Content-Disposition', async () => {
    const calls = stubEndpoint(
      exportPath,
      new HttpResponse('serial_number,coin_name\nF1,USDT\n', {
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': `attachment; filename="fund-flow.csv"; filename*=UTF-8''${encodeURIComponent('资金流水.csv')}`,
        },
      }),
    );

    const file = await httpClient.download(exportPath, { coin_name: 'USDT' });
    expect(file.filename).toBe('资金流水.csv');
    expect(await file.blob.text()).toBe('serial_number,coin_name\nF1,USDT\n');
    expect(calls[0]?.body).toEqual({ coin_name: 'USDT' });
  });

  it('reads a plain quoted file name', async () => {
    stubEndpoint(exportPath, new HttpResponse('x', { headers: { 'Content-Disposition': 'attachment; filename="flow 2025.xlsx"' } }));
    await expect(httpClient.download(exportPath, {})).resolves.toMatchObject({ filename: 'flow 2025.xlsx' });
  });

  it('applies the catalogue when the server answers an envelope instead of a file', async () => {
    const ui = captureUi();
    stubEndpoint(exportPath, refusal(4000, 'The time range is too long', { field: 'end_time' }));

    await expect(httpClient.download(exportPath, {})).rejects.toMatchObject({ code: 4000, field: 'end_time' });
    expect(ui.toasts).toEqual([{ message: 'The time range is too long', type: 'error' }]);
  });
});
