/**
 * The device of a session in words: the browser and the operating system named by its User-Agent header.
 * A handful of patterns cover the browsers operators use; anything else is null and the console says
 * "unknown". The order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
 */

const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export interface Device {
  /** For example "Chrome 126"; null when not recognised. */
  browser: string | null;
  /** For example "Windows"; null when not recognised. */
  os: string | null;
}

export function deviceOf(userAgent: string | null): Device {
  if (!userAgent) return { browser: null, os: null };
  let browser: string | null = null;
  for (const [pattern, name] of browsers) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const os = systems.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser, os };
}

/** What is stored of the header: enough to name the device, never an unbounded string. */
export const storedUserAgent = (header: string | string[] | undefined): string | null => {
  // Control characters have no place in a device name, and the contract's texts refuse them.
  const value = (Array.isArray(header) ? header[0] : header)?.replace(/[\u0000-\u001F\u007F]/g, '').trim();
  return value ? value.slice(0, 512) : null;
};
