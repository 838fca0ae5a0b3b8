// Writes the built site's public pages to static HTML in dist/ with the built-in content (see
// site-render.mjs), and keeps what the API needs to publish the same pages with the content the
// admin edits beside the server bundle (dist-ssr/, never served): the page parts of this build.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PAGE_PARTS_FILE, pagePartsOf, writeSite } from './site-render.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const parts = pagePartsOf(dist);
const server = await import(pathToFileURL(join(root, 'dist-ssr', 'entry-server.js')).href);

const started = Date.now();
const { pages, addresses } = await writeSite({ server, parts, outDir: dist });
writeFileSync(join(root, 'dist-ssr', PAGE_PARTS_FILE), JSON.stringify(parts));
console.log(`Prerendered ${pages} pages, sitemap.xml (${addresses} addresses) and robots.txt in ${Date.now() - started} ms`);
