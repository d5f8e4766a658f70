import { describe, expect, it } from 'vitest';
import { deviceOf, storedUserAgent } from './userAgent';

describe('the device of a User-Agent', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87', 'Edge 126', 'Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'Safari 17', 'macOS'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36', 'Chrome 126', 'Android'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'Chrome 131', 'Linux'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox 128', 'Linux'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0', 'Opera 111', 'Windows'],
    ['curl/8.5.0', null, null],
  ])('%s', (userAgent, browser, os) => {
    expect(deviceOf(userAgent)).toEqual({ browser, os });
  });

  it('keeps at most 512 characters of the header, without control characters', () => {
    expect(storedUserAgent(undefined)).toBeNull();
    expect(storedUserAgent('  ')).toBeNull();
    expect(storedUserAgent(`a\u0000b${'x'.repeat(600)}`)).toHaveLength(512);
    expect(storedUserAgent('a\u0007b')).toBe('ab');
  });
});
