/**
 * The first script of a prerendered page (issue 27, DECISIONS 47): nothing a reader types, taps
 * or sends before the page is React's is lost or sent twice. It is a small classic script in
 * <head>, so it listens before any field is parsed, let alone painted (the app's JS starts only
 * after load, scripts/prerender-html.ts). Until the page fires HYDRATED_EVENT (its PageHydrated
 * effect: the page is React's), it listens on the window in the capture phase, ahead of React:
 * - what is typed into the app's fields is remembered (React's state still holds the built
 *   values, and its next render would put them back);
 * - a form sent is held, its default (a plain GET with every field, a password too, in the
 *   address) prevented, and React does not hear it either, even while it hydrates;
 * - a button pressed (not a submit button: its form is held instead) is remembered, the last
 *   one, and React does not hear it either.
 * Then (typing is React's again, sends and presses are still held) each typed value is handed
 * to React as a change (React's value tracker first sees the
 * built value, the prototype's setter, which the tracker does not watch, writes the typed one,
 * the events follow) and React renders before the next field (a handler may build on the
 * previous state); then the button is pressed again, then the held form is sent, as a submit
 * event React handles, once. The server allows the script by its hash, as it does the others.
 */
import { HYDRATED_EVENT } from '../src/lib/hydrated-event';

export function inputGuardScript(): string {
  return [
    `(() => {`,
    `const inApp = (node) => node instanceof Element && !!node.closest("#root");`,
    `const isField = (node) => node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;`,
    `const isBox = (field) => field.type === "checkbox" || field.type === "radio";`,
    `const stateOf = (field) => (isBox(field) ? field.checked : field.value);`,
    // The value the page was built with: the HTML's attributes (React keeps them in step with
    // what it has once it listens, so a value React already has is not handed over again).
    `const builtOf = (field) => {`,
    `  if (isBox(field)) return field.defaultChecked;`,
    `  if (field instanceof HTMLSelectElement) {`,
    `    const option = [...field.options].find((o) => o.defaultSelected) || field.options[0];`,
    `    return option ? option.value : "";`,
    `  }`,
    `  return field.defaultValue;`,
    `};`,
    `const typed = new Map();`,
    `const remember = ({ target }) => {`,
    `  if (isField(target) && inApp(target)) typed.set(target, stateOf(target));`,
    `};`,
    `let pressed = null;`,
    `const press = (event) => {`,
    `  const button = event.target instanceof Element ? event.target.closest("button") : null;`,
    `  if (!button || !inApp(button) || button.type === "submit") return;`,
    `  event.stopPropagation();`,
    `  pressed = button;`,
    `};`,
    `let held = null;`,
    `const hold = (event) => {`,
    `  if (!inApp(event.target)) return;`,
    `  event.preventDefault();`,
    `  event.stopPropagation();`,
    `  held = event.target;`,
    `};`,
    `addEventListener("input", remember, true);`,
    `addEventListener("change", remember, true);`,
    `addEventListener("click", press, true);`,
    `addEventListener("submit", hold, true);`,
    `const rendered = () => new Promise((resolve) => setTimeout(resolve));`,
    `addEventListener(${JSON.stringify(HYDRATED_EVENT)}, async () => {`,
    `  removeEventListener("input", remember, true);`,
    `  removeEventListener("change", remember, true);`,
    `  for (const [field, value] of [...typed]) {`,
    `    const built = builtOf(field);`,
    `    if (!field.isConnected || value === built) continue;`,
    `    if (typeof value === "boolean") {`,
    `      field.checked = built;`,
    `      field.click();`,
    `    } else {`,
    `      field.value = built;`,
    `      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value").set.call(field, value);`,
    `      field.dispatchEvent(new Event("input", { bubbles: true }));`,
    `      field.dispatchEvent(new Event("change", { bubbles: true }));`,
    `    }`,
    `    await rendered();`,
    `  }`,
    `  await rendered();`,
    // Sends and presses stay held until React has every typed value: a send that arrives now
    // (an Enter pressed while the page hydrated is submitted only after React has run) would
    // otherwise reach a form that holds half of what was typed.
    `  removeEventListener("click", press, true);`,
    `  removeEventListener("submit", hold, true);`,
    `  if (pressed && pressed.isConnected) pressed.click();`,
    `  if (held && held.isConnected) held.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));`,
    `}, { once: true });`,
    `})();`,
  ].join('\n');
}
