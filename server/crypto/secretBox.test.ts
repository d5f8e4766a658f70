import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { secretBoxFromKey } from './secretBox.js';

describe('secret box', () => {
  const box = secretBoxFromKey(randomBytes(32));

  it('opens what it sealed, for the same purpose only', () => {
    const sealed = box.seal('the secret', 'api_key');
    expect(box.open(sealed, 'api_key')).toBe('the secret');
    expect(() => box.open(sealed, 'webhook')).toThrow();
  });

  it('refuses a value whose authentication tag was cut short', () => {
    const [version, iv, ciphertext, tag] = box.seal('the secret', 'api_key').split('.');
    const full = Buffer.from(tag!, 'base64url');
    expect(full.length).toBe(16);
    for (const length of [4, 8, 12, 15]) {
      const truncated = [version, iv, ciphertext, full.subarray(0, length).toString('base64url')].join('.');
      expect(() => box.open(truncated, 'api_key')).toThrow();
    }
  });
});
