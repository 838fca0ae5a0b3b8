import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ObjectStoreService } from '../storage/object-store.service';

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref())]);

/** This API process, as health answers name it: random at start, no secret (which replica answered). */
export class InstanceId {
  readonly value = randomBytes(6).toString('hex');
}

@Controller('health')
export class HealthController {
  constructor(
    private readonly instance: InstanceId,
    private readonly dataSource: DataSource,
    private readonly objectStore: ObjectStoreService,
  ) {}

  /** 200 when the database and the object store both answer; 503 naming what is down. */
  @Get()
  async check(@Res() res: Response) {
    const [database, objectStore] = await Promise.all([
      withTimeout(this.dataSource.query('SELECT 1'), 3000).then(() => 'up' as const, () => 'down' as const),
      withTimeout(this.objectStore.ping(), 3000).then(() => 'up' as const, () => 'down' as const),
    ]);
    const down = [database === 'down' && 'database', objectStore === 'down' && 'object store'].filter(Boolean);
    res.setHeader('Cache-Control', 'no-store');
    if (down.length === 0) {
      res.status(HttpStatus.OK).json({ success: true, instance: this.instance.value, database, objectStore });
    } else {
      res
        .status(HttpStatus.SERVICE_UNAVAILABLE)
        .json({ success: false, message: `Unavailable: ${down.join(' and ')} down`, instance: this.instance.value, database, objectStore });
    }
  }
}
