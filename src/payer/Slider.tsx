import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { components } from '../data/api-types';
import { PayerApiError, type BodyOf } from './http';
import { usePayerI18n } from './i18n';
import { useToast } from './toasts';

export type SliderChallenge = components['schemas']['SliderChallenge'];
export type SliderToken = components['schemas']['SliderToken'];
type SliderVerifyBody = BodyOf<'/v1/checkout/slider/verify'>;

type Phase = 'idle' | 'sliding' | 'verifying' | 'passed' | 'failed';

/** Keyboard steps of the slider, in percent. */
const keySteps: Record<string, (value: number) => number> = {
  ArrowRight: (value) => value + 10,
  ArrowUp: (value) => value + 10,
  ArrowLeft: (value) => value - 10,
  ArrowDown: (value) => value - 10,
  PageUp: (value) => value + 25,
  PageDown: (value) => value - 25,
  Home: () => 0,
  End: () => 100,
};

/** A drag released this close to the end counts as the end. */
const releaseAtEnd = 97;

/**
 * The server refuses a slide shorter than 300 ms as scripted; a keyboard user pressing End completes at once, so the
 * page verifies no sooner than this after the start (the time sent is the real time from start to verification).
 */
export const minimumSlideMs = 400;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface SlideToVerifyProps {
  /** Opens a challenge (the checkout's or the wallet's slider/start). */
  start: () => Promise<SliderChallenge>;
  /** Completes it (slider/verify): the checkout's and the wallet's take the same body. */
  verify: (body: SliderVerifyBody) => Promise<SliderToken>;
  /** The slider was completed and the server gave a single-use login token. */
  onVerified: (token: SliderToken) => void;
  /** The token ran out before it was used. */
  onExpired: () => void;
  /** 'Please slide the bar first', shown under the bar. */
  error?: string | undefined;
  /** The server's clock, for the token's expiry. */
  serverNow: () => number;
}

/**
 * Slide-to-verify (spec section 5): a real slider (role="slider", 0–100), operable by pointer drag and by
 * keyboard (arrows, Page Up/Down, Home, End). Starting to slide opens a challenge (slider/start); reaching the
 * end completes it (slider/verify), which answers the token the sign-in requires.
 */
export function SlideToVerify({ start, verify, onVerified, onExpired, error, serverNow }: SlideToVerifyProps) {
  const { t } = usePayerI18n();
  const toast = useToast();
  const id = useId();
  const [value, setValue] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const [refusal, setRefusal] = useState('');
  const valueRef = useRef(0);
  const challenge = useRef<{ promise: Promise<SliderChallenge>; startedAt: number } | null>(null);
  const track = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; startValue: number; width: number } | null>(null);
  const expiry = useRef<ReturnType<typeof setTimeout> | null>(null);
  const locked = phase === 'verifying' || phase === 'passed';

  useEffect(() => () => void (expiry.current && clearTimeout(expiry.current)), []);

  const show = (next: number) => {
    const clamped = Math.min(100, Math.max(0, Math.round(next)));
    valueRef.current = clamped;
    setValue(clamped);
    return clamped;
  };

  const begin = () => {
    if (!challenge.current) {
      const promise = start();
      promise.catch(() => undefined);
      challenge.current = { promise, startedAt: performance.now() };
    }
    setPhase('sliding');
    setRefusal('');
  };

  const fail = (reason: unknown) => {
    challenge.current = null;
    show(0);
    setPhase('failed');
    if (reason instanceof PayerApiError && reason.code === 0) toast(t('payer.errors.network'), 'error');
    else if (reason instanceof PayerApiError && reason.detail) setRefusal(reason.detail);
  };

  const complete = async () => {
    const current = challenge.current;
    if (!current) return;
    setPhase('verifying');
    try {
      const opened = await current.promise;
      // A timer may fire a little before its time: wait until the minimum has really passed.
      for (let early = minimumSlideMs - (performance.now() - current.startedAt); early > 0; early = minimumSlideMs - (performance.now() - current.startedAt)) {
        await pause(Math.ceil(early));
      }
      const token = await verify({
        challenge_id: opened.challenge_id,
        position: valueRef.current / 100,
        elapsed_ms: Math.round(performance.now() - current.startedAt),
      });
      challenge.current = null;
      setPhase('passed');
      onVerified(token);
      const lifetime = Date.parse(token.expire_time) - serverNow();
      expiry.current = setTimeout(() => {
        show(0);
        setPhase('idle');
        onExpired();
      }, Math.max(1000, lifetime));
    } catch (reason) {
      fail(reason);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = keySteps[event.key];
    if (!step) return;
    event.preventDefault();
    if (locked) return;
    begin();
    if (show(step(valueRef.current)) === 100) void complete();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (locked || !track.current || !handle.current) return;
    event.preventDefault();
    handle.current.focus();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      startX: event.clientX,
      startValue: valueRef.current,
      width: Math.max(1, track.current.clientWidth - handle.current.offsetWidth),
    };
    begin();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    show(current.startValue + ((event.clientX - current.startX) / current.width) * 100);
  };

  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    if (valueRef.current >= releaseAtEnd) {
      show(100);
      void complete();
    } else {
      show(0);
    }
  };

  const status =
    phase === 'passed'
      ? t('payer.slider.passed')
      : phase === 'verifying'
        ? t('payer.slider.verifying')
        : phase === 'failed'
          ? refusal || t('payer.slider.failed')
          : t('payer.slider.instruction');

  return (
    <div className="slider-field">
      <div
        ref={track}
        className={`slider-track slider-${phase}${error ? ' slider-invalid' : ''}`}
        style={{ ['--slider-value' as string]: value / 100 }}
      >
        <div className="slider-fill" aria-hidden="true" />
        <span className="slider-text" id={`${id}-status`}>
          {status}
        </span>
        <div
          ref={handle}
          role="slider"
          tabIndex={0}
          className="slider-handle"
          aria-label={t('payer.slider.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-valuetext={phase === 'passed' ? t('payer.slider.passed') : t('payer.slider.valueText', { value })}
          aria-describedby={error ? `${id}-status ${id}-error` : `${id}-status`}
          aria-disabled={locked ? true : undefined}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <span aria-hidden="true">{phase === 'passed' ? '✓' : '»'}</span>
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {phase === 'passed' || phase === 'failed' ? status : ''}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
