import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepBuild, KEEP_MS, restoreRetired } from '../keep-previous-assets.mjs';

let root;
let places;

/** A build in dist/assets made of these files. */
async function build(...names) {
  await rm(places.dist, { recursive: true, force: true });
  await mkdir(join(places.dist, 'assets'), { recursive: true });
  await Promise.all(names.map((name) => writeFile(join(places.dist, 'assets', name), name)));
}
const served = async () => (await readdir(join(places.dist, 'assets'))).sort();

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'previous-assets-'));
  places = { dist: join(root, 'dist'), store: join(root, '.previous-assets') };
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the files of previous builds', () => {
  it('stay served beside the new build, with their compressed copies', async () => {
    await build('main-A.js', 'main-A.js.br', 'dialog-A.js', 'vendor-V.js');
    await keepBuild(places);
    await build('main-B.js', 'dialog-B.js', 'vendor-V.js');
    const { restored } = await restoreRetired(places, 1_000);
    expect(restored.sort()).toEqual(['dialog-A.js', 'main-A.js', 'main-A.js.br']);
    expect(await served()).toEqual(['dialog-A.js', 'dialog-B.js', 'main-A.js', 'main-A.js.br', 'main-B.js', 'vendor-V.js']);
  });

  it('are dropped a day after the release that retired them, counted from that release', async () => {
    await build('main-A.js');
    await keepBuild(places);
    await build('main-B.js');
    await restoreRetired(places, 1_000);
    // Another release an hour later keeps A (retired an hour ago) and B (retired now).
    await keepBuild(places);
    await build('main-C.js');
    await restoreRetired(places, 1_000 + 3_600_000);
    expect(await served()).toEqual(['main-A.js', 'main-B.js', 'main-C.js']);
    // A day after A was retired, the next release lets it go; B stays a little longer.
    await keepBuild(places);
    await build('main-D.js');
    const { forgotten } = await restoreRetired(places, 1_000 + KEEP_MS + 1);
    expect(forgotten).toEqual(['main-A.js']);
    expect(await served()).toEqual(['main-B.js', 'main-C.js', 'main-D.js']);
  });

  it('is nothing for a first build', async () => {
    await keepBuild(places);
    await build('main-A.js');
    expect(await restoreRetired(places, 1_000)).toEqual({ restored: [], forgotten: [] });
    expect(await served()).toEqual(['main-A.js']);
  });
});
