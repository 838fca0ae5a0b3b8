import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { bodyErrorHandler } from './common/body-errors';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { createValidationPipe } from './common/validation';
import { Env } from './config/env';
import { parseSiteHeaders, serveBuiltSite } from './site/static-site';

export const API_PREFIX = 'api/api';
const DOCS_PATH = `${API_PREFIX}/docs`;
/** The Swagger UI page, its assets and its JSON (docs, docs/…, docs-json, docs-yaml). */
const DOCS_ROUTE = new RegExp(`^/${DOCS_PATH}(?:[/-]|$)`);

/**
 * The visitor forms and the staff's sign-in, which a browser sends by itself (form-encoded) when
 * the page's scripts have not run yet or never will; every other route takes JSON only.
 */
const PLAIN_FORM_PATHS = [...['callback', 'contact', 'newsletter', 'appointment', 'data-request'].map((form) => `/${API_PREFIX}/enquiries/${form}`), `/${API_PREFIX}/admin-login`];

/** Helmet's headers; the API answers only JSON and images, so its CSP allows nothing at all. */
function securityHeaders(contentSecurityPolicyDirectives: Record<string, string[]>) {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}

const apiHeaders = securityHeaders({ defaultSrc: ["'none'"], frameAncestors: ["'none'"] });
/**
 * Swagger UI loads its own scripts and stylesheet, has an inline <style> and data: icons, and
 * "Try it out" calls the API: still no inline or foreign script.
 */
const docsHeaders = securityHeaders({
  defaultSrc: ["'none'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
});

/** Everything main.ts and the API tests share, so the tests exercise the real configuration. */
export function configureApp(app: NestExpressApplication, env: Env) {
  // Without nginx the API serves the built site too, ahead of its own middleware (site/static-site.ts).
  if (env.STATIC_SITE_DIR) serveBuiltSite(app, env.STATIC_SITE_DIR, parseSiteHeaders(env.SITE_HEADERS!), env.SITE_PUBLISH_DIR);
  app.set('trust proxy', env.API_TRUSTED_PROXIES === '' ? false : env.API_TRUSTED_PROXIES);
  app.disable('x-powered-by');
  app.use((req: Request, res: Response, next: NextFunction) =>
    (DOCS_ROUTE.test(req.path) ? docsHeaders : apiHeaders)(req, res, next),
  );
  app.use(cookieParser());
  // WhatsApp's webhook is signed over its exact bytes: kept raw, whatever its content type.
  app.use(`/${API_PREFIX}/whatsapp/webhook`, express.raw({ type: () => true, limit: '256kb' }));
  app.use(express.json({ limit: '64kb' }));
  app.use(PLAIN_FORM_PATHS, express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 }));
  // A mail program's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form,
  // and the unsubscribe page's button `from=page`.
  app.use(`/${API_PREFIX}/newsletter/unsubscribe`, express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 5 }));
  app.use(bodyErrorHandler);
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  app.enableShutdownHooks();

  if (env.API_DOCS ?? !env.isProduction) {
    const config = new DocumentBuilder()
      .setTitle('Clinic website API')
      .setDescription('News, admin account, enquiries and media of the clinic website')
      .setVersion('1.0')
      .addCookieAuth(env.isProduction ? '__Host-clinic_session' : 'clinic_admin_session')
      .build();
    SwaggerModule.setup(DOCS_PATH, app, () => SwaggerModule.createDocument(app, config));
  }
}
