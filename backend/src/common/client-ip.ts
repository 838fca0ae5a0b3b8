import { isIP } from 'node:net';

/**
 * The client's address as Postgres `inet` stores it, or null. `req.ip` comes from X-Forwarded-For
 * and may be anything a client wrote there; isIP also accepts an IPv6 zone id (fe80::1%eth0),
 * which inet refuses.
 */
export function storableIp(ip: string | undefined): string | null {
  if (!ip || ip.includes('%') || isIP(ip) === 0) return null;
  return ip;
}

/** The key the per-address limits count a request under: its address, or 'unknown'. */
export function clientAddress(req: { ip?: string }): string {
  return storableIp(req.ip) ?? 'unknown';
}
