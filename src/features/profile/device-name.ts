/**
 * A readable name for a signed-in device from its user agent: browser and system ("Chrome",
 * "Android"), names that read the same in both languages. Anything unrecognised keeps the start
 * of what the app sent, so an app such as "RihlaDriver/2.1" still shows as itself.
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (list: readonly [RegExp, string][], ua: string) =>
  list.find(([re]) => re.test(ua))?.[1] ?? null;

export function deviceName(ua: string | null): { browser: string; system: string } | string | null {
  if (!ua) return null;
  const browser = first(BROWSERS, ua);
  const system = first(SYSTEMS, ua);
  if (browser && system) return { browser, system };
  return (browser ?? system ?? ua).slice(0, 60);
}
