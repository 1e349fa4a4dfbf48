/**
 * The message catalogue (issue 15, DECISIONS 38). Messages are ICU strings keyed by id, one
 * namespace per feature: `messages.en.ts` is the source (the spec's exact English words) and
 * travels with the feature's chunk; `messages.ar.ts` is its Arabic twin, a lazy chunk that an
 * English visitor never downloads. Both are compiled to Lingui's form at build time
 * (scripts/vite-messages.ts), so the browser carries Lingui's small runtime and no ICU parser.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, intlLocaleOf, type Language } from '@contract/language';

/** A namespace's source: message id → ICU message. */
export type Catalogue = Record<string, string>;
/** A translation of a catalogue: every id, none added (the compiler checks it). */
export type Translation<C extends Catalogue> = { readonly [K in keyof C]: string };

type Loader = () => Promise<{ default: Catalogue }>;

export interface Namespace<C extends Catalogue = Catalogue> {
  readonly name: string;
  /** Type only: the namespace's ids. */
  readonly ids?: keyof C;
}

/** ICU placeholder values. */
export type Values = Record<string, string | number | Date | null | undefined>;

const i18n = setupI18n({
  // A missing id is a defect (the catalogue test fails on one); never show English silently.
  missing: (language, id) => {
    if (import.meta.env.DEV) console.error(`Missing ${language} message: ${id}`);
    return id;
  },
});

const namespaces = new Map<string, { loaders: Partial<Record<Language, Loader>> }>();
const loaded = new Set<string>();

const prefixed = (name: string, messages: Catalogue): Messages =>
  Object.fromEntries(Object.entries(messages).map(([id, message]) => [`${name}.${id}`, message]));

/**
 * Registers a feature's namespace: its English source (already in the chunk) and a loader for
 * each translation. Called once, when the feature's module loads.
 */
export function defineMessages<C extends Catalogue>(
  name: string,
  source: C,
  translations: { ar: () => Promise<{ default: Translation<C> }> },
): Namespace<C> {
  if (!namespaces.has(name)) {
    namespaces.set(name, { loaders: { ar: translations.ar } });
    i18n.load('en', prefixed(name, source));
    loaded.add(`en:${name}`);
    // English is active from the first catalogue on (activating before any is loaded warns).
    if (!i18n.locale) i18n.activate(DEFAULT_LANGUAGE, [intlLocaleOf(DEFAULT_LANGUAGE)]);
  }
  return { name };
}

/** Loads a language's catalogue of every namespace registered so far (none for English). */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all(
    [...namespaces].map(async ([name, { loaders }]) => {
      const key = `${language}:${name}`;
      const load = loaders[language];
      if (loaded.has(key) || !load) return;
      const { default: messages } = await load();
      i18n.load(language, prefixed(name, messages));
      loaded.add(key);
    }),
  );
}

/** Makes a loaded language the one messages, plurals and `Intl` formats use. */
export function activateLanguage(language: Language): void {
  if (i18n.locale !== language) i18n.activate(language, [intlLocaleOf(language)]);
}

/** The active language (outside React; components use `useLanguage`). */
export const activeLanguage = (): Language => (i18n.locale === 'ar' ? 'ar' : 'en');

/** A message of a namespace in the active language. */
export function translate<C extends Catalogue>(
  namespace: Namespace<C>,
  id: keyof C & string,
  values?: Values,
): string {
  return i18n._(`${namespace.name}.${id}`, values);
}
