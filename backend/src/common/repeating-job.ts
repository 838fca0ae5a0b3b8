import { Logger } from '@nestjs/common';

/**
 * A background job run again and again in one API process: a round runs, then the next one after
 * `intervalMs`, or at once when the round answers true (more is due). A failed round is logged and
 * the job goes on. `stop()` waits for a round in flight, so shutdown never closes the database
 * under it.
 */
export class RepeatingJob {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly what: string,
    private readonly logger: Logger,
    private readonly intervalMs: number,
    private readonly round: () => Promise<boolean | void>,
  ) {}

  start(delayMs = 0) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.round().then(
        (more) => this.start(more === true ? 0 : this.intervalMs),
        (error: unknown) => {
          this.logger.error(`${this.what} failed: ${error instanceof Error ? error.message : String(error)}`);
          this.start(this.intervalMs);
        },
      );
    }, delayMs);
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
