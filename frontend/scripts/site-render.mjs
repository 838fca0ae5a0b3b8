// Writes the public site as files: every prerendered page (dist/<route>/index.html), the not-found
// pages, the shells of the dynamic routes, sitemap.xml and robots.txt, rendered by the server bundle
// with the content it was given. The build writes the site with the built-in content
// (scripts/prerender.mjs); the API publishes it with the content the admin edits
// (scripts/site-publish.mjs), the very same way. No inline scripts are added (the template's one,
// the tap holder, is allowed by its hash), so the site runs under script-src 'self' and that hash; each page's content travels with it as a
// JSON data block, which no policy runs.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Where the page parts the build worked out are kept beside the server bundle, for the API. */
export const PAGE_PARTS_FILE = 'page-parts.json';

/**
 * What every page is made of besides its content, read from a client build (dist/): the HTML
 * template, and the JS and CSS each route module needs (with the app's own, src/main.tsx's), so a
 * page carries the hashed files of the build that made it. The CSS is written into the head; the
 * JS is listed on #root for the boot script to fetch once the page has loaded (src/boot.ts), so no
 * script competes with the page's text, pictures and fonts.
 */
export function pagePartsOf(dist) {
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const closure = (key) => {
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
    return { js, css };
  };
  if (!manifest['src/main.tsx']) throw new Error('The client build has no src/main.tsx chunk');
  const app = closure('src/main.tsx');
  const modules = { '': { js: [...app.js], css: [...app.css] } };
  for (const key of Object.keys(manifest)) {
    const module = /^src\/app\/routes\/([\w-]+)\.tsx$/.exec(key)?.[1];
    if (!module) continue;
    const page = closure(key);
    // The page's sections whose code comes when the visitor scrolls to them are prerendered with
    // it: their CSS is the page's from the start.
    const sectionCss = (manifest[key].dynamicImports ?? []).flatMap((section) => [...closure(section).css]);
    modules[module] = { js: [...new Set([...app.js, ...page.js])], css: [...new Set([...app.css, ...page.css, ...sectionCss])] };
  }
  const styles = {};
  for (const file of new Set(Object.values(modules).flatMap((entry) => entry.css))) {
    const text = readFileSync(join(dist, file), 'utf8').trim();
    if (/<\/style/i.test(text)) throw new Error(`${file} cannot be written inside a <style> element`);
    styles[file] = text;
  }
  return { template, modules, styles };
}

const xmlText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One page's HTML: the template with the rendered page, its head, its files and its data block. */
function pageHtml(server, parts, { html, head, module, data }, { prerendered }) {
  const { js, css } = (module && parts.modules[module]) || parts.modules[''];
  // The page's CSS is in its head: no request stands between the HTML and the first paint. Each
  // <style> names its file, so the app does not fetch it again (src/boot.ts).
  const links = css.map((file) => `<style data-href="/${file}">${parts.styles[file]}</style>`);
  return parts.template
    .replace('<!--page-head-->', () => [head, ...links].filter(Boolean).join('\n    '))
    .replace(
      '<div id="root"><!--page-body--></div>',
      () =>
        `<div id="root"${prerendered ? ' data-prerendered="true"' : ''} data-modules="${js.map((file) => `/${file}`).join(' ')}">${html}</div>\n    ` +
        `<script type="application/json" id="${server.DATA_BLOCK_ID}">${data}</script>`,
    );
}

/** The HTML of one public address, as it would be published (the admin's preview). */
export async function renderPage({ server, parts, path }) {
  return pageHtml(server, parts, await server.render(path), { prerendered: true });
}

/**
 * Writes the news pages into `outDir` (news/index.html and news/<slug>/index.html) with the articles
 * `items` (GET /news's, newest first) in their HTML and their data block. With `previous` (the
 * folder of news pages this same bundle wrote, and the articles it wrote them with), a page whose
 * articles are the same as then is copied from there, compressed files and all, rather than
 * rendered again: a change to one article renders its page, the list and the pages whose sidebar
 * shows it. Returns the files rendered (for the caller to compress) and those copied, relative to outDir.
 */
export async function writeNewsPages({ server, parts, outDir, items, previous }) {
  const rendered = [];
  const copied = [];
  const slugs = items.map((item) => item?.slug).filter((slug) => typeof slug === 'string' && /^[a-z0-9][a-z0-9-]*$/.test(slug));
  const unchanged = (path) =>
    previous !== undefined && JSON.stringify(server.newsBlockFor(path, previous.items)) === JSON.stringify(server.newsBlockFor(path, items));
  for (const path of ['/news', ...slugs.map((slug) => `/news/${slug}`)]) {
    const relative = join(path, 'index.html').replace(/^\//, '');
    const file = join(outDir, relative);
    mkdirSync(dirname(file), { recursive: true });
    if (unchanged(path) && existsSync(join(previous.dir, relative))) {
      for (const suffix of ['', '.br', '.gz']) {
        if (existsSync(join(previous.dir, relative + suffix))) copyFileSync(join(previous.dir, relative + suffix), file + suffix);
      }
      copied.push(relative);
      continue;
    }
    writeFileSync(file, pageHtml(server, parts, await server.render(path, { news: items }), { prerendered: true }));
    rendered.push(relative);
  }
  // The articles' own sitemap (robots.txt names it beside sitemap.xml, which the site's publication
  // writes): written with the pages, so an article is listed as soon as it is published, and gone
  // with it.
  const lastmod = (slug) => {
    const changed = Date.parse(items.find((item) => item?.slug === slug)?.updatedAt);
    return Number.isNaN(changed) ? '' : `<lastmod>${new Date(changed).toISOString()}</lastmod>`;
  };
  writeFileSync(
    join(outDir, NEWS_SITEMAP),
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...slugs.map((slug) => `  <url><loc>${xmlText(server.absoluteUrl(`/news/${slug}`))}</loc>${lastmod(slug)}</url>`),
      '</urlset>',
      '',
    ].join('\n'),
  );
  return { rendered, copied, sitemap: NEWS_SITEMAP };
}

/** The articles' sitemap, beside the news pages (served at /sitemap-news.xml). */
export const NEWS_SITEMAP = 'sitemap-news.xml';

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
  // The articles' sitemap as it is before the API has published any news pages: none listed yet.
  write(NEWS_SITEMAP, ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', '</urlset>', ''].join('\n'));
  write(
    'robots.txt',
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin-login',
      'Disallow: /admin-dashboard',
      // A patient's own appointment page: its address carries their link.
      'Disallow: /appointment',
      // The newsletter's confirmation link lands here.
      'Disallow: /newsletter/confirm',
      'Disallow: /api/',
      '',
      `Sitemap: ${server.absoluteUrl('/sitemap.xml')}`,
      `Sitemap: ${server.absoluteUrl(`/${NEWS_SITEMAP}`)}`,
      '',
    ].join('\n'),
  );
  return { files: written, pages: paths.length, addresses: indexable.size };
}
