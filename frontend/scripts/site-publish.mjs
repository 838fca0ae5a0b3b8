// Publishes the public site with the content the admin edits: run by the API as a worker thread
// (node:worker_threads), one per publication, so the server bundle loads afresh with exactly
// that content (frontend/src/content/site-data.ts). Writes every page, the shells, sitemap.xml
// and robots.txt into workerData.outDir, each text file compressed beside itself as the build
// does, and answers { files, ms } (or { error }). With workerData.preview (an address) instead, it
// answers the HTML that one page would have, { html }, and writes nothing. With workerData.compact
// (a published site's folder), it writes that site's brotli files again at the best quality.
//   workerData: { frontendDir, content: { clinic, faq, treatments }, outDir | preview } | { compact }
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { precompress, recompressBrotli } from './precompress.mjs';
import { PAGE_PARTS_FILE, renderPage, writeSite } from './site-render.mjs';

const { frontendDir, content, outDir, preview, compact } = workerData;
try {
  const started = Date.now();
  if (compact !== undefined) {
    // The site is served already; a file of a site removed meanwhile (two publications on) is skipped.
    const files = readdirSync(compact, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.br'))
      .map((file) => join(compact, file.slice(0, -'.br'.length)));
    for (let i = 0; i < files.length; i += 8) {
      await Promise.all(files.slice(i, i + 8).map((file) => recompressBrotli(file).catch(() => undefined)));
    }
    parentPort.postMessage({ files: files.length, ms: Date.now() - started });
  } else {
    await render(started);
  }
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}

/** A preview of one page, or the whole site into outDir. */
async function render(started) {
  globalThis.clinicSiteContent = content;
  const server = await import(pathToFileURL(join(frontendDir, 'dist-ssr', 'entry-server.js')).href);
  const parts = JSON.parse(readFileSync(join(frontendDir, 'dist-ssr', PAGE_PARTS_FILE), 'utf8'));
  if (preview !== undefined) {
    parentPort.postMessage({ html: await renderPage({ server, parts, path: preview }) });
  } else {
    const { files } = await writeSite({ server, parts, outDir });
    // The article shell stays plain: nginx fills it in with SSI, which works on the plain file only.
    // Brotli at quality 5 first, so the change is served within about a second; the API then has
    // every file written again at the build's best quality (workerData.compact), as small as the
    // build's: at quality 5 the home page is 15 % larger (15.6 KB instead of 13.6 KB), past the
    // first round trip of a new connection (about 14 KB), so a phone would paint it a round trip later.
    const compressible = files.filter((file) => file !== '__article-shell.html');
    for (let i = 0; i < compressible.length; i += 8) {
      await Promise.all(compressible.slice(i, i + 8).map((file) => precompress(join(outDir, file), { quality: 5 })));
    }
    parentPort.postMessage({ files: files.length, ms: Date.now() - started });
  }
}
