import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import express from 'express';
import helmet from 'helmet';
import { bodyErrorHandler } from './common/body-errors';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { createValidationPipe } from './common/validation';
import { Env } from './config/env';

export const API_PREFIX = 'api/api';

/** Everything main.ts and the API tests share, so the tests exercise the real configuration. */
export function configureApp(app: NestExpressApplication, env: Env) {
  app.set('trust proxy', env.TRUST_PROXY_HOPS);
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
    }),
  );
  app.use(cookieParser());
  app.use(express.json({ limit: '64kb' }));
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
      .addCookieAuth('clinic_admin_session')
      .build();
    SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => SwaggerModule.createDocument(app, config));
  }
}
