import './fonts.css';
import './index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Public pages arrive prerendered (scripts/prerender.ts): React takes their HTML over once the
// page's lazy chunk is in, so nothing suspends. Other paths get the empty shell and render here.
// (No top-level await: it would make the bundler split the entry so lazy pages can import from it.)
if (root.firstElementChild) {
  void preloadRoute(window.location.pathname).then(() =>
    hydrateRoot(
      root,
      <StrictMode>
        <App prerendered />
      </StrictMode>,
    ),
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
