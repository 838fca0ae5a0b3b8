import { Module } from '@nestjs/common';
import { HealthController, InstanceId } from './health.controller';

@Module({ controllers: [HealthController], providers: [InstanceId] })
export class HealthModule {}
