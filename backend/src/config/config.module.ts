import { DynamicModule, Global, Module } from '@nestjs/common';
import { Env } from './env';

/** Makes the validated environment injectable as `Env` everywhere. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(env: Env): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: Env, useValue: env }], exports: [Env] };
  }
}
