/**
 * Country flags as SVG (issue 14): emoji flags render as two letters on Windows and some
 * Android builds. The drawings (about 5 KB gzip) load on their own the first time a flag is
 * shown, so the pages that show flags stay within their budget; until then a box of the same
 * size holds the place. Any country we have no drawing for gets a globe.
 */
import { useSyncExternalStore } from 'react';
import { Globe } from 'lucide-react';
import { useT } from '@/i18n/language-context';
import type { FlagSvg } from './flag-set';
import { uiMessages } from './messages';

// The countries flag-set.ts draws, under the names the server spells them (DECISIONS 12).
const NAMES: Record<string, string[]> = {
  AE: ['UAE', 'United Arab Emirates'],
  AT: ['Austria'],
  AU: ['Australia'],
  BE: ['Belgium'],
  CA: ['Canada'],
  CH: ['Switzerland'],
  CN: ['China'],
  DE: ['Germany'],
  DK: ['Denmark'],
  ES: ['Spain'],
  FI: ['Finland'],
  FR: ['France'],
  GB: ['UK', 'United Kingdom'],
  IN: ['India'],
  IT: ['Italy'],
  JP: ['Japan'],
  NL: ['Netherlands'],
  NO: ['Norway'],
  PK: ['Pakistan'],
  SA: ['Saudi Arabia', 'KSA'],
  SE: ['Sweden'],
  US: ['USA', 'US', 'United States'],
};

const CODE_BY_NAME = new Map(
  Object.entries(NAMES).flatMap(([code, names]) => names.map((n) => [n.toLowerCase(), code])),
);

const REGIONAL_A = 0x1f1e6;
const FLAG_EMOJI = /^[\u{1F1E6}-\u{1F1FF}]{2}$/u;

/** 🇦🇪 → 'AE'; null for anything that is not a pair of regional indicator letters. */
function codeOfEmoji(emoji: string): string | null {
  const text = emoji.trim();
  if (!FLAG_EMOJI.test(text)) return null;
  // Each regional indicator is one surrogate pair: code points at 0 and 2.
  const letter = (at: number) => String.fromCharCode((text.codePointAt(at) ?? 0) - REGIONAL_A + 65);
  return letter(0) + letter(2);
}

/** The ISO code of a flag we draw: from the answer's emoji first, else the country's name. */
export function flagCode(country?: string | null, emoji?: string | null): string | null {
  const fromEmoji = emoji ? codeOfEmoji(emoji) : null;
  if (fromEmoji && NAMES[fromEmoji]) return fromEmoji;
  return CODE_BY_NAME.get((country ?? '').trim().toLowerCase()) ?? null;
}

// The drawings, once loaded: a tiny store, so every flag on the page redraws together.
let svgs: Record<string, FlagSvg> | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function loadFlags(): Promise<void> {
  loading ??= import('./flag-set').then((m) => {
    svgs = m.FLAG_SVGS;
    for (const l of listeners) l();
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  void loadFlags();
  return () => {
    listeners.delete(listener);
  };
}

// Prerendered and hydrating pages draw the placeholder, as the server did.
const useFlagSvgs = () =>
  useSyncExternalStore(
    subscribe,
    () => svgs,
    () => null,
  );

const BOX = 'h-[1em] w-[1.5em] rounded-[2px]';

/**
 * A country's flag at text size, named '<country> flag'; `decorative` hides it from screen
 * readers when the country's name is written beside it.
 */
export function Flag({
  country,
  emoji,
  code,
  decorative = false,
  className = '',
}: {
  country: string;
  /** The flag emoji an API answer carries, if any. */
  emoji?: string | null;
  /** An ISO code known already (the sign-up form's countries). */
  code?: string;
  decorative?: boolean;
  className?: string;
}) {
  const drawings = useFlagSvgs();
  const t = useT(uiMessages);
  const known = code && NAMES[code] ? code : flagCode(country, emoji);
  const Svg = known ? drawings?.[known] : undefined;
  return (
    <span
      role="img"
      aria-label={t('flagOf', { country })}
      aria-hidden={decorative || undefined}
      className={`inline-flex shrink-0 items-center ${className}`}
    >
      {!known ? (
        <Globe aria-hidden="true" className="size-[1.1em] text-ink-muted" />
      ) : Svg ? (
        <Svg
          aria-hidden="true"
          data-flag={known}
          className={`${BOX} shadow-[0_0_0_1px_rgb(0_0_0/0.12)]`}
        />
      ) : (
        <span aria-hidden="true" className={`${BOX} bg-surface-alt`} />
      )}
    </span>
  );
}
