import { QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';
import type { CheckoutOrder } from '../api';
import { useI18n } from '../i18n';
import { useToast } from '../../payer/toasts';

/** Side of the saved PNG, in pixels. */
const imageSize = 600;

/** Draws the QR code's SVG on a canvas and downloads it as a PNG. */
export async function saveQrImage(svg: SVGSVGElement, fileName: string): Promise<void> {
  const markup = new XMLSerializer().serializeToString(svg);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = imageSize;
  canvas.height = imageSize;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, imageSize, imageSize);
  context.drawImage(image, 0, 0, imageSize, imageSize);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('no image');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The order's QR code (it encodes the wallet app's deep link), dark on white in both themes so it scans. */
export function QrCode({ order, withSave }: { order: CheckoutOrder; withSave?: boolean }) {
  const { t } = useI18n();
  const toast = useToast();
  const box = useRef<HTMLDivElement>(null);

  const save = async () => {
    const svg = box.current?.querySelector('svg');
    if (!svg) return;
    try {
      await saveQrImage(svg, `order-${order.merchant_order_no}.png`);
      toast(t('checkout.qr.saved'), 'success');
    } catch {
      toast(t('payer.errors.unknown'), 'error');
    }
  };

  return (
    <div className="qr">
      <div className="qr-box" ref={box} role="img" aria-label={t('checkout.qr.alt')}>
        <QRCodeSVG value={order.deep_link} size={200} marginSize={2} bgColor="#ffffff" fgColor="#000000" level="M" aria-hidden="true" />
      </div>
      {withSave ? (
        <button type="button" className="button" onClick={() => void save()}>
          {t('checkout.qr.save')}
        </button>
      ) : null}
    </div>
  );
}

export function QrPanel({ order }: { order: CheckoutOrder }) {
  const { t } = useI18n();
  return (
    <section className="stack center" aria-labelledby="qr-title">
      <h2 id="qr-title">{t('checkout.qr.title')}</h2>
      <p>{t('checkout.qr.instructions')}</p>
      <QrCode order={order} withSave />
      <p className="muted" role="status">
        {t('checkout.qr.waiting')}
      </p>
    </section>
  );
}
