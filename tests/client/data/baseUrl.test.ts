import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createBaseUrlSelector, parseBaseUrls } from '../../../src/data/baseUrl';
import { createHttpClient, RequestError } from '../../../src/data/httpClient';
import { captureUi, ok, server, stubEndpoint, stubOk } from '../msw';

// Spec section 7: the base address is the first healthy entry of a configured list (GET /healthy).
const first = 'https://api-a.test';
const second = 'https://api-b.test';
const path = '/v1/merchant/asset/query';
const emptyPage = { list: [], total: 0 };

type Health = 'up' | 'down' | 'unreachable';

/** Answers GET <base>/healthy as told (changeable during the test) and counts the checks. */
function health(base: string, initial: Health) {
  const state = { now: initial, checks: 0 };
  server.use(
    http.get(`${base}/healthy`, () => {
      state.checks += 1;
      if (state.now === 'unreachable') return HttpResponse.error();
      return state.now === 'up'
        ? HttpResponse.json({ status: 'ok', time: new Date().toISOString() })
        : HttpResponse.json({ status: 'down' }, { status: 503 });
    }),
  );
  return state;
}

function clientOver(candidates: string[]) {
  const baseUrls = createBaseUrlSelector({ candidates });
  return { baseUrls, client: createHttpClient({ baseUrls }) };
}

describe('parseBaseUrls', () => {
  it('reads a comma-separated list, trimming spaces and trailing slashes', () => {
    expect(parseBaseUrls(' https://api-a.test/ ,https://api-b.test')).toEqual([first, second]);
  });

  it('means the same origin when nothing is configured', () => {
    expect(parseBaseUrls(undefined)).toEqual(['']);
    expect(parseBaseUrls('')).toEqual(['']);
    expect(parseBaseUrls(' , ')).toEqual(['']);
  });
});

describe('base address selection', () => {
  it('skips a first entry that is unreachable and sends the call to the first healthy one', async () => {
    health(first, 'unreachable');
    health(second, 'up');
    const onFirst = stubOk(path, emptyPage, 200, { base: first });
    const onSecond = stubOk(path, emptyPage, 200, { base: second });
    const { client } = clientOver([first, second]);

    await expect(client.post(path, {})).resolves.toEqual(ok(emptyPage));
    expect(onFirst).toHaveLength(0);
    expect(onSecond).toHaveLength(1);
  });

  it('skips a first entry whose /healthy answers an error status', async () => {
    health(first, 'down');
    health(second, 'up');
    const onSecond = stubOk(path, emptyPage, 200, { base: second });
    const { client } = clientOver([first, second]);

    await client.post(path, {});
    expect(onSecond).toHaveLength(1);
  });

  it('prefers the first entry when it is healthy, even if a later one answers too', async () => {
    health(first, 'up');
    health(second, 'up');
    const onFirst = stubOk(path, emptyPage, 200, { base: first });
    const { client } = clientOver([first, second]);

    await client.post(path, {});
    expect(onFirst).toHaveLength(1);
  });

  it('remembers the choice: later calls do not check again, nor does a reload in the same tab', async () => {
    const firstHealth = health(first, 'unreachable');
    const secondHealth = health(second, 'up');
    const onSecond = stubOk(path, emptyPage, 200, { base: second });
    const { client } = clientOver([first, second]);

    await client.post(path, {});
    await client.post(path, {});
    // A new selector stands for the page loaded again: it reads the choice from sessionStorage.
    const { client: afterReload } = clientOver([first, second]);
    await afterReload.post(path, {});

    expect(onSecond).toHaveLength(3);
    expect(firstHealth.checks + secondHealth.checks).toBe(2);
  });

  it('checks once for calls made at the same time', async () => {
    const firstHealth = health(first, 'up');
    stubOk(path, emptyPage, 200, { base: first });
    const { client } = clientOver([first, second]);

    await Promise.all([client.post(path, {}), client.post(path, {}), client.post(path, {})]);
    expect(firstHealth.checks).toBe(1);
  });

  it('after a network failure chooses again and retries the call once on the new base', async () => {
    const ui = captureUi();
    const firstHealth = health(first, 'up');
    health(second, 'up');
    const onFirst = stubEndpoint(
      path,
      () => {
        // The first base goes down after answering its health check.
        firstHealth.now = 'unreachable';
        return HttpResponse.error();
      },
      { base: first },
    );
    const onSecond = stubOk(path, emptyPage, 200, { base: second });
    const { client } = clientOver([first, second]);

    await expect(client.post(path, { coin_name: 'USDT' })).resolves.toEqual(ok(emptyPage));

    expect(onFirst).toHaveLength(1);
    expect(onSecond).toHaveLength(1);
    expect(onSecond[0]?.body).toEqual({ coin_name: 'USDT' });
    expect(ui.toasts).toEqual([]);

    // The new choice sticks.
    await client.post(path, {});
    expect(onFirst).toHaveLength(1);
    expect(onSecond).toHaveLength(2);
  });

  it('after a timeout chooses again and retries on the new base', async () => {
    const firstHealth = health(first, 'up');
    health(second, 'up');
    stubEndpoint(
      path,
      async () => {
        firstHealth.now = 'down';
        await new Promise((resolve) => setTimeout(resolve, 500));
        return ok(emptyPage);
      },
      { base: first },
    );
    const onSecond = stubOk(path, emptyPage, 200, { base: second });
    const baseUrls = createBaseUrlSelector({ candidates: [first, second] });
    const client = createHttpClient({ baseUrls, timeoutMs: 50 });

    await expect(client.post(path, {})).resolves.toEqual(ok(emptyPage));
    expect(onSecond).toHaveLength(1);
  });

  it('retries a money-moving call with the same Idempotency-Key', async () => {
    const firstHealth = health(first, 'up');
    health(second, 'up');
    const transferPath = '/v1/merchant/transfer/add';
    const onFirst = stubEndpoint(
      transferPath,
      () => {
        firstHealth.now = 'unreachable';
        return HttpResponse.error();
      },
      { base: first },
    );
    const onSecond = stubEndpoint(transferPath, () => HttpResponse.json(ok(null)), { base: second });
    const { client } = clientOver([first, second]);

    await client.post(transferPath, { coin_name: 'USDT', receipt_merchant_id: 'M2', transfer_amount: '10.00' });

    const firstKey = onFirst[0]?.headers.get('Idempotency-Key');
    expect(firstKey).toBeTruthy();
    expect(onSecond[0]?.headers.get('Idempotency-Key')).toBe(firstKey);
  });

  it('does not send a write without Idempotency-Key twice: it chooses again and reports the failure', async () => {
    const ui = captureUi();
    const firstHealth = health(first, 'up');
    health(second, 'up');
    const addPath = '/v1/merchant/login_ip_white/add';
    stubEndpoint(
      addPath,
      () => {
        firstHealth.now = 'unreachable';
        return HttpResponse.error();
      },
      { base: first },
    );
    const onSecond = stubEndpoint(addPath, () => HttpResponse.json(ok(null)), { base: second });
    const { client } = clientOver([first, second]);

    await expect(client.post(addPath, { ip: '203.0.113.7' })).rejects.toMatchObject({ kind: 'network' });
    expect(onSecond).toHaveLength(0);
    expect(ui.toasts).toEqual([{ message: 'kassa.errors.network', type: 'error' }]);

    // The next call goes to the base chosen after the failure.
    await client.post(addPath, { ip: '203.0.113.7' });
    expect(onSecond).toHaveLength(1);
  });

  it('reports that no base answers when every entry is down, and checks again on the next call', async () => {
    const ui = captureUi();
    const firstHealth = health(first, 'unreachable');
    health(second, 'down');
    const onFirst = stubOk(path, emptyPage, 200, { base: first });
    const { client } = clientOver([first, second]);

    const error = await client.post(path, {}).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ kind: 'noHealthyBase', message: 'kassa.errors.noHealthyBase' });
    expect(ui.toasts).toEqual([{ message: 'kassa.errors.noHealthyBase', type: 'error' }]);

    firstHealth.now = 'up';
    await expect(client.post(path, {})).resolves.toEqual(ok(emptyPage));
    expect(onFirst).toHaveLength(1);
  });

  it('uses a single configured entry without a health check', async () => {
    const checks = health(first, 'down');
    const onFirst = stubOk(path, emptyPage, 200, { base: first });
    const { client } = clientOver([first]);

    await client.post(path, {});
    expect(onFirst).toHaveLength(1);
    expect(checks.checks).toBe(0);
  });

  it('with the default configuration calls the console’s own origin', async () => {
    const calls = stubOk(path, emptyPage);
    const { client } = clientOver(parseBaseUrls(undefined));

    await client.post(path, {});
    expect(calls[0]?.url.origin).toBe(window.location.origin);
  });
});
