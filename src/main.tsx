import '@fontsource-variable/inter/wght.css';
import './index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Public pages arrive prerendered (scripts/prerender.ts): React takes their HTML over once the
// page's lazy chunk is in, so nothing suspends. Other paths get the empty shell and render here.
if (root.firstElementChild) {
  await preloadRoute(window.location.pathname);
  hydrateRoot(
    root,
    <StrictMode>
      <App prerendered />
    </StrictMode>,
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
