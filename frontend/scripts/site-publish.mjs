// Publishes the public site with the content the admin edits: run by the API as a worker thread
// (node:worker_threads), one per publication, so the server bundle loads afresh with exactly
// that content (frontend/src/content/site-data.ts). Writes every page, the shells, sitemap.xml
// and robots.txt into workerData.outDir, each text file compressed beside itself as the build
// does, and answers { files, ms } (or { error }). With workerData.preview (an address) instead, it
// answers the HTML that one page would have, { html }, and writes nothing.
//   workerData: { frontendDir, content: { clinic, faq, treatments }, outDir | preview }
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { precompress } from './precompress.mjs';
import { PAGE_PARTS_FILE, renderPage, writeSite } from './site-render.mjs';

const { frontendDir, content, outDir, preview } = workerData;
try {
  const started = Date.now();
  globalThis.clinicSiteContent = content;
  const server = await import(pathToFileURL(join(frontendDir, 'dist-ssr', 'entry-server.js')).href);
  const parts = JSON.parse(readFileSync(join(frontendDir, 'dist-ssr', PAGE_PARTS_FILE), 'utf8'));
  if (preview !== undefined) {
    parentPort.postMessage({ html: await renderPage({ server, parts, path: preview }) });
  } else {
    const { files } = await writeSite({ server, parts, outDir });
    // The article shell stays plain: nginx fills it in with SSI, which works on the plain file only.
    // Brotli at quality 5: a page comes out about a tenth larger than at the build's 11, and the
    // whole site is written in about a second instead of several.
    const compressible = files.filter((file) => file !== '__article-shell.html');
    for (let i = 0; i < compressible.length; i += 8) {
      await Promise.all(compressible.slice(i, i + 8).map((file) => precompress(join(outDir, file), { quality: 5 })));
    }
    parentPort.postMessage({ files: files.length, ms: Date.now() - started });
  }
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
