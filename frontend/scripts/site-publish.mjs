// Publishes the public site with the content the admin edits: run by the API as a worker thread
// (node:worker_threads), one per publication, so the server bundle loads afresh with exactly
// that content (frontend/src/content/site-data.ts). Writes every page, the shells, sitemap.xml
// and robots.txt into workerData.outDir, each text file compressed beside itself as the build
// does, and answers { files, fast, ms } (or { error }): `fast` counts the files compressed at a
// faster quality (the others were as they are in one of workerData.bestFrom, sites compressed at
// the best quality, and took its compressed files). With workerData.preview (an address) instead,
// it answers the HTML that one page would have, { html }, and writes nothing. With workerData.compact
// (a published site's folder), it writes that site's brotli files again at the best quality. With
// workerData.newsPages, it stays, loaded with that content, and writes the news pages for each
// message { id, items, outDir, previous? } it gets (the articles, newest first; the folder and
// articles of the pages it wrote before, whose unchanged pages are copied), answering
// { id, rendered, copied } or { id, error }: the API publishes the news pages after every change of an article this way,
// within a second, without loading the site again.
//   workerData: { frontendDir, content: { clinic, faq, treatments }, outDir | preview | newsPages, bestFrom? } | { compact, bestFrom? }
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { precompress, recompressBrotli } from './precompress.mjs';
import { PAGE_PARTS_FILE, renderPage, writeNewsPages, writeSite } from './site-render.mjs';

const { frontendDir, content, outDir, preview, compact, newsPages, bestFrom = [] } = workerData;
/** The same file in each of the sites compressed at the best quality that workerData.bestFrom names. */
const sameFileIn = (site, file) => bestFrom.map((folder) => join(folder, relative(site, file)));
if (newsPages) serveNewsPages();
else await runOnce();

/** Writes the news pages for every message, with the bundle loaded once. */
function serveNewsPages() {
  const loaded = load();
  // A bundle that fails to load fails each message, with its reason.
  loaded.catch(() => undefined);
  // Listening at once: the messages sent while the bundle loads wait for it.
  parentPort.on('message', async ({ id, items, outDir: folder, previous }) => {
    try {
      const { server, parts } = await loaded;
      const { rendered, copied, sitemap } = await writeNewsPages({ server, parts, outDir: folder, items, previous });
      await Promise.all([...rendered, sitemap].map((file) => precompress(join(folder, file), { quality: 5 })));
      parentPort.postMessage({ id, rendered: rendered.length, copied: copied.length });
    } catch (error) {
      parentPort.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  });
}

/** One publication, preview or compaction, answered once. */
async function runOnce() {
  try {
    const started = Date.now();
    if (compact !== undefined) {
      // The site is served already; a file of a site removed meanwhile (two publications on) is skipped.
      const files = readdirSync(compact, { recursive: true })
        .map(String)
        .filter((file) => file.endsWith('.br'))
        .map((file) => join(compact, file.slice(0, -'.br'.length)));
      for (let i = 0; i < files.length; i += 8) {
        await Promise.all(files.slice(i, i + 8).map((file) => recompressBrotli(file, { bestFrom: sameFileIn(compact, file) }).catch(() => undefined)));
      }
      parentPort.postMessage({ files: files.length, ms: Date.now() - started });
    } else {
      await render(started);
    }
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

/** The server bundle, loaded with the content this worker was given, and the build's page parts. */
async function load() {
  globalThis.clinicSiteContent = content;
  const server = await import(pathToFileURL(join(frontendDir, 'dist-ssr', 'entry-server.js')).href);
  const parts = JSON.parse(readFileSync(join(frontendDir, 'dist-ssr', PAGE_PARTS_FILE), 'utf8'));
  return { server, parts };
}

/** A preview of one page, or the whole site into outDir. */
async function render(started) {
  const { server, parts } = await load();
  if (preview !== undefined) {
    parentPort.postMessage({ html: await renderPage({ server, parts, path: preview }) });
  } else {
    const { files } = await writeSite({ server, parts, outDir });
    // The article shell stays plain: nginx fills it in with SSI, which works on the plain file only.
    // Brotli at quality 5 first, so the change is served within about a second; the API then has
    // every file written again at the build's best quality (workerData.compact), as small as the
    // build's: at quality 5 the home page is 15 % larger (15.6 KB instead of 13.6 KB), past the
    // first round trip of a new connection (about 14 KB), so a phone would paint it a round trip later.
    // A page as it was in the build or the last publication compressed at the best quality takes
    // its compressed files from there: only the pages the change made new wait for that pass
    // (none, when the content is the build's own).
    const compressible = files.filter((file) => file !== '__article-shell.html');
    let fast = 0;
    for (let i = 0; i < compressible.length; i += 8) {
      const written = await Promise.all(
        compressible.slice(i, i + 8).map((file) => precompress(join(outDir, file), { quality: 5, bestFrom: sameFileIn(outDir, join(outDir, file)) })),
      );
      fast += written.filter((sizes) => !sizes.best).length;
    }
    parentPort.postMessage({ files: files.length, fast, ms: Date.now() - started });
  }
}
