import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** A key of its own for each use, derived from JWT_SECRET (HKDF-SHA256), so one never stands in for another. */
export function derivedKey(secret: string, use: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'clinic-staff-sign-in', use, 32));
}

const VERSION = 'v1';

/**
 * Seals short secrets (a staff member's TOTP secret) with AES-256-GCM before they are stored, so a
 * copy of the database or a backup cannot be used to compute sign-in codes without the server's
 * key. Sealed form: `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {}

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  /** The plain secret, or null when the sealed value was not sealed with this key or was changed. */
  open(sealed: string): string | null {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || data === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

/** A keyed hash (HMAC-SHA256, hex): what is stored of a recovery code. */
export function keyedHash(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}
