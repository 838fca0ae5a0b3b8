import type { Request } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The fetch-metadata rule of Go's CrossOriginProtection: a state-changing request is refused when the
 * browser says it comes from another site, or (older browsers) when its Origin names another host.
 * A request with neither header is not from a browser form or fetch and passes on its cookie alone.
 */
export function isCrossSiteRequest(req: Request): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  const site = req.get('sec-fetch-site');
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = req.get('origin');
  if (origin === undefined) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  // nginx passes on the Host the browser sent, port included. A client's own X-Forwarded-Host is
  // not consulted: it would let any request name the host its Origin is compared with.
  const host = req.get('host');
  return !host || host.toLowerCase() !== originHost.toLowerCase();
}
