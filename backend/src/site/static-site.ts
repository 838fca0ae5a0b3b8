import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves the built site from the API when the machine has no nginx (`make start` without it).
 * It mirrors nginx/templates/default.conf.template: prerendered pages, immutable hashed assets,
 * the SPA shell for dynamic routes, the not-found page otherwise, and the same headers.
 */
export function serveBuiltSite(app: NestExpressApplication, dir: string, csp: string) {
  const spaShell = join(dir, '__spa-fallback.html');
  const notFound = join(dir, '404.html');
  const dynamic = /^\/(news\/[^/]+|newstemplate|service\/[^/]+|admin-login|admin-dashboard)\/?$/;

  const htmlHeaders = (res: Response) => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('Cache-Control', 'no-cache');
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
    const page = join(dir, req.path, 'index.html');
    if (!req.path.includes('..') && existsSync(page)) {
      htmlHeaders(res);
      return res.sendFile(page);
    }
    htmlHeaders(res);
    if (dynamic.test(req.path) && existsSync(spaShell)) return res.sendFile(spaShell);
    res.status(404).sendFile(notFound);
  });
}
