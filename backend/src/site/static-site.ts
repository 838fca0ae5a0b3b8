import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** The SSI include the prerenderer leaves in the article shell; nginx replaces it, and so do we. */
const ARTICLE_HEAD_INCLUDE = /<!--# include virtual="\/api\/api\/news\/\$\{article_slug\}\/head" -->/;
/** The article paths nginx fills in (nginx/templates/default.conf.template). */
const ARTICLE_PATH = /^\/news\/([a-z0-9][a-z0-9-]{0,119})\/?$/;
const SERVICE_PATH = /^\/service\/[^/]+\/?$/;
const DYNAMIC_PATH = /^\/(news\/[^/]+|admin-login|admin-dashboard)\/?$/;

/**
 * Serves the built site from the API when the machine has no nginx (`make start` without it).
 * It mirrors nginx/templates/default.conf.template: prerendered pages, immutable hashed assets,
 * article pages with their own head tags, 'Service not found' (404) for an unknown treatment,
 * the SPA shell for the other dynamic routes, the not-found page otherwise, and the same headers.
 */
export function serveBuiltSite(app: NestExpressApplication, dir: string, csp: string) {
  const spaShell = join(dir, '__spa-fallback.html');
  const articleShell = join(dir, '__article-shell.html');
  const serviceNotFound = join(dir, '__service-not-found.html');
  const notFound = join(dir, '404.html');
  // The article shell is read once: the build that wrote it does not change while the API runs.
  const articleShellHtml = existsSync(articleShell) ? readFileSync(articleShell, 'utf8') : undefined;

  const htmlHeaders = (res: Response) => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('Cache-Control', 'no-cache');
  };

  /** The article's head tags, from the same endpoint nginx's SSI includes (an unknown one's are noindex, with 404). */
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

  app.use('/assets', express.static(join(dir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  app.use(
    express.static(dir, {
      index: 'index.html',
      redirect: false,
      setHeaders: (res, path) => {
        if (path.endsWith('.html')) htmlHeaders(res as Response);
        else res.setHeader('Cache-Control', 'public, max-age=86400');
      },
    }),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/api/')) return next();
    htmlHeaders(res);
    const page = join(dir, req.path, 'index.html');
    if (!req.path.includes('..') && existsSync(page)) return res.sendFile(page);

    const article = ARTICLE_PATH.exec(req.path);
    if (article && articleShellHtml !== undefined) {
      void articleHead(article[1]).then(
        (head) => res.type('html').send(articleShellHtml.replace(ARTICLE_HEAD_INCLUDE, () => head)),
        next,
      );
      return;
    }
    if (SERVICE_PATH.test(req.path) && existsSync(serviceNotFound)) return res.status(404).sendFile(serviceNotFound);
    if (DYNAMIC_PATH.test(req.path) && existsSync(spaShell)) return res.sendFile(spaShell);
    res.status(404).sendFile(notFound);
  });
}
