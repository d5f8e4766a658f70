import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { merchantIdOfCode, orderIdOfCode } from '../../../openapi/walletCodes';
import { Field, FormError } from '../../payer/Field';
import { useI18n } from '../i18n';
import { navigate, pages } from '../router';
import { ScreenTitle, useSubmit } from './parts';

/** The browser's own QR reader (Chromium on Android, Safari 17+ with it enabled): no decoding library is loaded. */
interface BarcodeDetectorLike {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** How often a frame of the camera is read. */
export const scanIntervalMs = 250;

function barcodeDetector(): BarcodeDetectorConstructor | null {
  const found = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  return typeof found === 'function' && typeof navigator.mediaDevices?.getUserMedia === 'function' ? found : null;
}

/** The page a code leads to: an order's confirmation or a merchant's payment; null when it is no code of ours. */
export function pageOfCode(code: string): string | null {
  const order = orderIdOfCode(code);
  if (order) return `${pages.pay}?order=${encodeURIComponent(order)}`;
  const merchant = merchantIdOfCode(code);
  if (merchant !== null) return `${pages.pay}?merchant=${merchant}`;
  return null;
}

type Camera = 'starting' | 'on' | 'failed';

/**
 * Scan: the camera through the browser's BarcodeDetector where there is one (feature-detected), and always a field
 * for a typed or pasted code or link. A code leads to the order's confirmation or the merchant's payment.
 */
export function Scan() {
  const { t } = useI18n();
  const supported = barcodeDetector() !== null;
  const [wanted, setWanted] = useState(supported);
  // Each press of "use camera" is a new attempt, after a refusal too.
  const [attempt, setAttempt] = useState(0);
  const [camera, setCamera] = useState<Camera>('starting');
  const [code, setCode] = useState('');
  const [notOurs, setNotOurs] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const { errors, busy, submit, formRef } = useSubmit();

  const go = useCallback((text: string): boolean => {
    const page = pageOfCode(text);
    setNotOurs(page === null);
    if (page) navigate(page);
    return page !== null;
  }, []);

  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  }, []);

  useEffect(() => {
    const Detector = barcodeDetector();
    if (!wanted || !Detector) return undefined;
    setCamera('starting');
    let cancelled = false;
    let timer: ReturnType<typeof setInterval> | null = null;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (opened) => {
        if (cancelled) return opened.getTracks().forEach((track) => track.stop());
        stream.current = opened;
        const element = video.current;
        if (!element) return undefined;
        element.srcObject = opened;
        await element.play();
        setCamera('on');
        const detector = new Detector({ formats: ['qr_code'] });
        let reading = false;
        timer = setInterval(() => {
          if (reading || element.readyState < 2) return;
          reading = true;
          detector
            .detect(element)
            .then((found) => {
              const text = found[0]?.rawValue;
              if (text && go(text)) stop();
            })
            .catch(() => undefined)
            .finally(() => {
              reading = false;
            });
        }, scanIntervalMs);
        return undefined;
      })
      .catch(() => {
        if (!cancelled) setCamera('failed');
      });
    return () => {
      cancelled = true;
      if (timer) clearInterval(timer);
      stop();
    };
  }, [wanted, attempt, go, stop]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotOurs(false);
    await submit('scan', { code }, async () => {
      go(code.trim());
    });
  };

  return (
    <div className="stack">
      <ScreenTitle>{t('wallet.scan.title')}</ScreenTitle>
      {supported ? (
        <section className="stack center" aria-label={t('wallet.scan.preview')}>
          {wanted && camera !== 'failed' ? (
            <>
              <div className="camera">
                <video ref={video} muted playsInline aria-label={t('wallet.scan.preview')} />
              </div>
              <p role="status">{camera === 'on' ? t('wallet.scan.camera') : t('wallet.scan.starting')}</p>
              <button type="button" className="button" onClick={() => setWanted(false)}>
                {t('wallet.scan.stopCamera')}
              </button>
            </>
          ) : (
            <>
              {camera === 'failed' ? <p role="alert">{t('wallet.scan.denied')}</p> : null}
              <button
                type="button"
                className="button"
                onClick={() => {
                  setWanted(true);
                  setAttempt((count) => count + 1);
                }}
              >
                {t('wallet.scan.useCamera')}
              </button>
            </>
          )}
        </section>
      ) : (
        <p className="notice">{t('wallet.scan.noCamera')}</p>
      )}
      <form ref={formRef} className="stack" onSubmit={onSubmit} noValidate>
        <Field
          label={t('wallet.scan.code')}
          hint={t('wallet.scan.codeHint')}
          name="code"
          value={code}
          onValue={(value) => {
            setCode(value);
            setNotOurs(false);
          }}
          error={errors.code}
          invalid={notOurs}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
        />
        <FormError message={notOurs && t('wallet.scan.notKassa')} />
        <button type="submit" className="button primary" disabled={busy}>
          {t('wallet.scan.submit')}
        </button>
      </form>
    </div>
  );
}
