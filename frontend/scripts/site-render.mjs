// Writes the public site as files: every prerendered page (dist/<route>/index.html), the not-found
// pages, the shells of the dynamic routes, sitemap.xml and robots.txt, rendered by the server bundle
// with the content it was given. The build writes the site with the built-in content
// (scripts/prerender.mjs); the API publishes it with the content the admin edits
// (scripts/site-publish.mjs), the very same way. No inline scripts are added, so the site runs
// under a Content-Security-Policy of script-src 'self'; each page's content travels with it as a
// JSON data block, which no policy runs.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Where the page parts the build worked out are kept beside the server bundle, for the API. */
export const PAGE_PARTS_FILE = 'page-parts.json';

/** The body and heading fonts, fetched with the page rather than after the CSS asks for them, so text does not jump when they arrive. */
const FONTS = [/^assets\/inter-latin-400-normal-[\w-]+\.woff2$/, /^assets\/inter-latin-600-normal-[\w-]+\.woff2$/, /^assets\/fraunces-latin-500-normal-[\w-]+\.woff2$/];

/**
 * What every page is made of besides its content, read from a client build (dist/): the HTML
 * template, the font preloads, and the JS and CSS each route module needs, so a page links the
 * hashed files of the build that made it.
 */
export function pagePartsOf(dist) {
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entryCss = new Set(Object.values(manifest).find((chunk) => chunk.isEntry)?.css ?? []);
  const modules = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const module = /^src\/app\/routes\/([\w-]+)\.tsx$/.exec(key)?.[1];
    if (!module || !chunk.file) continue;
    const js = new Set();
    const css = new Set();
    const visit = (id) => {
      const needed = manifest[id];
      if (!needed || js.has(needed.file)) return;
      js.add(needed.file);
      needed.css?.forEach((file) => css.add(file));
      needed.imports?.forEach(visit);
    };
    visit(key);
    modules[module] = { js: [...js], css: [...css].filter((file) => !entryCss.has(file) && !template.includes(`/${file}"`)) };
  }
  const builtAssets = readdirSync(join(dist, 'assets')).map((file) => `assets/${file}`);
  const fonts = FONTS.map((pattern) => {
    const file = builtAssets.find((asset) => pattern.test(asset));
    if (!file) throw new Error(`No built font matches ${pattern}`);
    return file;
  });
  return { template, fonts, modules };
}

const xmlText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One page's HTML: the template with the rendered page, its head, its files and its data block. */
function pageHtml(server, parts, { html, head, module, data }, { prerendered }) {
  const { js, css } = (module && parts.modules[module]) || { js: [], css: [] };
  const links = [
    ...parts.fonts.map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`),
    ...css.map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...js.map((file) => `<link rel="modulepreload" href="/${file}">`),
  ];
  return parts.template
    .replace('<!--page-head-->', () => [head, ...links].filter(Boolean).join('\n    '))
    .replace(
      '<div id="root"><!--page-body--></div>',
      () =>
        `<div id="root"${prerendered ? ' data-prerendered="true"' : ''}>${html}</div>\n    ` +
        `<script type="application/json" id="${server.DATA_BLOCK_ID}">${data}</script>`,
    );
}

/** The HTML of one public address, as it would be published (the admin's preview). */
export async function renderPage({ server, parts, path }) {
  return pageHtml(server, parts, await server.render(path), { prerendered: true });
}

/**
 * Writes the whole public site into `outDir` with `server` (the loaded server bundle) and `parts`
 * (pagePartsOf). Returns the files written, relative to outDir.
 */
export async function writeSite({ server, parts, outDir }) {
  const written = [];
  const page = (rendered, options) => pageHtml(server, parts, rendered, options);
  const write = (path, content) => {
    const relative = path.includes('.') ? path.replace(/^\//, '') : join(path, 'index.html').replace(/^\//, '');
    const file = join(outDir, relative);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    written.push(relative);
  };

  const paths = server.prerenderPaths();
  const indexable = new Set();
  for (const path of paths) {
    const rendered = await server.render(path);
    if (!rendered.meta) throw new Error(`${path} rendered no page meta (call usePageMeta in its page)`);
    write(path, page(rendered, { prerendered: true }));
    if (!rendered.meta.noindex && rendered.meta.path !== undefined) indexable.add(server.absoluteUrl(rendered.meta.path));
  }
  write('404.html', page(await server.render('/404'), { prerendered: true }));
  // /service/<id> for an id the catalogue does not have: 'Service not found', served with status 404.
  write('__service-not-found.html', page(await server.render('/service/__unknown__'), { prerendered: true }));
  const siteOnly = server.siteDataBlock();
  write('__spa-fallback.html', page({ html: '', head: `<title>${server.siteTitle()}</title>`, data: siteOnly }, { prerendered: false }));
  // Article pages: nginx fills in each article's title, description and image with SSI (from
  // GET /api/api/news/<slug>/head), so link previews and search engines see them without JavaScript.
  write(
    '__article-shell.html',
    page(
      { html: '', head: '<!--# include virtual="/api/api/news/${article_slug}/head" -->', module: 'news-article', data: siteOnly },
      { prerendered: false },
    ),
  );

  // sitemap.xml: the canonical address of every prerendered page that may be indexed (every shown
  // treatment among them); /service and /service/anti-aging share one address.
  write(
    'sitemap.xml',
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...[...indexable].map((url) => `  <url><loc>${xmlText(url)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n'),
  );
  write(
    'robots.txt',
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
  return { files: written, pages: paths.length, addresses: indexable.size };
}
