/**
 * Authenticator codes (RFC 6238 through the otpauth library): SHA-1, 6 digits, 30-second steps,
 * the settings every authenticator app supports.
 */
import { Secret, TOTP } from 'otpauth';

export const totpPeriodSeconds = 30;
/** One step of drift either way: a code from the previous or next 30 s still counts. */
const driftWindow = 1;
export const totpIssuer = 'Kassa';

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secret: string): TOTP {
  return new TOTP({ issuer: totpIssuer, algorithm: 'SHA1', digits: 6, period: totpPeriodSeconds, secret: Secret.fromBase32(secret) });
}

/**
 * The otpauth URI an authenticator app scans. Written out by hand (rather than otpauth's toString)
 * so `secret` comes first, as in Google's Key Uri Format examples that people compare against.
 */
export function totpUri(username: string, secret: string): string {
  const label = `${encodeURIComponent(totpIssuer)}:${encodeURIComponent(username)}`;
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(totpIssuer)}&algorithm=SHA1&digits=6&period=${totpPeriodSeconds}`;
}

/**
 * The time step the code belongs to when it is valid at `now` (within the drift window), else null.
 * Callers store the step so the same code cannot be used twice.
 */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: now.getTime(), window: driftWindow });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / totpPeriodSeconds) + delta;
}
