/**
 * Whether this page can offer passkeys, decided without loading anything (the login page's first load carries it):
 * the browser has WebAuthn, the page is a secure context (HTTPS, or http://localhost), and its host is a name.
 * Browsers refuse an IP address as a relying party, so a console opened at http://192.0.2.5:8080 offers no passkey
 * rather than a button that can only fail.
 */
export function passkeysOffered(): boolean {
  if (typeof window === 'undefined' || typeof window.PublicKeyCredential !== 'function' || !window.isSecureContext) return false;
  const host = window.location.hostname;
  return !/^\d{1,3}(\.\d{1,3}){3}$/.test(host) && !host.startsWith('[') && !host.includes(':');
}
