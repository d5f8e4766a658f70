import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../openapi/codes';
import { ApiError } from '../../../src/data/httpClient';
import { useIdempotencyKey, useSubmitOnce } from '../../../src/resourceLayer/submit';

/*
 * One submission per intent: what the money forms and the review dialogs do with their Idempotency-Key and
 * their lock, click by click, without depending on how fast a stub answers.
 */

/** A form's sending, as ResourceForm wires it: the key on every send, locked after a success. */
function useMoneyForm(send: (key: string) => Promise<void>) {
  const idempotency = useIdempotencyKey();
  const { run, blocked, sent } = useSubmitOnce();
  const submit = () =>
    run(async () => {
      try {
        await send(idempotency.key);
        sent();
      } catch (error) {
        idempotency.failed(error);
      }
    });
  return { submit, blocked };
}

const refusal = new ApiError({ code: ResultCode.insufficientBalance, msg: 'error', detail: 'Not enough available balance.', data: null }, 200, true);
const noAnswer = new TypeError('Failed to fetch');

describe('one submission per intent', () => {
  it('after a success, a second click sends nothing and the button stays disabled until the form is left', async () => {
    const keys: string[] = [];
    const { result, unmount } = renderHook(() => useMoneyForm(async (key) => void keys.push(key)));

    await act(() => result.current.submit());
    expect(keys).toHaveLength(1);
    expect(result.current.blocked).toBe(true);

    await act(() => result.current.submit());
    await act(() => result.current.submit());
    expect(keys).toHaveLength(1);
    expect(result.current.blocked).toBe(true);
    unmount();
  });

  it('a new form is a new intent with a new key', async () => {
    const keys: string[] = [];
    for (let opening = 0; opening < 2; opening += 1) {
      const { result, unmount } = renderHook(() => useMoneyForm(async (key) => void keys.push(key)));
      await act(() => result.current.submit());
      unmount();
    }
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a retry after no answer carries the same key, so the server recognises it', async () => {
    const keys: string[] = [];
    let fail = true;
    const { result } = renderHook(() =>
      useMoneyForm(async (key) => {
        keys.push(key);
        if (fail) throw noAnswer;
      }),
    );
    await act(() => result.current.submit());
    expect(result.current.blocked).toBe(false);
    fail = false;
    await act(() => result.current.submit());
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('after a refusal the operator may change the values: the next send is a new request with a new key', async () => {
    const keys: string[] = [];
    let fail = true;
    const { result } = renderHook(() =>
      useMoneyForm(async (key) => {
        keys.push(key);
        if (fail) throw refusal;
      }),
    );
    await act(() => result.current.submit());
    fail = false;
    await act(() => result.current.submit());
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    expect(result.current.blocked).toBe(true);
  });

  it('clicks while a send runs are dropped', async () => {
    const keys: string[] = [];
    let answer: () => void = () => undefined;
    const { result } = renderHook(() =>
      useMoneyForm(
        (key) =>
          new Promise<void>((resolve) => {
            keys.push(key);
            answer = resolve;
          }),
      ),
    );
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.submit();
    });
    await act(() => result.current.submit());
    answer();
    await act(() => first);
    expect(keys).toHaveLength(1);
  });
});
