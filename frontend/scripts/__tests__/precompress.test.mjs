import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress, recompressBrotli } from '../precompress.mjs';

let root;
let site;
let before;

/** A page long enough to be worth compressing. */
const page = (text) => `<!doctype html><html><body>${`<p>${text}</p>`.repeat(200)}</body></html>`;
const best = (text) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });

/** A page of the site compressed before at the best quality, as the build and a compressed publication hold it. */
async function compressedBefore(name, text) {
  await writeFile(join(before, name), text);
  await writeFile(join(before, `${name}.br`), best(text));
  await writeFile(join(before, `${name}.gz`), gzipSync(text, { level: 9 }));
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'precompress-'));
  site = join(root, 'site');
  before = join(root, 'before');
  await Promise.all([mkdir(site), mkdir(before)]);
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('compressing a published site', () => {
  it('takes the best-quality files of a page that is as it was, and compresses a changed one at the quality asked', async () => {
    await compressedBefore('about.html', page('About the clinic'));
    await compressedBefore('contact.html', page('Call 020 1234 5678'));
    await writeFile(join(site, 'about.html'), page('About the clinic'));
    await writeFile(join(site, 'contact.html'), page('Call 020 8765 4321'));

    const about = await precompress(join(site, 'about.html'), { quality: 5, bestFrom: [join(before, 'about.html')] });
    const contact = await precompress(join(site, 'contact.html'), { quality: 5, bestFrom: [join(before, 'contact.html')] });

    expect(about.best).toBe(true);
    expect(await readFile(join(site, 'about.html.br'))).toEqual(await readFile(join(before, 'about.html.br')));
    expect(await readFile(join(site, 'about.html.gz'))).toEqual(await readFile(join(before, 'about.html.gz')));
    expect(contact.best).toBe(false);
    expect(brotliDecompressSync(await readFile(join(site, 'contact.html.br'))).toString()).toBe(page('Call 020 8765 4321'));
    expect(gunzipSync(await readFile(join(site, 'contact.html.gz'))).toString()).toBe(page('Call 020 8765 4321'));
    // Quality 5, not the best: the pass at the best quality has it to do.
    expect(await readFile(join(site, 'contact.html.br'))).not.toEqual(best(page('Call 020 8765 4321')));
  });

  it('leaves a file uncompressed where the site before found compressing it not worth it', async () => {
    await writeFile(join(before, 'robots.txt'), 'ok');
    await writeFile(join(site, 'robots.txt'), 'ok');
    await writeFile(join(site, 'robots.txt.br'), 'stale');

    expect((await precompress(join(site, 'robots.txt'), { quality: 5, bestFrom: [join(before, 'robots.txt')] })).best).toBe(true);
    expect(existsSync(join(site, 'robots.txt.br')) || existsSync(join(site, 'robots.txt.gz'))).toBe(false);
  });

  it('at the best-quality pass, takes an unchanged page’s brotli and compresses a changed one', async () => {
    await compressedBefore('index.html', page('Welcome'));
    await writeFile(join(site, 'index.html'), page('Welcome'));
    await writeFile(join(site, 'index.html.br'), brotliCompressSync(page('Welcome'), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    await writeFile(join(site, 'news.html'), page('New article'));
    await writeFile(join(site, 'news.html.br'), brotliCompressSync(page('New article'), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));

    await recompressBrotli(join(site, 'index.html'), { bestFrom: [join(before, 'index.html')] });
    await recompressBrotli(join(site, 'news.html'), { bestFrom: [join(before, 'news.html')] });

    expect(await readFile(join(site, 'index.html.br'))).toEqual(await readFile(join(before, 'index.html.br')));
    expect(await readFile(join(site, 'news.html.br'))).toEqual(best(page('New article')));
  });
});
