import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useI18n } from '../i18n';

/** 'Are you sure you want to abandon the payment?' with abandon or continue (spec section 8). */
export function AbandonDialog({ onAbandon, onContinue }: { onAbandon: () => void; onContinue: () => void }) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDivElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    continueButton.current?.focus();
    return () => previous?.focus?.();
  }, []);

  // A modal: Escape continues, Tab stays inside.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onContinue();
    } else if (event.key === 'Tab') {
      const buttons = Array.from(dialog.current?.querySelectorAll<HTMLElement>('button') ?? []);
      const first = buttons[0];
      const last = buttons[buttons.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  return (
    <div className="backdrop">
      <div ref={dialog} className="dialog" role="alertdialog" aria-modal="true" aria-labelledby="abandon-question" onKeyDown={onKeyDown}>
        <p id="abandon-question" className="dialog-text">
          {t('checkout.abandon.question')}
        </p>
        <div className="dialog-actions">
          <button type="button" className="button danger" onClick={onAbandon}>
            {t('checkout.abandon.abandon')}
          </button>
          <button ref={continueButton} type="button" className="button primary" onClick={onContinue}>
            {t('checkout.abandon.continue')}
          </button>
        </div>
      </div>
    </div>
  );
}
