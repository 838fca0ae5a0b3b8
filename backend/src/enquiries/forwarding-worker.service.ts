import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RepeatingJob } from '../common/repeating-job';
import { Env } from '../config/env';
import { retryDelayMs } from '../common/backoff';
import type { EnquiryType } from '@aura/contract';
import { ForwardableEnquiry, forwardFields } from './forward-fields';

/** Enquiries claimed per round; a full batch means more may be due, so the next round starts at once. */
export const FORWARD_BATCH_SIZE = 10;

/** What the inbox shows for enquiries left waiting when FORM_FORWARD_URL was removed. */
export const NO_FORWARDING_ADDRESS = 'No forwarding address configured';

interface ClaimedEnquiry extends ForwardableEnquiry {
  id: string;
  forwardAttempts: number;
}

/** What TypeORM's postgres driver answers to UPDATE … RETURNING: the rows and the count. */
type UpdateResult<Row> = [Row[], number];

type Outcome = { delivered: true } | { delivered: false; error: string };

/**
 * Posts every pending enquiry to the form-forwarding service until it is delivered or has been
 * failing for the whole retry window. All state is in the enquiry rows, so several API instances
 * and restarts share the work safely: a claim reserves an enquiry for one worker for the lease,
 * and only a 2xx answer marks it delivered.
 */
@Injectable()
export class EnquiryForwardingWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(EnquiryForwardingWorker.name);
  private readonly job: RepeatingJob;

  constructor(
    private readonly dataSource: DataSource,
    private readonly env: Env,
  ) {
    this.job = new RepeatingJob('Forwarding round', this.logger, env.ENQUIRY_FORWARD_INTERVAL_MS, () => this.forwardDue());
  }

  async onApplicationBootstrap() {
    if (this.env.FORM_FORWARD_URL) this.job.start();
    else await this.settleWithoutAddress();
  }

  /**
   * Without FORM_FORWARD_URL nothing will ever forward the enquiries an earlier run left pending:
   * they become stored only, as new ones are, with the reason for the admin to read.
   */
  private async settleWithoutAddress() {
    try {
      const [, count] = (await this.dataSource.query(
        `UPDATE enquiry
            SET forward_state = 'skipped', next_attempt_at = NULL, last_error = $1, updated_at = now()
          WHERE forward_state = 'pending'`,
        [NO_FORWARDING_ADDRESS],
      )) as UpdateResult<unknown>;
      if (count > 0) this.logger.warn(`FORM_FORWARD_URL is not set: ${count} waiting enquiries are now stored only`);
    } catch (error) {
      this.logger.error(`Could not settle waiting enquiries: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Stops before the database closes; an attempt in flight finishes (and is recorded) first. */
  async onModuleDestroy() {
    await this.job.stop();
  }

  /** One round: claim due enquiries, post each, record the outcome. True when the batch was full. */
  async forwardDue(): Promise<boolean> {
    const claimed = await this.claimDue();
    // Settle every attempt before the round ends, so shutdown never closes the database under one.
    const results = await Promise.allSettled(
      claimed.map(async (enquiry) => this.record(enquiry, await this.post(enquiry))),
    );
    for (const result of results) {
      if (result.status === 'rejected') {
        this.logger.error(`Recording a forwarding attempt failed: ${String(result.reason)}`);
      }
    }
    return claimed.length === FORWARD_BATCH_SIZE;
  }

  /**
   * One statement, so one transaction: rows another worker holds are skipped, and the claimed ones
   * are pushed a lease into the future so no other worker takes them while the post is in flight.
   */
  private async claimDue(): Promise<ClaimedEnquiry[]> {
    const [rows] = (await this.dataSource.query(
      `UPDATE enquiry
          SET next_attempt_at = now() + $1 * interval '1 millisecond',
              forward_attempts = forward_attempts + 1,
              updated_at = now()
        WHERE id IN (
          SELECT id FROM enquiry
           WHERE forward_state = 'pending' AND next_attempt_at <= now()
           ORDER BY created_at
           LIMIT $2
           FOR UPDATE SKIP LOCKED)
      RETURNING id, type, name, phone, email, subject, message, concern, forward_attempts, created_at,
                to_char(preferred_date, 'YYYY-MM-DD') AS preferred_date, preferred_time`,
      [this.env.ENQUIRY_FORWARD_LEASE_MS, FORWARD_BATCH_SIZE],
    )) as UpdateResult<Record<string, unknown>>;
    return rows.map((row) => ({
      id: row.id as string,
      type: row.type as EnquiryType,
      name: row.name as string | null,
      phone: row.phone as string | null,
      email: row.email as string | null,
      subject: row.subject as string | null,
      message: row.message as string | null,
      preferredDate: row.preferred_date as string | null,
      preferredTime: row.preferred_time as string | null,
      concern: row.concern as string | null,
      createdAt: row.created_at as Date,
      forwardAttempts: Number(row.forward_attempts),
    }));
  }

  private async post(enquiry: ClaimedEnquiry): Promise<Outcome> {
    const body = new FormData();
    for (const [name, value] of forwardFields(enquiry)) body.append(name, value);
    try {
      const res = await fetch(this.env.FORM_FORWARD_URL!, {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.env.ENQUIRY_FORWARD_TIMEOUT_MS),
      });
      // The answer's body is not needed; release the connection.
      await res.body?.cancel().catch(() => undefined);
      return res.ok ? { delivered: true } : { delivered: false, error: `HTTP ${res.status} ${res.statusText}`.trim() };
    } catch (error) {
      return { delivered: false, error: describeFailure(error) };
    }
  }

  private async record(enquiry: ClaimedEnquiry, outcome: Outcome) {
    if (outcome.delivered) {
      await this.dataSource.query(
        `UPDATE enquiry
            SET forward_state = 'delivered', delivered_at = now(), next_attempt_at = NULL, last_error = NULL,
                updated_at = now()
          WHERE id = $1 AND forward_state = 'pending'`,
        [enquiry.id],
      );
      return;
    }
    const delay = retryDelayMs(
      enquiry.forwardAttempts,
      this.env.ENQUIRY_FORWARD_BACKOFF_BASE_MS,
      this.env.ENQUIRY_FORWARD_BACKOFF_MAX_MS,
    );
    // Past the retry window the enquiry is failed for good; until then it waits for its next attempt.
    const [rows] = (await this.dataSource.query(
      `UPDATE enquiry
          SET last_error = $2,
              updated_at = now(),
              forward_state = CASE WHEN coalesce(retried_at, created_at) + $3 * interval '1 millisecond' <= now()
                                   THEN 'failed' ELSE 'pending' END,
              next_attempt_at = CASE WHEN coalesce(retried_at, created_at) + $3 * interval '1 millisecond' <= now()
                                     THEN NULL ELSE now() + $4 * interval '1 millisecond' END
        WHERE id = $1 AND forward_state = 'pending'
      RETURNING forward_state`,
      [enquiry.id, outcome.error.slice(0, 500), this.env.ENQUIRY_FORWARD_RETRY_WINDOW_MS, delay],
    )) as UpdateResult<{ forward_state: string }>;
    const summary = `enquiry ${enquiry.id}, attempt ${enquiry.forwardAttempts}: ${outcome.error}`;
    if (rows[0]?.forward_state === 'failed') this.logger.error(`Gave up forwarding ${summary}`);
    else this.logger.warn(`Forwarding failed for ${summary}`);
  }
}

/** fetch's errors may come from another realm than ours, so they are read by shape, not by class. */
function describeFailure(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const { name, message, cause } = error as {
    name?: string;
    message?: string;
    cause?: { code?: string; message?: string };
  };
  if (name === 'TimeoutError') return 'Timed out waiting for the forwarding service';
  const text = message || String(error);
  const reason = cause?.code ?? cause?.message;
  return reason ? `${text} (${reason})` : text;
}
