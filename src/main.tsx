import './fonts.css';
import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { activateLanguage, loadLanguage } from './i18n/catalogue';
import { pageLanguage } from './i18n/page-language';
import { HYDRATING_EVENT } from './lib/hydrated-event';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Public pages arrive prerendered (scripts/prerender.ts): React takes their HTML over once the
// page's lazy chunk is in, so nothing suspends. Other paths get the empty shell and render here.
// (No top-level await: it would make the bundler split the entry so lazy pages can import from it.)
// The page's language (DECISIONS 38) is loaded and active before the first render, so React
// renders the same words the prerendered HTML holds.
// Hydrating in a transition lets React yield to the browser every few milliseconds: the page is
// already painted and readable, so no single long task should hold up a tap on it meanwhile
// (React still hydrates at once what is tapped).
const { pathname } = window.location;
const language = pageLanguage(pathname);
const ready = () => loadLanguage(language).then(() => activateLanguage(language));
if (root.firstElementChild) {
  void preloadRoute(pathname)
    .then(ready)
    .then(() => {
      // Announced for whoever waits on it; the page's input guard keeps what is typed, tapped
      // and sent until the page itself says it is React's (scripts/input-guard.ts).
      window.dispatchEvent(new Event(HYDRATING_EVENT));
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App prerendered />
          </StrictMode>,
        );
      });
    });
} else {
  void ready().then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
