import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { extname, join, posix } from 'node:path';
import onHeaders from 'on-headers';

/**
 * The headers nginx sends with the site's files, read by scripts/nginx-config.mjs from the nginx
 * template and snippets and handed over as SITE_HEADERS, so both serving modes send the same.
 */
export interface SiteHeaders {
  /** Every response (nginx/snippets/security-headers.conf). */
  security: Record<string, string>;
  /** HTML pages (nginx/snippets/page-headers.conf): Cache-Control and the Content-Security-Policy. */
  page: Record<string, string>;
  /** Strict-Transport-Security, sent when the visitor came over https (X-Forwarded-Proto). */
  hsts: string;
  /** The hashed build output (/assets/): its headers besides HSTS (nginx/snippets/asset-headers.conf). */
  assets: Record<string, string>;
  /** Cache-Control of the hashed build output (/assets/). */
  assetsCacheControl: string;
  /** Cache-Control of artwork, brand files and the clinic's reels (/images/, /brand/, /media/). */
  artworkCacheControl: string;
  /**
   * The appointment page, whose address may hold a patient's link token (nginx's map
   * $clinic_referrer_policy): the paths it answers (a regular expression) and its Referrer-Policy.
   */
  patientLink?: { pattern: string; referrerPolicy: string };
}

const isRecordOfStrings = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string');

/** SITE_HEADERS as the API receives it; throws naming what is missing. */
export function parseSiteHeaders(json: string): SiteHeaders {
  const value = JSON.parse(json) as Partial<SiteHeaders>;
  if (
    !isRecordOfStrings(value.security) ||
    !isRecordOfStrings(value.assets) ||
    !isRecordOfStrings(value.page) ||
    !value.page['Content-Security-Policy'] ||
    typeof value.hsts !== 'string' ||
    typeof value.assetsCacheControl !== 'string' ||
    typeof value.artworkCacheControl !== 'string'
  ) {
    throw new Error('SITE_HEADERS needs security, assets, page (with a Content-Security-Policy), hsts, assetsCacheControl and artworkCacheControl');
  }
  return value as SiteHeaders;
}

/** nginx's gzip_min_length: shorter answers are sent as they are. */
const COMPRESS_FROM_BYTES = 512;

/** The SSI include the prerenderer leaves in the article shell; nginx replaces it, and so do we. */
const ARTICLE_HEAD_INCLUDE = /<!--# include virtual="\/api\/api\/news\/\$\{article_slug\}\/head" -->/;

// The locations of nginx/templates/default.conf.template, in the order nginx picks them.
const API_PATH = /^\/api\/api\//;
const DOT_PATH = /\/\./;
const ASSET_PATH = /^\/assets\//;
const ARTWORK_PATH = /^\/(images|brand|media)\//;
const ARTICLE_PATH = /^\/news\/([a-z0-9][a-z0-9-]{0,119})\/?$/;
const NEWS_LIST_PATH = /^\/news\/?$/;
/** The articles' sitemap, written with the news pages (frontend/scripts/site-render.mjs, NEWS_SITEMAP). */
const NEWS_SITEMAP_PATH = '/sitemap-news.xml';
const SERVICE_PATH = /^\/service\/[^/]+\/?$/;
const DYNAMIC_PATH = /^\/(news\/[^/]+|admin-login|admin-dashboard(\/[A-Za-z0-9_-]+)*)\/?$/;
const INTERNAL_PAGE = /^\/(__(spa-fallback|article-shell|service-not-found)\.html|404\.html)$/;

/**
 * Content types as nginx sends them for the site's files: Debian's and the official image's
 * mime.types, with `charset utf-8` added to the types nginx's charset_types names.
 */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'text/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/octet-stream',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
};
const contentType = (file: string) => CONTENT_TYPES[extname(file.replace(/\.(br|gz)$/, ''))] ?? 'application/octet-stream';

/**
 * Serves the built site from the API when nginx does not (`make start` with SITE_SERVER=node, or
 * on a machine without nginx), answering as nginx/templates/default.conf.template does: the same
 * files for the same paths, the same status codes, security headers, Content-Security-Policy and
 * Cache-Control, and every text file in the compressed form the build wrote (br when the browser
 * accepts it, else gzip). It runs before the API's own middleware, so the site's files do not
 * carry the API's headers; API answers get nginx's security headers and are compressed here.
 * Pages come from the site the API published with the content the admin edits
 * (`publishedDir/current`) once there is one, as nginx does, and from the build until then.
 */
export function serveBuiltSite(app: NestExpressApplication, dir: string, headers: SiteHeaders, publishedDir?: string) {
  const spaShell = '/__spa-fallback.html';
  const serviceNotFound = '/__service-not-found.html';
  const notFound = '/404.html';
  const publishedSite = publishedDir && join(publishedDir, 'current');
  // The news pages the API publishes with the articles in them (backend/src/news/published-news.ts).
  const publishedNews = publishedDir && join(publishedDir, '__news', 'pages');

  const isFileIn = (root: string, path: string) => {
    try {
      return statSync(join(root, path)).isFile();
    } catch {
      return false;
    }
  };
  const isFile = (path: string) => isFileIn(dir, path);
  const sendSecurityHeaders = (req: Request, res: Response, set = headers.security) => {
    for (const [name, value] of Object.entries(set)) res.setHeader(name, value);
    if (req.get('x-forwarded-proto') === 'https') res.setHeader('Strict-Transport-Security', headers.hsts);
  };
  const patientLinkPage = headers.patientLink && new RegExp(headers.patientLink.pattern);
  const sendPageHeaders = (req: Request, res: Response) => {
    sendSecurityHeaders(req, res);
    for (const [name, value] of Object.entries(headers.page)) res.setHeader(name, value);
    if (patientLinkPage?.test(req.path)) res.setHeader('Referrer-Policy', headers.patientLink!.referrerPolicy);
  };

  // The built files (and the published pages), in the compressed form written beside each when the browser accepts one.
  const staticFiles = (root: string) => expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      cacheControl: false,
      dotfiles: 'allow',
      fallthrough: true,
      setHeaders: (res, path) => res.setHeader('Content-Type', contentType(path)),
    },
  });
  interface PageSource {
    /** The folder the pages are read from. */
    root: string;
    serve: ReturnType<typeof staticFiles>;
    /** The article shell, which nginx fills in with SSI and so do we. */
    articleShell: string | undefined;
  }
  const readShell = (root: string) => {
    try {
      return readFileSync(join(root, '__article-shell.html'), 'utf8');
    } catch {
      return undefined;
    }
  };
  const built: PageSource = { root: dir, serve: staticFiles(dir), articleShell: readShell(dir) };
  let published: PageSource | undefined;
  /**
   * Where this request's pages come from: the site published last (its own folder, read afresh
   * each time another one is published), or the build's until there is one.
   */
  const pages = (): PageSource => {
    if (!publishedSite || !isFileIn(publishedSite, 'index.html')) return built;
    const root = realpathSync(publishedSite);
    if (published?.root !== root) published = { root, serve: staticFiles(root), articleShell: readShell(root) };
    return published;
  };
  let newsPages: PageSource | undefined;
  /** The news pages published last (their own folder, read afresh each time others are published), if any. */
  const news = (): PageSource | undefined => {
    if (!publishedNews) return undefined;
    let root: string;
    try {
      root = realpathSync(publishedNews);
    } catch {
      return undefined;
    }
    if (newsPages?.root !== root) newsPages = { root, serve: staticFiles(root), articleShell: undefined };
    return newsPages;
  };
  /** Sends the file at `path` (below the build, or `source`'s folder) with `status`, or the not-found page when it fails. */
  const send = (req: Request, res: Response, next: NextFunction, path: string, status = 200, source = built) => {
    res.status(status);
    req.url = path.split('/').map(encodeURIComponent).join('/');
    source.serve(req, res, next);
  };
  /** The not-found page with status 404 and the page headers, as nginx's error_page sends it. */
  const sendNotFound = (req: Request, res: Response, next: NextFunction) => {
    res.removeHeader('Cache-Control');
    sendPageHeaders(req, res);
    send(req, res, next, notFound, 404);
  };

  /** The article's head tags, from the same endpoint nginx's SSI includes (an unknown one's are noindex). */
  const articleHead = async (slug: string): Promise<string> => {
    const { port } = app.getHttpServer().address() as AddressInfo;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/api/news/${slug}/head`, {
        signal: AbortSignal.timeout(5000),
      });
      return response.headers.get('content-type')?.startsWith('text/html') ? await response.text() : '';
    } catch {
      return '';
    }
  };

  // What the API and the article pages put together per request is compressed as nginx's gzip
  // filter would; the site's files are compressed already. Like nginx, an answer too short to be
  // compressed does not say it varies with Accept-Encoding.
  const compress = compression({ threshold: COMPRESS_FROM_BYTES });
  const compressDynamic = (req: Request, res: Response, next: NextFunction) => {
    onHeaders(res, () => {
      const length = Number(res.getHeader('Content-Length'));
      if (res.getHeader('Content-Encoding') || !(length < COMPRESS_FROM_BYTES)) return;
      const vary = String(res.getHeader('Vary') ?? '')
        .split(',')
        .map((token) => token.trim())
        .filter((token) => token && token.toLowerCase() !== 'accept-encoding');
      if (vary.length > 0) res.setHeader('Vary', vary.join(', '));
      else res.removeHeader('Vary');
    });
    compress(req, res, next);
  };

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (API_PATH.test(req.path)) {
      sendSecurityHeaders(req, res);
      return compressDynamic(req, res, next);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendSecurityHeaders(req, res);
      res.setHeader('Allow', 'GET, HEAD');
      return res.status(405).type('text/plain').send('Method Not Allowed');
    }
    let path: string;
    try {
      path = posix.normalize(decodeURIComponent(req.path));
    } catch {
      sendSecurityHeaders(req, res);
      return res.status(400).type('text/plain').send('Bad Request');
    }
    const fallthrough = () => sendNotFound(req, res, next);

    if (DOT_PATH.test(path) || INTERNAL_PAGE.test(path)) return fallthrough();
    if (ASSET_PATH.test(path) || ARTWORK_PATH.test(path)) {
      if (!isFile(path)) return fallthrough();
      sendSecurityHeaders(req, res, ASSET_PATH.test(path) ? headers.assets : headers.security);
      res.setHeader('Cache-Control', ASSET_PATH.test(path) ? headers.assetsCacheControl : headers.artworkCacheControl);
      return send(req, res, fallthrough, path);
    }

    sendPageHeaders(req, res);
    const source = pages();
    const isPage = (file: string) => isFileIn(source.root, file);
    const sendPage = (file: string, status = 200, failed = next) => send(req, res, failed, file, status, source);
    const page = posix.join(path, 'index.html');
    const article = ARTICLE_PATH.exec(path);
    if (article || NEWS_LIST_PATH.test(path)) {
      const newsSource = news();
      const newsPage = article ? `/news/${article[1]}/index.html` : '/news/index.html';
      if (newsSource && isFileIn(newsSource.root, newsPage)) return send(req, res, next, newsPage, 200, newsSource);
    }
    if (path === NEWS_SITEMAP_PATH) {
      const newsSource = news();
      if (newsSource && isFileIn(newsSource.root, path)) return send(req, res, next, path, 200, newsSource);
    }
    const shell = source.articleShell;
    if (article && shell !== undefined) {
      return compressDynamic(req, res, () => {
        void articleHead(article[1]).then(
          // Written as it is (no ETag), as nginx sends what SSI put together.
          (head) => res.type('html').end(shell.replace(ARTICLE_HEAD_INCLUDE, () => head)),
          next,
        );
      });
    }
    if (SERVICE_PATH.test(path)) return isPage(page) ? sendPage(page) : sendPage(serviceNotFound, 404);
    if (DYNAMIC_PATH.test(path)) return sendPage(isPage(page) ? page : spaShell);
    if (isPage(page)) return sendPage(page, 200, fallthrough);
    if (isPage(path)) return sendPage(path, 200, fallthrough);
    return fallthrough();
  });
}
