/**
 * Compiles the message catalogues (`messages.en.ts`, `messages.ar.ts`, and a feature's second
 * catalogue such as `account-messages.en.ts`, issue 15) to Lingui's
 * compiled form at build time, so the browser gets no ICU parser: each catalogue module is plain
 * data (type imports only), evaluated here and each ICU string compiled with
 * `@lingui/message-utils`. TypeScript still reads the source module, so keys stay typed.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { transformWithOxc, type Plugin } from 'vite';

export const CATALOGUE_FILE = /[\\/](?:[a-z0-9-]+-)?messages\.(en|ar)\.ts$/;

/** Evaluates a catalogue module's source (plain data, type imports only) to its messages. */
export async function evaluateCatalogue(code: string, id: string): Promise<Record<string, string>> {
  const js = (await transformWithOxc(code, id, { lang: 'ts' })).code;
  if (/^\s*import\s/m.test(js)) {
    throw new Error(`${id}: a message catalogue may import types only`);
  }
  const body = js.replace(/^export default /m, 'return ');
  if (body === js || /^\s*export\s/m.test(body)) {
    throw new Error(`${id}: a message catalogue has one export, its messages as default`);
  }
  // The module is our own data, read at build time; evaluating it is how its value is known.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const evaluate = new Function(body) as () => unknown;
  const messages = evaluate();
  if (!messages || typeof messages !== 'object') {
    throw new Error(`${id}: a message catalogue exports an object of messages`);
  }
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value !== 'string') throw new Error(`${id}: "${key}" is not a string`);
  }
  return messages as Record<string, string>;
}

export function compiledMessages(): Plugin {
  return {
    name: 'rihla:compiled-messages',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOGUE_FILE.test(file)) return null;
      const messages = await evaluateCatalogue(code, file);
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]),
      );
      return { code: `export default ${JSON.stringify(compiled)};\n`, map: null };
    },
  };
}
