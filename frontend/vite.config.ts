/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

// Few, cacheable requests on a phone over HTTP/1.1: React and the router in one chunk, and the
// pieces every public page shows (layout, clinic facts, the treatment menu) in another. The forms
// go with the pages that show them; what a visitor opens (the appointment dialog, toasts, the
// bot check), the treatment pages' long copy and the admin area stay in their own lazy chunks.
const SHARED_SITE_CODE = [
  // The layout and the shared widgets, with the form kit (honeypot, bot check, fields) every form uses.
  /\/src\/components\/(layout\/(?!mobile-menu)|ui\/(?!article-image))/,
  /\/src\/(lib\/(api-client|display-date|appointment-modal|use-[\w-]+)|components\/page-meta|config\/site|app\/[\w-]+)\.tsx?$/,
  /\/src\/features\/home\/(components\/section-heading|use-media-query)\.tsx?$/,
  // What every visitor form shares (the forms themselves go with their pages).
  /\/src\/components\/enquiry-forms\/(api\/post-enquiry|consent-notice)\.tsx?$/,
  // What the contract gives every form (each form's own rules go with it), and the newsletter
  // sign-up's messages, which the home page, the articles and the confirmation page share (in a
  // file of their own they cost every one of those pages a request).
  /\/contract\/src\/(form-rules|field-limits|email-address|phone-number|consent-notice|form-thanks|concerns|clinic-hours|whatsapp-opt-in|newsletter-sign-up)\.ts$/,
  /\/src\/content\/(clinic|clinic-facts|figures|site-data|site-content|site-image|artwork|opening-hours|phone-number|field-reader|types|consent-notice|appointment)\.ts$/,
  /\/src\/content\/treatments\/(index|catalogue)\.ts$/,
];
function chunkOf(id: string): string | undefined {
  if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\/|^\0?rolldown[:/]runtime/.test(id)) return 'vendor';
  if (SHARED_SITE_CODE.some((pattern) => pattern.test(id))) return 'site';
  return undefined;
}

// react-router's package points every bundler at its development build; the site ships the
// production one (no development warnings, smaller).
const require = createRequire(import.meta.url);
const reactRouterProduction = join(dirname(require.resolve('react-router/package.json')), 'dist/production');

const UNIT_TESTS = ['frontend/src/**/*.test.{ts,tsx}', 'frontend/scripts/**/*.test.mjs', 'contract/src/**/*.test.ts'];
// vitest's own exclude, which a project's exclude replaces.
const VITEST_DEFAULT_EXCLUDE = ['**/node_modules/**', '**/.git/**'];
// Tests that set process.env.TZ: a worker thread shares its process's zone, so they run in forks.
const TIME_ZONE_TESTS = ['frontend/src/components/enquiry-forms/__tests__/appointment-form.test.tsx'];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    // The contract (@aura/contract) is read from its TypeScript source, as the site's own code is.
    conditions: ['source', ...defaultClientConditions],
    alias:
      command !== 'build' || isSsrBuild
        ? []
        : [
            { find: /^react-router$/, replacement: join(reactRouterProduction, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(reactRouterProduction, 'dom-export.mjs') },
          ],
  },
  define: {
    __PUBLIC_SITE_URL__: JSON.stringify((process.env.PUBLIC_SITE_URL ?? 'http://localhost:8080').replace(/\/+$/, '')),
  },
  build: {
    manifest: true,
    // Every browser the site supports has modulepreload; the boot script carries no polyfill.
    modulePreload: { polyfill: false },
    target: 'es2022',
    cssCodeSplit: true,
    assetsInlineLimit: 0,
    // The server bundle (dist-ssr/) needs no copy of public/: pages link the files dist/ serves.
    copyPublicDir: !isSsrBuild,
    // Two entries: the page's boot script (index.html) and the app it starts once the page has loaded.
    rollupOptions: isSsrBuild ? {} : { input: ['index.html', 'src/main.tsx'], output: { manualChunks: chunkOf } },
  },
  ssr: {
    // Every dependency is bundled into the server bundle, so it runs wherever it is copied (the
    // API's image has none of the site's packages) and without the browser-only CSS imports.
    noExternal: true,
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  server: {
    proxy: { '/api/api': { target: apiTarget, changeOrigin: false } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    // The contract's own tests run here as well as in the API's tests.
    dir: '..',
    globals: true,
    css: false,
    // make test's runner reads each file's and each test's time from it (TEST_TIMINGS_DIR).
    reporters: process.env.TEST_TIMINGS_DIR ? ['default', 'json'] : ['default'],
    outputFile: process.env.TEST_TIMINGS_DIR ? { json: join(process.env.TEST_TIMINGS_DIR, 'unit-tests.json') } : undefined,
    // Two files at once even on two cores, in worker threads (quicker to start than processes),
    // but for the files that change the process's time zone, which only a process of their own has.
    // A thread's files run one after another in the one context it builds (isolate: false): each
    // file built a DOM and loaded React, the test libraries and the set-up anew, 159 processor-s
    // over the 83 files where it is now 43 (83 s → 22 s). What a file could leave behind is
    // cleared before the next (src/testing/setup-tests.ts: the page, storage, the address and the
    // site's own modules).
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'site', pool: 'threads', isolate: false, include: UNIT_TESTS, exclude: [...VITEST_DEFAULT_EXCLUDE, ...TIME_ZONE_TESTS] } },
      { extends: true, test: { name: 'time zones', pool: 'forks', include: TIME_ZONE_TESTS } },
    ],
  },
}));
