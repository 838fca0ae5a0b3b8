declare const __PUBLIC_SITE_URL__: string;

/** Absolute address of the public site (canonical URLs, Open Graph), set at build time from PUBLIC_SITE_URL. */
export const SITE_URL: string = typeof __PUBLIC_SITE_URL__ === 'string' ? __PUBLIC_SITE_URL__ : 'http://localhost:8080';

/** Base path of the clinic's API, served by the same host through nginx. */
export const API_BASE = '/api/api';

if (!/^https?:\/\/[^/]+$/.test(SITE_URL)) {
  throw new Error(`PUBLIC_SITE_URL must be an absolute http(s) origin without a path, got "${SITE_URL}"`);
}
