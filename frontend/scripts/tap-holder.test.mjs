import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

describe("the pages' one inline script (the tap holder in index.html)", () => {
  it('is allowed by its hash in the pages’ Content-Security-Policy, which allows no other inline script', () => {
    const template = readFileSync(join(root, 'frontend', 'index.html'), 'utf8');
    const inline = [...template.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]).digest('base64');
    const headers = readFileSync(join(root, 'nginx', 'snippets', 'page-headers.conf'), 'utf8');
    expect(headers).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(headers).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
