import './fonts.css';
import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Public pages arrive prerendered (scripts/prerender.ts): React takes their HTML over once the
// page's lazy chunk is in, so nothing suspends. Other paths get the empty shell and render here.
// (No top-level await: it would make the bundler split the entry so lazy pages can import from it.)
// Hydrating in a transition lets React yield to the browser every few milliseconds: the page is
// already painted and readable, so no single long task should hold up a tap on it meanwhile
// (React still hydrates at once what is tapped).
if (root.firstElementChild) {
  void preloadRoute(window.location.pathname).then(() => {
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
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
