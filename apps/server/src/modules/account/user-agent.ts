export type DeviceDescription = { browser: string; os: string; device: string };

// Order matters: Edge and Opera also say Chrome; Chrome also says Safari.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPod)\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** A session's user agent in plain words, e.g. Chrome, macOS, Desktop. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Unknown browser';
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Unknown system';
  return { browser, os, device: deviceOf(ua, os) };
}

function deviceOf(ua: string, os: string): string {
  if (os === 'iPadOS' || /\bTablet\b/i.test(ua) || (os === 'Android' && !/\bMobile\b/.test(ua))) {
    return 'Tablet';
  }
  if (os === 'iOS' || /\bMobi/.test(ua)) return 'Phone';
  return os === 'Unknown system' ? 'Unknown device' : 'Computer';
}

// The major version as the browser itself writes it (Safari's is in Version/, not Safari/).
const VERSIONS: Record<string, RegExp> = {
  Edge: /\bEdg(?:e|A|iOS)?\/(\d+)/,
  Opera: /\b(?:OPR|Opera)\/(\d+)/,
  'Samsung Internet': /\bSamsungBrowser\/(\d+)/,
  Firefox: /\b(?:Firefox|FxiOS)\/(\d+)/,
  Chrome: /\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\/(\d+)/,
};

const DEVICES: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPod\b/, 'iPod'],
  [/\biPad\b/, 'iPad'],
];

/**
 * A user agent as a person names it: "Chrome 156 on Linux", "Headless Chrome 156 on Linux",
 * "Safari on iPhone", "Firefox 132 on Windows"; null when there is none, and the raw string cut
 * short when nothing in it is recognised (so the evidence is never silently dropped).
 */
export function browserName(userAgent: string | null | undefined): string | null {
  const ua = userAgent?.trim() ?? '';
  if (!ua) return null;
  const headless = /\bHeadlessChrome\//.test(ua);
  const described = describeUserAgent(ua.replace(/\bHeadlessChrome\//, 'Chrome/'));
  if (described.browser === 'Unknown browser') {
    return ua.length > 60 ? `${ua.slice(0, 57)}...` : ua;
  }
  const major = VERSIONS[described.browser]?.exec(ua)?.[1];
  const browser = [headless ? 'Headless' : '', described.browser, major ?? '']
    .filter(Boolean)
    .join(' ');
  const where = DEVICES.find(([pattern]) => pattern.test(ua))?.[1] ?? described.os;
  return where === 'Unknown system' ? browser : `${browser} on ${where}`;
}
