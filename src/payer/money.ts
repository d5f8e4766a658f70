/*
 * Decimal-string money for the payment summary, exact with BigInt (the contract's Money is a decimal string;
 * decimal.js would cost the first load more than these few lines).
 */

function decimalsOf(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

function toUnits(value: string, scale: number): bigint {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const units = BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
  return negative ? -units : units;
}

function fromUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

export interface PaymentSplit {
  /** Taken from reward points (0 when not used). */
  fromReward: string;
  /** Taken from the available balance. */
  fromAvailable: string;
  /** The available balance does not cover its part. */
  insufficient: boolean;
}

/** Spec sections 1 and 9: reward points are deducted before the available balance, when the payer uses them. */
export function splitPayment(amount: string, reward: string, available: string, useReward: boolean): PaymentSplit {
  const scale = Math.max(decimalsOf(amount), decimalsOf(reward), decimalsOf(available));
  const total = toUnits(amount, scale);
  const rewardUnits = useReward ? toUnits(reward, scale) : 0n;
  const fromReward = rewardUnits <= 0n ? 0n : rewardUnits < total ? rewardUnits : total;
  const fromAvailable = total - fromReward;
  const outScale = decimalsOf(amount);
  // At the amount's decimals, or more where a balance carries a finer, non-zero fraction.
  const show = (units: bigint) => {
    let text = fromUnits(units, scale);
    for (let extra = scale - outScale; extra > 0 && text.endsWith('0'); extra -= 1) text = text.slice(0, extra === 1 && outScale === 0 ? -2 : -1);
    return text;
  };
  return { fromReward: show(fromReward), fromAvailable: show(fromAvailable), insufficient: fromAvailable > toUnits(available, scale) };
}

/** An amount with its coin appended (spec section 3). */
export function withCoin(amount: string, coin: string): string {
  return `${amount} ${coin}`;
}

/** Whether the decimal string `amount` is at least `minimum`, exactly (no binary floating point). */
export function isAtLeast(amount: string, minimum: string): boolean {
  const scale = Math.max(decimalsOf(amount), decimalsOf(minimum));
  return toUnits(amount, scale) >= toUnits(minimum, scale);
}
