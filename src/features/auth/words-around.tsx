import { Fragment, type ReactNode } from 'react';

// A private-use character: never in a message, so it marks where the element goes.
const SLOT = '\uE000';

/**
 * A translated sentence with an element inside it ("Enter the code we sent to <strong>…</strong>."):
 * the message is worded with a marker for the element's place, which may move in another
 * language, and split around it.
 */
export function around(message: (slot: string) => string, element: ReactNode): ReactNode {
  const [before = '', ...rest] = message(SLOT).split(SLOT);
  return (
    <>
      {before}
      {rest.map((after, i) => (
        <Fragment key={i}>
          {element}
          {after}
        </Fragment>
      ))}
    </>
  );
}
