/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

// Few, cacheable requests on a phone over HTTP/1.1: the libraries in one chunk, and the pieces every
// public page shares (layout, forms, clinic facts, the treatment menu) in another. Page-specific
// content, the treatment pages' long copy and the admin area stay in their own lazy chunks.
const SHARED_SITE_CODE = [
  /\/src\/(components|lib|config)\//,
  /\/src\/features\/(enquiries|appointments)\//,
  /\/src\/content\/(clinic|appointment|artwork|privacy|types)\.ts$/,
  /\/src\/content\/treatments\/(index|catalogue)\.ts$/,
];
function chunkOf(id: string): string | undefined {
  if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|react-toastify|cookie|set-cookie-parser)\//.test(id)) {
    return 'vendor';
  }
  if (SHARED_SITE_CODE.some((pattern) => pattern.test(id))) return 'site';
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  define: {
    __PUBLIC_SITE_URL__: JSON.stringify((process.env.PUBLIC_SITE_URL ?? 'http://localhost:8080').replace(/\/+$/, '')),
  },
  build: {
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    assetsInlineLimit: 0,
    // The server bundle (dist-ssr/) needs no copy of public/: pages link the files dist/ serves.
    copyPublicDir: !isSsrBuild,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: chunkOf } },
  },
  ssr: {
    // Every dependency is bundled into the server bundle, so it runs wherever it is copied (the
    // API's image has none of the site's packages) and without the browser-only CSS imports.
    noExternal: true,
  },
  server: {
    proxy: { '/api/api': { target: apiTarget, changeOrigin: false } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
}));
