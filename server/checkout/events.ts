/**
 * The order's state as it changes, for the checkout page (server-sent events): the order at once, then again each
 * time it changes, until a final state (paid, cancelled, expired) ends the stream. Any server process may change
 * the order (the API, the wallet app, `npm run ops`, the expiry round), so each connection reads the database about
 * once a second rather than listening in-process; that works the same on PGlite and PostgreSQL.
 */
import { ResultCode } from '../../openapi/codes';
import type { endpoints } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import type { StreamCall } from '../http/route';
import { checkoutOrderView, isFinalStatus, merchantNameOf, readCheckoutOrder, type CheckoutOrderView } from './orderView';

export const checkoutPollIntervalMs = 1000;

/**
 * Open streams of one order in one process. A payer follows an order in a window or two; each stream holds a
 * connection and reads the database every second, so many of them on one order are a flood, not a payer.
 */
export const maxStreamsPerOrder = 5;

/** The open streams per order, per app (one process may hold several apps in the tests). */
const openStreams = new WeakMap<AppContext, Map<string, number>>();

/** Takes a place among the order's streams, or answers 429 naming the cap; the returned function gives it back. */
function takeStreamPlace(context: AppContext, publicId: string): () => void {
  let counts = openStreams.get(context);
  if (!counts) openStreams.set(context, (counts = new Map()));
  const open = counts.get(publicId) ?? 0;
  if (open >= maxStreamsPerOrder) {
    throw new AppError(ResultCode.tooManyRequests, 'kassa.server.tooManyStreams', { max: maxStreamsPerOrder }, null, 429);
  }
  counts.set(publicId, open + 1);
  return () => {
    const left = (counts.get(publicId) ?? 1) - 1;
    if (left > 0) counts.set(publicId, left);
    else counts.delete(publicId);
  };
}

/** Resolves after `ms`, or at once when the signal aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

/** The view without the server's clock: two reads differ only when the order did. */
const stateOf = ({ server_time: _serverTime, ...state }: CheckoutOrderView) => JSON.stringify(state);

export async function streamCheckoutOrder(
  context: AppContext,
  call: StreamCall<(typeof endpoints)['checkoutOrderEvents']>,
  pollIntervalMs = checkoutPollIntervalMs,
): Promise<void> {
  const { clock } = context.config;
  const publicId = call.body.order_id;
  // An unknown order answers 4004 as an envelope: the stream is not open yet.
  let order = await readCheckoutOrder(context, publicId, clock.now());
  const merchantName = await merchantNameOf(context.db, order.merchantId);
  const release = takeStreamPlace(context, publicId);
  try {
    const stream = call.openStream();
    let sent = '';
    for (;;) {
      const view = checkoutOrderView(order, merchantName, clock.now(), context.config.publicUrl);
      const state = stateOf(view);
      if (state !== sent) {
        stream.send(view);
        sent = state;
      }
      if (isFinalStatus(view.status)) break;
      await pause(pollIntervalMs, stream.signal);
      if (stream.signal.aborted) return;
      order = await readCheckoutOrder(context, publicId, clock.now());
    }
    stream.end();
  } finally {
    release();
  }
}
