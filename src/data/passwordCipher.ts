/**
 * Encrypts the login password in the browser with the server's RSA public key
 * (RSA-OAEP with SHA-256), so the password never travels in clear text, even to a logging proxy.
 */

/** Reads a public key given as SPKI PEM (`-----BEGIN PUBLIC KEY-----`) or as its bare base64 body: the DER bytes. */
export function spkiFromPem(pem: string): Uint8Array<ArrayBuffer> {
  const base64 = pem
    .replace(/-----BEGIN [^-]+-----/, '')
    .replace(/-----END [^-]+-----/, '')
    .replace(/\s+/g, '');
  if (base64 === '') throw new Error('The public key is empty');
  return base64ToBytes(base64);
}

/** Encrypts `password` with the SPKI PEM public key; the result is base64. */
export async function encryptPassword(password: string, publicKeyPem: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'spki',
    spkiFromPem(publicKeyPem),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const ciphertext = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
  return bytesToBase64(new Uint8Array(ciphertext));
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
