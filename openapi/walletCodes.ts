/**
 * What a scanned QR code or a pasted link names; the server's wallet/order/resolve and merchant/resolve read the id
 * with these, and the wallet app decides with them which of the two to ask. An order: its public id (ord_…), the
 * wallet's web link (<site>/wallet/pay?order=…, what the checkout's QR code holds), the wallet app's own scheme
 * (kassawallet://pay?order=…) or the checkout page (<site>/checkout/ord_…). A merchant's receiving code:
 * <site>/wallet/pay?merchant=… (the dashboard's QR code), kassa://pay?merchant_id=…, or the merchant ID itself.
 * Only the id is taken from a link: whichever site the link names, the order or merchant must exist here.
 */
const orderIdPattern = /^ord_[0-9a-f]{24}$/;
const merchantIdPattern = /^\d{1,9}$/;

/** The path of a web link's page, without a trailing slash, so /wallet/pay/ and /wallet/pay match alike. */
const pathOf = (url: URL) => url.pathname.replace(/\/+$/, '');

/** The public id of the order the code names, or null when it names no order. */
export function orderIdOfCode(code: string): string | null {
  const text = code.trim();
  if (orderIdPattern.test(text)) return text;
  const url = URL.parse(text);
  if (!url) return null;
  let named: string | null = null;
  if (url.protocol === 'kassawallet:' || ((url.protocol === 'https:' || url.protocol === 'http:') && pathOf(url).endsWith('/wallet/pay'))) {
    named = url.searchParams.get('order');
  } else if (url.protocol === 'https:' || url.protocol === 'http:') {
    named = /\/checkout\/(ord_[0-9a-f]{24})$/.exec(pathOf(url))?.[1] ?? null;
  }
  return named !== null && orderIdPattern.test(named) ? named : null;
}

/** The merchant ID the receiving code names, or null when it names no merchant. */
export function merchantIdOfCode(code: string): number | null {
  const text = code.trim();
  let named: string | null = text;
  if (!merchantIdPattern.test(text)) {
    const url = URL.parse(text);
    if (!url) return null;
    if (url.protocol === 'kassa:') named = url.searchParams.get('merchant_id');
    else if ((url.protocol === 'https:' || url.protocol === 'http:') && pathOf(url).endsWith('/wallet/pay')) named = url.searchParams.get('merchant');
    else return null;
  }
  return named !== null && merchantIdPattern.test(named) ? Number(named) : null;
}
