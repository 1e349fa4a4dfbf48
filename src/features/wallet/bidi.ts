import { createElement, Fragment, type ReactNode } from 'react';
import {
  activeLanguage,
  translate,
  type Catalogue,
  type Namespace,
  type Values,
} from '@/i18n/catalogue';

// Private-use characters mark where a left-to-right value goes; no message contains them.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKED = new RegExp(`${OPEN}(\\d+)${CLOSE}`);

/**
 * A message whose `ltr` values (references, usernames, account endings) are set in `<bdi>`, so
 * inside Arabic text they keep their own left-to-right order ("@omar_f", not "omar_f@").
 * Left-to-right pages need no isolation, so English stays one plain string (one text node, as
 * the tests and e2e specs read it).
 */
export function withLtr<C extends Catalogue>(
  namespace: Namespace<C>,
  id: keyof C & string,
  values: Values,
  ltr: Record<string, string>,
): ReactNode {
  if (activeLanguage() !== 'ar') return translate(namespace, id, { ...values, ...ltr });
  const isolated = Object.keys(ltr);
  const marked: Values = { ...values };
  isolated.forEach((name, index) => {
    marked[name] = `${OPEN}${String(index)}${CLOSE}`;
  });
  const parts = translate(namespace, id, marked).split(MARKED);
  return createElement(
    Fragment,
    null,
    ...parts.map((part, index) => {
      // split() with a group alternates text and the captured value's index.
      if (index % 2 === 0) return part;
      const name = isolated[Number(part)] ?? '';
      return createElement('bdi', { key: index }, ltr[name]);
    }),
  );
}
