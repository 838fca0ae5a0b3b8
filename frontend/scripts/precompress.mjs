// Writes every text file of the built site compressed once, beside itself: file.br (brotli, best
// quality) and file.gz (gzip, level 9). nginx sends them as they are (gzip_static, brotli_static),
// and so does the API when it serves the site itself, so no page is compressed per request.
// A file that either would not make smaller gets neither: every server then answers it alike (the
// API's own site server says Vary: Accept-Encoding for a file with any variant, nginx only when it
// sends one).
import { copyFile, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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
 * Of `candidates` (the same file in other sites compressed at the best quality: the build's, or a
 * publication compressed before), the first with these very bytes, if any. Publishing the site
 * again after a change writes most pages as they were; their compressed files are copied from
 * there rather than made again (brotli's best quality takes about 50 ms a page).
 */
async function sameFileIn(content, candidates) {
  for (const candidate of candidates) {
    try {
      if ((await readFile(candidate)).equals(content)) return candidate;
    } catch {
      // Not in that site (a new page), or that site was removed meanwhile.
    }
  }
  return undefined;
}

/** A copy of `from` at `to`, renamed into place (a reader gets the old file or the new one whole). */
async function copyInto(from, to) {
  const draft = `${to}.${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  try {
    await copyFile(from, draft);
    await rename(draft, to);
  } catch (error) {
    await rm(draft, { force: true });
    throw error;
  }
}

/**
 * Copies the best-quality .br and .gz of an identical file in `candidates` beside `file`; true when
 * it did (or when that file has neither, compressing not being worth it), false when none matched.
 */
async function reuseCompressed(file, content, candidates) {
  const same = await sameFileIn(content, candidates);
  if (!same) return false;
  try {
    const [br, gz] = await Promise.all([readFile(`${same}.br`).then(() => true, () => false), readFile(`${same}.gz`).then(() => true, () => false)]);
    if (br !== gz) return false;
    if (br) {
      await Promise.all([copyInto(`${same}.br`, `${file}.br`), copyInto(`${same}.gz`, `${file}.gz`)]);
    } else {
      await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })]);
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * Compresses one file; returns the bytes of the original, the .br and the .gz written (0 when not
 * written), and `best` when its brotli is at the best quality. Brotli at its best quality unless
 * told a faster one; an identical file among `bestFrom` (paths of the same file in sites
 * compressed at the best quality) lends its compressed files instead.
 */
export async function precompress(file, { quality = constants.BROTLI_MAX_QUALITY, bestFrom = [] } = {}) {
  const content = await readFile(file);
  if (bestFrom.length && (await reuseCompressed(file, content, bestFrom))) return { original: content.length, best: true };
  const [br, gzipped] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gz(content, { level: 9 }),
  ]);
  const sizes = { original: content.length, br: 0, gz: 0, best: quality === constants.BROTLI_MAX_QUALITY };
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
 * renamed over the old, so a reader gets one or the other whole (the same page either way). An
 * identical file among `bestFrom` lends its .br instead.
 */
export async function recompressBrotli(file, { bestFrom = [] } = {}) {
  const content = await readFile(file);
  const same = await sameFileIn(content, bestFrom);
  if (same) {
    try {
      await copyInto(`${same}.br`, `${file}.br`);
      return;
    } catch {
      // That site has no .br of it after all: made here.
    }
  }
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
