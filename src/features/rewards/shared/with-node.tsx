import type { ReactNode } from 'react';

/**
 * Catalogue messages are plain strings; a word that needs its own element (a bold figure) is
 * passed as this mark and swapped for the element afterwards. Private-use, so never in real text.
 */
export const NODE = '\uE000';

/** The message with `node` where it placed NODE (a message may leave it out, e.g. Arabic "one"). */
export function withNode(text: string, node: ReactNode): ReactNode {
  const at = text.indexOf(NODE);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      {node}
      {text.slice(at + NODE.length)}
    </>
  );
}
