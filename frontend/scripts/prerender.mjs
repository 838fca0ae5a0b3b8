// Writes every public route of the built site to static HTML (dist/<route>/index.html), then the
// not-found page (dist/404.html) and the shell for dynamic routes (dist/__spa-fallback.html).
// No inline scripts are added, so the site runs under a Content-Security-Policy of script-src 'self'.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const server = await import(pathToFileURL(join(root, 'dist-ssr', 'entry-server.js')).href);

/** The JS and CSS files a route module needs, so its chunk and styles load with the page. */
function assetsOf(module) {
  const key = `src/app/routes/${module}.tsx`;
  const js = new Set();
  const css = new Set();
  const visit = (id) => {
    const chunk = manifest[id];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return { js: [...js], css: [...css] };
}

const entryCss = new Set(Object.values(manifest).find((chunk) => chunk.isEntry)?.css ?? []);

// The body and heading fonts, fetched with the page rather than after the CSS asks for them, so
// text does not jump when they arrive.
const FONTS = [/^assets\/inter-latin-400-normal-[\w-]+\.woff2$/, /^assets\/inter-latin-600-normal-[\w-]+\.woff2$/, /^assets\/fraunces-latin-500-normal-[\w-]+\.woff2$/];
const builtAssets = readdirSync(join(dist, 'assets')).map((file) => `assets/${file}`);
const fontPreloads = FONTS.map((pattern) => {
  const file = builtAssets.find((asset) => pattern.test(asset));
  if (!file) throw new Error(`No built font matches ${pattern}`);
  return `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`;
});

function page({ html, head, module }, { prerendered }) {
  const { js, css } = module ? assetsOf(module) : { js: [], css: [] };
  const links = [
    ...fontPreloads,
    ...css.filter((file) => !entryCss.has(file) && !template.includes(`/${file}"`)).map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...js.map((file) => `<link rel="modulepreload" href="/${file}">`),
  ];
  return template
    .replace('<!--page-head-->', [head, ...links].filter(Boolean).join('\n    '))
    .replace('<div id="root"><!--page-body--></div>', `<div id="root"${prerendered ? ' data-prerendered="true"' : ''}>${html}</div>`);
}

function write(path, content) {
  const file = path.endsWith('.html') ? join(dist, path) : join(dist, path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const started = Date.now();
const paths = server.prerenderPaths();
for (const path of paths) {
  const rendered = await server.render(path);
  if (!rendered.meta) throw new Error(`${path} rendered no page meta (call usePageMeta in its page)`);
  write(path, page(rendered, { prerendered: true }));
}
write('404.html', page(await server.render('/404'), { prerendered: true }));
// /service/<id> for an id the catalogue does not have: 'Service not found', served with status 404.
write('__service-not-found.html', page(await server.render('/service/__unknown__'), { prerendered: true }));
write('__spa-fallback.html', page({ html: '', head: '<title>Aura Skin &amp; Hair Clinic</title>' }, { prerendered: false }));
// Article pages: nginx fills in each article's title, description and image with SSI (from
// GET /api/api/news/<slug>/head), so link previews and search engines see them without JavaScript.
write(
  '__article-shell.html',
  page(
    { html: '', head: '<!--# include virtual="/api/api/news/${article_slug}/head" -->', module: 'news-article' },
    { prerendered: false },
  ),
);
// index.html is now the prerendered home page. The bare template stays beside the server bundle
// (dist-ssr/, never served), where the API reads both to check the content the admin edits.
writeFileSync(join(root, 'dist-ssr', 'template.html'), template);
console.log(`Prerendered ${paths.length} pages in ${Date.now() - started} ms`);

// sitemap.xml: the canonical address of every prerendered page that may be indexed (every
// treatment of the catalogue among them); /service and /service/anti-aging share one address.
const xmlText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const indexable = new Set();
for (const path of paths) {
  const { meta } = await server.render(path);
  if (meta && !meta.noindex && meta.path !== undefined) indexable.add(server.absoluteUrl(meta.path));
}
writeFileSync(
  join(dist, 'sitemap.xml'),
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[...indexable].map((url) => `  <url><loc>${xmlText(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n'),
);
writeFileSync(
  join(dist, 'robots.txt'),
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin-login',
    'Disallow: /admin-dashboard',
    'Disallow: /api/',
    '',
    `Sitemap: ${server.absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n'),
);
console.log(`Wrote sitemap.xml (${indexable.size} addresses) and robots.txt`);
