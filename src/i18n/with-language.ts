import { activeLanguage, loadLanguage } from './catalogue';

/**
 * Awaits a lazy chunk and then the active language's catalogues of the namespaces it registered,
 * so the chunk renders translated at once. Every lazy import that brings words goes through it.
 */
export async function withActiveLanguage<T>(chunk: Promise<T>): Promise<T> {
  const module = await chunk;
  await loadLanguage(activeLanguage());
  return module;
}
