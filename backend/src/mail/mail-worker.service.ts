import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { DataSource } from 'typeorm';
import { RepeatingJob } from '../common/repeating-job';
import { Env } from '../config/env';
import { ContentService } from '../content/content.service';
import { retryDelayMs } from '../common/backoff';

/** Mails claimed per round; a full batch means more may be due. */
export const MAIL_BATCH_SIZE = 10;

interface ClaimedMail {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  body: string;
  calendar: string | null;
  html: string | null;
  headers: Record<string, string> | null;
  attempts: number;
}

/**
 * Sends the clinic's mail over SMTP (SMTP_URL) until the server accepts it or the retry window
 * (the forwarding one, ENQUIRY_FORWARD_RETRY_WINDOW_MS) has passed, with the forwarding's backoff
 * and lease, so a mail server that is down only delays mail. All state is in the outgoing_mail
 * rows, shared safely by several API processes.
 */
@Injectable()
export class MailWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MailWorker.name);
  private readonly job: RepeatingJob;
  private transport?: Transporter;

  constructor(
    private readonly dataSource: DataSource,
    private readonly env: Env,
    private readonly content: ContentService,
  ) {
    this.job = new RepeatingJob('Sending mail', this.logger, env.ENQUIRY_FORWARD_INTERVAL_MS, () => this.sendDue());
  }

  onApplicationBootstrap() {
    if (!this.env.SMTP_URL) return;
    const timeout = this.env.ENQUIRY_FORWARD_TIMEOUT_MS;
    this.transport = createTransport({ url: this.env.SMTP_URL, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout });
    this.job.start();
  }

  async onModuleDestroy() {
    await this.job.stop();
    this.transport?.close();
  }

  /** One round: claim due mails, send each, record the outcome. True when the batch was full. */
  async sendDue(): Promise<boolean> {
    if (!this.transport) return false;
    const [claimed] = (await this.dataSource.query(
      `UPDATE outgoing_mail
          SET next_attempt_at = now() + $1 * interval '1 millisecond', attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM outgoing_mail
           WHERE state = 'pending' AND next_attempt_at <= now()
           ORDER BY created_at
           LIMIT $2
           FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, to_address, subject, body, calendar, html, headers, attempts`,
      [this.env.ENQUIRY_FORWARD_LEASE_MS, MAIL_BATCH_SIZE],
    )) as [ClaimedMail[], number];
    if (claimed.length === 0) return false;
    const from = await this.sender();
    const results = await Promise.allSettled(claimed.map(async (mail) => this.record(mail, await this.send(mail, from))));
    for (const result of results) {
      if (result.status === 'rejected') this.logger.error(`Recording a mail attempt failed: ${String(result.reason)}`);
    }
    return claimed.length === MAIL_BATCH_SIZE;
  }

  /** MAIL_FROM, else the clinic's name and address as the admin set them. */
  private async sender(): Promise<string | { name: string; address: string }> {
    if (this.env.MAIL_FROM) return this.env.MAIL_FROM;
    const { item } = await this.content.current({ kind: 'clinic', key: '' });
    const clinic = item as { name: string; email: string };
    return { name: clinic.name, address: clinic.email };
  }

  private async send(mail: ClaimedMail, from: string | { name: string; address: string }): Promise<string | null> {
    try {
      await this.transport!.sendMail({
        from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.body,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
        // The MIME part names the calendar's own METHOD (REQUEST, or CANCEL when a visit is withdrawn).
        ...(mail.calendar ? { icalEvent: { method: /^METHOD:(\w+)/m.exec(mail.calendar)?.[1] ?? 'REQUEST', filename: 'appointment.ics', content: mail.calendar } } : {}),
      });
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  private async record(mail: ClaimedMail, error: string | null) {
    if (error === null) {
      await this.dataSource.query(
        `UPDATE outgoing_mail SET state = 'sent', sent_at = now(), next_attempt_at = NULL, last_error = NULL WHERE id = $1`,
        [mail.id],
      );
      return;
    }
    const delay = retryDelayMs(mail.attempts, this.env.ENQUIRY_FORWARD_BACKOFF_BASE_MS, this.env.ENQUIRY_FORWARD_BACKOFF_MAX_MS);
    const [rows] = (await this.dataSource.query(
      `UPDATE outgoing_mail
          SET last_error = $2,
              state = CASE WHEN coalesce(retried_at, created_at) + $3 * interval '1 millisecond' <= now() THEN 'failed' ELSE 'pending' END,
              next_attempt_at = CASE WHEN coalesce(retried_at, created_at) + $3 * interval '1 millisecond' <= now()
                                     THEN NULL ELSE now() + $4 * interval '1 millisecond' END
        WHERE id = $1 AND state = 'pending'
      RETURNING state`,
      [mail.id, error.slice(0, 500), this.env.ENQUIRY_FORWARD_RETRY_WINDOW_MS, delay],
    )) as [Array<{ state: string }>, number];
    const summary = `${mail.kind} mail ${mail.id}, attempt ${mail.attempts}: ${error}`;
    if (rows[0]?.state === 'failed') this.logger.error(`Gave up sending ${summary}`);
    else this.logger.warn(`Sending failed for ${summary}`);
  }
}
