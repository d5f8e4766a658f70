import { useI18n } from '../i18n';

export type PayMethod = 'qr' | 'app' | 'login';

export const payMethods: readonly PayMethod[] = ['qr', 'app', 'login'];

const keys = {
  qr: ['checkout.landing.qr', 'checkout.landing.qrHint'],
  app: ['checkout.landing.app', 'checkout.landing.appHint'],
  login: ['checkout.landing.login', 'checkout.landing.loginHint'],
} as const;

const icons: Record<PayMethod, string> = { qr: '▦', app: '↗', login: '☺' };

/** The three ways to pay: a list of buttons (phone) or the side navigation of the web payment (desktop). */
export function MethodChooser({ active, onChoose, compact }: { active: PayMethod | null; onChoose: (method: PayMethod) => void; compact?: boolean }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t('checkout.landing.choose')} className={compact ? 'methods compact' : 'methods'}>
      {compact ? null : <h2>{t('checkout.landing.choose')}</h2>}
      <ul>
        {payMethods.map((method) => (
          <li key={method}>
            <button type="button" className="method" aria-current={active === method ? 'true' : undefined} onClick={() => onChoose(method)}>
              <span className="method-icon" aria-hidden="true">
                {icons[method]}
              </span>
              <span className="method-text">
                <span className="method-name">{t(keys[method][0])}</span>
                <span className="method-hint">{t(keys[method][1])}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
