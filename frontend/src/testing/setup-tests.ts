import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

// A part loaded on demand (the appointment dialog) can take over a second to arrive on a busy
// two-core machine; findBy… waits up to 5 s for it rather than 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// The site's test files share their worker's context (vite.config.ts: isolate is off), so each
// starts as if its page were loaded afresh: the site's own modules load again (their state, a
// toast host shown once, starts over; React, the DOM and the test libraries stay loaded), and the
// page, its storage and its address start empty.
vi.resetModules();
beforeAll(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
