import { Module } from '@nestjs/common';
import { RateLimitsService } from './rate-limits.service';

/** Request limits shared by every API process (Postgres). */
@Module({ providers: [RateLimitsService], exports: [RateLimitsService] })
export class LimitsModule {}
