// A release must not break a page opened before it: that page asks for the hashed files of the
// build it came from (a page's chunk, a dialog's code), which the new build no longer has. So the
// build keeps them: `before` copies the files of the build about to be replaced out of dist/, and
// `after` puts back every one the new build lacks, for a day after the build that first dropped it.
//   node scripts/keep-previous-assets.mjs before|after
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** How long a file of a previous build stays served after the release that dropped it. */
export const KEEP_MS = 24 * 60 * 60 * 1000;

const here = dirname(fileURLToPath(import.meta.url));
const defaults = { dist: join(here, '..', 'dist'), store: join(here, '..', '.previous-assets') };

async function namesIn(dir) {
  try {
    return (await readdir(dir, { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
}

async function readLedger(store) {
  try {
    return JSON.parse(await readFile(join(store, 'retired.json'), 'utf8'));
  } catch {
    return {};
  }
}

/** Copies the hashed files of the build in `dist` into the store, before a new build empties dist. */
export async function keepBuild({ dist, store } = defaults) {
  const names = await namesIn(join(dist, 'assets'));
  await mkdir(join(store, 'assets'), { recursive: true });
  await Promise.all(names.map((name) => copyFile(join(dist, 'assets', name), join(store, 'assets', name))));
  return names.length;
}

/**
 * Puts back into the new build every kept file it does not have, retired less than KEEP_MS ago
 * (a file's retirement is the first build that did not have it); forgets older ones, and those the
 * new build has again. Returns what it put back and what it forgot.
 */
export async function restoreRetired({ dist, store } = defaults, now = Date.now()) {
  const current = new Set(await namesIn(join(dist, 'assets')));
  const ledger = await readLedger(store);
  const next = {};
  const restored = [];
  const forgotten = [];
  for (const name of await namesIn(join(store, 'assets'))) {
    const kept = join(store, 'assets', name);
    const retiredAt = ledger[name] ?? now;
    if (current.has(name) || now - retiredAt > KEEP_MS) {
      await rm(kept);
      if (!current.has(name)) forgotten.push(name);
      continue;
    }
    next[name] = retiredAt;
    await copyFile(kept, join(dist, 'assets', name));
    restored.push(name);
  }
  await mkdir(store, { recursive: true });
  await writeFile(join(store, 'retired.json'), `${JSON.stringify(next, null, 2)}\n`);
  return { restored, forgotten };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const step = process.argv[2];
  if (step === 'before') {
    const kept = await keepBuild();
    if (kept > 0) console.log(`Kept ${kept} files of the build being replaced (pages opened before this release still find them)`);
  } else if (step === 'after') {
    const { restored, forgotten } = await restoreRetired();
    if (restored.length + forgotten.length > 0) console.log(`Serving ${restored.length} files of previous builds for a day after they were dropped; ${forgotten.length} older ones removed`);
  } else {
    console.error('Usage: node scripts/keep-previous-assets.mjs before|after');
    process.exit(2);
  }
}
