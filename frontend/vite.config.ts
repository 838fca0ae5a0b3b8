/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  define: {
    __PUBLIC_SITE_URL__: JSON.stringify((process.env.PUBLIC_SITE_URL ?? 'http://localhost:8080').replace(/\/+$/, '')),
  },
  build: {
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    assetsInlineLimit: 0,
  },
  ssr: {
    // Bundled into the prerender build so it runs without the browser-only CSS imports.
    noExternal: ['react-toastify', /^@fontsource\//],
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
});
