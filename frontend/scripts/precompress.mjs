// Writes every text file of the built site compressed once, beside itself: file.br (brotli, best
// quality) and file.gz (gzip, level 9). nginx sends them as they are (gzip_static, brotli_static),
// and so does the API when it serves the site itself, so no page is compressed per request.
// A file that either would not make smaller gets neither: every server then answers it alike (the
// API's own site server says Vary: Accept-Encoding for a file with any variant, nginx only when it
// sends one).
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest', '.map']);
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Compresses one file; returns the bytes of the original, the .br and the .gz written (0 when not
 * written). Brotli at its best quality unless told a faster one.
 */
export async function precompress(file, { quality = constants.BROTLI_MAX_QUALITY } = {}) {
  const content = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gz(content, { level: 9 }),
  ]);
  const sizes = { original: content.length, br: 0, gz: 0 };
  const worthIt = br.length < content.length && gzipped.length < content.length;
  for (const [suffix, bytes] of [['br', br], ['gz', gzipped]]) {
    if (worthIt) {
      await writeFile(`${file}.${suffix}`, bytes);
      sizes[suffix] = bytes.length;
    } else {
      await rm(`${file}.${suffix}`, { force: true });
    }
  }
  return sizes;
}

/**
 * Writes file.br again at brotli's best quality where it was written at a faster one: a new file
 * renamed over the old, so a reader gets one or the other whole (the same page either way).
 */
export async function recompressBrotli(file) {
  const content = await readFile(file);
  const br = await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
  if (br.length >= content.length) return;
  const draft = `${file}.br.${process.pid}-${Date.now()}`;
  await writeFile(draft, br);
  await rename(draft, `${file}.br`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  const started = Date.now();
  // Not the build's metadata, nor the article shell: nginx fills that in with SSI, which works on
  // the plain file only.
  const skip = [join(dist, '.vite'), join(dist, '__article-shell.html')];
  const files = (await filesUnder(dist)).filter((file) => TEXT.has(extname(file)) && !skip.some((path) => file.startsWith(path)));
  const totals = { original: 0, br: 0, gz: 0 };
  // A few at a time: brotli at its best quality is CPU-bound.
  for (let i = 0; i < files.length; i += 8) {
    for (const sizes of await Promise.all(files.slice(i, i + 8).map(precompress))) {
      for (const key of Object.keys(totals)) totals[key] += sizes[key] || (key === 'original' ? 0 : sizes.original);
    }
  }
  const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `Compressed ${files.length} text files in ${((Date.now() - started) / 1000).toFixed(1)} s: ${kb(totals.original)} → ${kb(totals.gz)} gzip, ${kb(totals.br)} brotli`,
  );
}
