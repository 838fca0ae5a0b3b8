import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './styles/global.css';
import { App } from './app/app';
import { matchPage } from './app/route-table';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// A prerendered page is hydrated once its page chunk is loaded, so the first client render matches
// the HTML; the SPA shell (dynamic routes) is rendered afresh.
await matchPage(window.location.pathname)?.page.preload();
if (container.dataset.prerendered === 'true') {
  // As a transition, hydration works in short slices between which the browser answers the
  // visitor (taps and scrolls are never held up behind one long task).
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
