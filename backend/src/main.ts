import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { EnvError, loadEnv } from './config/env';

async function bootstrap() {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(env), {
    bodyParser: false,
    bufferLogs: true,
  });
  configureApp(app, env);
  // Idle keep-alive connections outlive nginx's to its upstream (60 s), so nginx closes them first.
  const server = app.getHttpServer();
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await app.listen(env.PORT, env.HOST);
  Logger.log(`API listening on http://${env.HOST}:${env.PORT}/api/api`, 'Bootstrap');
}

void bootstrap();
