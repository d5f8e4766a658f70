import { useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { ResultCode } from '../../openapi/codes';
import { ApiError } from '../data/httpClient';
import { lookupContractMessage } from '../../openapi/i18n/dictionaries';

/*
 * Sending a request exactly once (docs/add-a-resource.md, "Money-moving forms"), and showing its refusal
 * where the operator can act on it.
 */

function newIdempotencyKey(): string {
  // randomUUID needs a secure context; getRandomValues does not (a console served over plain HTTP).
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** True when the server answered with a decision (a refusal), so the same request will not be retried. */
function serverDecided(error: unknown): boolean {
  return error instanceof ApiError && error.code !== ResultCode.internalError;
}

/**
 * The Idempotency-Key of one form or dialog, made when it opens: one key per intent of the operator. Every
 * send of the request carries it, so a retry after no answer (network failure, timeout) and a second click
 * after a success (before the page moves on) are recognised by the server as the same request: money moves
 * once. The key is given up only with the form (the page is left, the dialog closed, the form reset), or after
 * a refusal: the operator will change the values, and the same key with another body is refused (4022).
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  if (key.current === null) key.current = newIdempotencyKey();
  return {
    get key(): string {
      return key.current as string;
    },
    /** The request failed; the key stays only when the server may not have decided. */
    failed(error: unknown) {
      if (serverDecided(error)) key.current = newIdempotencyKey();
    },
  };
}

/**
 * Runs one submission at a time: a second click while one runs does nothing (a double click sends once).
 * After `sent()` (the server carried the intent out) nothing runs any more until the form is left: `blocked`
 * stays true, so the button that sent it stays disabled.
 */
export function useSubmitOnce() {
  const busy = useRef(false);
  const done = useRef(false);
  const [blocked, setBlocked] = useState(false);
  async function run<T>(task: () => Promise<T>): Promise<T | undefined> {
    if (busy.current || done.current) return undefined;
    busy.current = true;
    setBlocked(true);
    try {
      return await task();
    } finally {
      busy.current = false;
      if (!done.current) setBlocked(false);
    }
  }
  return {
    run,
    blocked,
    sent() {
      done.current = true;
    },
  };
}

/**
 * The message of a refused field: its i18n key when the key needs no values, so it reads in the console's
 * language whatever language the request was answered in; otherwise the server's `detail`, which has the
 * values filled in.
 */
function refusedFieldMessage(error: ApiError): string {
  const key = (error.data as { key?: unknown } | null | undefined)?.key;
  const english = typeof key === 'string' ? lookupContractMessage('en', key) : undefined;
  if (typeof key === 'string' && english !== undefined && !english.includes('%{')) return key;
  return error.detail || error.message || 'kassa.validation.invalid';
}

/**
 * A validation refusal (code 4000) as react-admin submission errors, on the field `data.field` names, so
 * the message shows on that field: return it from a form's `onSubmit`. Undefined for any other failure, or
 * for a field the form does not show (the HTTP client's toast has already told the operator).
 */
export function fieldErrorsOf(error: unknown, fields: readonly string[]): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || error.code !== ResultCode.invalidInput) return undefined;
  const field = error.field;
  if (field === undefined || !fields.includes(field)) return undefined;
  return { [field]: refusedFieldMessage(error) };
}

/**
 * Shows a failure the HTTP client has not shown yet. The client shows every refusal and network failure
 * it meets (spec section 8), so showing those again would double the toast.
 */
export function useReportFailure(): (error: unknown) => void {
  const notify = useNotify();
  return (error: unknown) => {
    if ((error as { notified?: unknown } | null)?.notified === true) return;
    notify(error instanceof Error ? error.message : 'kassa.errors.unknown', { type: 'error' });
  };
}
