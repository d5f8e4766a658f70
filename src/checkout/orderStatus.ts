import { useCallback, useEffect, useRef, useState } from 'react';
import { useTicker } from '../payer/time';
import { checkoutApi, PayerApiError, codes, orderEventsUrl, orderFromEvent, type CheckoutOrder, type CheckoutStatus } from './api';

/** Spec: status reaches the page by server-sent events; polling checkout/order every 3 s is the fallback. */
export const pollIntervalMs = 3000;

/** Statuses after which nothing changes any more. */
export function isFinal(status: CheckoutStatus): boolean {
  return status === 'paid' || status === 'expired' || status === 'cancelled';
}

export type LoadProblem = 'notFound' | 'failed' | null;

export interface OrderState {
  order: CheckoutOrder | null;
  problem: LoadProblem;
  /** Asks the server for the order now (the server decides expiry). */
  refresh: () => Promise<void>;
  /** Takes an order the server answered to another call (pay). */
  accept: (order: CheckoutOrder) => void;
  /** The server's clock: the device's clock corrected by the last answer's server_time. */
  serverNow: () => number;
}

/**
 * The order and its live status: loaded once, then followed through EventSource on checkout/order/events;
 * when the stream fails (or the browser has none), checkout/order is polled every 3 s until the order is final.
 */
export function useCheckoutOrder(orderId: string): OrderState {
  const [order, setOrder] = useState<CheckoutOrder | null>(null);
  const [problem, setProblem] = useState<LoadProblem>(null);
  const offset = useRef(0);

  const accept = useCallback((next: CheckoutOrder) => {
    offset.current = Date.parse(next.server_time) - Date.now();
    // A final answer is never undone by an older, slower one.
    setOrder((previous) => (previous && isFinal(previous.status) && !isFinal(next.status) ? previous : next));
    setProblem(null);
  }, []);

  const refresh = useCallback(async () => {
    try {
      accept(await checkoutApi.order(orderId));
    } catch (error) {
      const notFound = error instanceof PayerApiError && (error.code === codes.notFound || error.code === 4000);
      setProblem((current) => (notFound ? 'notFound' : current ?? 'failed'));
    }
  }, [accept, orderId]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const live = order !== null && !isFinal(order.status);

  useEffect(() => {
    if (!live) return undefined;
    let timer: ReturnType<typeof setInterval> | null = null;
    let source: EventSource | null = null;
    const poll = () => {
      timer ??= setInterval(() => void refresh(), pollIntervalMs);
    };
    if (typeof EventSource === 'function') {
      source = new EventSource(orderEventsUrl(orderId));
      const onEvent = (event: MessageEvent<string>) => {
        const next = orderFromEvent(event.data);
        if (next) accept(next);
      };
      source.addEventListener('message', onEvent);
      source.addEventListener('order', onEvent as EventListener);
      source.addEventListener('error', () => {
        source?.close();
        poll();
      });
    } else {
      poll();
    }
    return () => {
      source?.close();
      if (timer) clearInterval(timer);
    };
  }, [live, orderId, refresh, accept]);

  const serverNow = useCallback(() => Date.now() + offset.current, []);
  return { order, problem, refresh, accept, serverNow };
}

/** The time left to pay in ms by the server's clock (0 when past). */
export function useTimeLeft(order: CheckoutOrder | null, serverNow: () => number): number {
  const active = order !== null && !isFinal(order.status);
  useTicker(active);
  if (!order) return 0;
  return Math.max(0, Date.parse(order.expire_time) - serverNow());
}
