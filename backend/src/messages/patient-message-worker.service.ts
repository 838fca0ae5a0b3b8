import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { MessageMoment } from '@aura/contract';
import { DataSource } from 'typeorm';
import { retryDelayMs } from '../common/backoff';
import { RepeatingJob } from '../common/repeating-job';
import { Env } from '../config/env';
import { PatientMessages } from './patient-messages.service';
import { Msg91, SmsError, type SmsProvider } from './sms-provider';
import { CloudApiError, sendTemplate } from './whatsapp-cloud';

/** Messages claimed per round; a full batch means more may be due. */
export const MESSAGE_BATCH_SIZE = 10;

interface ClaimedMessage {
  id: string;
  enquiry_id: string;
  channel: 'whatsapp' | 'sms';
  moment: MessageMoment;
  to_number: string;
  template: string;
  variables: string[];
  buttons: string[];
  attempts: number;
}

/** What one attempt came to: the provider's id, or why not and whether trying again can help. */
type Outcome = { id: string } | { error: string; lasting: boolean };

/**
 * Sends the messages to patients until the provider takes them or the retry window
 * (ENQUIRY_FORWARD_RETRY_WINDOW_MS, as for mail) has passed, with the same backoff and lease; all
 * state is in the patient_message rows, shared safely by several API processes. A WhatsApp message
 * refused for good, given up on, or not delivered within the window is sent by SMS instead (the
 * appointment's own messages, when SMS is set up).
 */
@Injectable()
export class PatientMessageWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PatientMessageWorker.name);
  private readonly job: RepeatingJob;
  private readonly sms?: SmsProvider;

  constructor(
    private readonly dataSource: DataSource,
    private readonly env: Env,
    private readonly messages: PatientMessages,
  ) {
    this.job = new RepeatingJob('Sending messages to patients', this.logger, env.ENQUIRY_FORWARD_INTERVAL_MS, () => this.sendDue());
    if (env.smsEnabled) {
      this.sms = new Msg91({ apiUrl: env.SMS_API_URL, authKey: env.SMS_AUTH_KEY!, sender: env.SMS_SENDER_ID!, timeoutMs: env.ENQUIRY_FORWARD_TIMEOUT_MS });
    }
  }

  onApplicationBootstrap() {
    if (this.env.whatsAppEnabled || this.env.smsEnabled) this.job.start();
  }

  async onModuleDestroy() {
    await this.job.stop();
  }

  /** One round: WhatsApp messages never delivered are handed to SMS, then due messages are sent. True when the batch was full. */
  async sendDue(): Promise<boolean> {
    if (this.env.whatsAppEnabled) await this.undelivered();
    const [claimed] = (await this.dataSource.query(
      `UPDATE patient_message
          SET next_attempt_at = now() + $1 * interval '1 millisecond', attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM patient_message
           WHERE state = 'pending' AND next_attempt_at <= now()
           ORDER BY created_at
           LIMIT $2
           FOR UPDATE SKIP LOCKED)
      RETURNING id, enquiry_id, channel, moment, to_number, template, variables, buttons, attempts`,
      [this.env.ENQUIRY_FORWARD_LEASE_MS, MESSAGE_BATCH_SIZE],
    )) as [ClaimedMessage[], number];
    const results = await Promise.allSettled(claimed.map(async (message) => this.record(message, await this.send(message))));
    for (const result of results) {
      if (result.status === 'rejected') this.logger.error(`Recording a message attempt failed: ${String(result.reason)}`);
    }
    return claimed.length === MESSAGE_BATCH_SIZE;
  }

  private async send(message: ClaimedMessage): Promise<Outcome> {
    try {
      if (message.channel === 'whatsapp') {
        if (!this.env.whatsAppEnabled) return { error: 'WhatsApp is no longer set up (WHATSAPP_TOKEN)', lasting: true };
        const id = await sendTemplate(
          { apiUrl: this.env.WHATSAPP_API_URL, phoneNumberId: this.env.WHATSAPP_PHONE_NUMBER_ID!, token: this.env.WHATSAPP_TOKEN!, timeoutMs: this.env.ENQUIRY_FORWARD_TIMEOUT_MS },
          { to: message.to_number, template: message.template, language: this.env.WHATSAPP_TEMPLATE_LANGUAGE, variables: message.variables, buttons: message.buttons },
        );
        return { id };
      }
      if (!this.sms) return { error: 'SMS is no longer set up (SMS_PROVIDER)', lasting: true };
      return { id: await this.sms.send({ to: message.to_number, template: message.template, variables: message.variables }) };
    } catch (error) {
      if (error instanceof CloudApiError || error instanceof SmsError) return { error: error.message, lasting: error.lasting };
      return { error: error instanceof Error ? error.message : String(error), lasting: false };
    }
  }

  private async record(message: ClaimedMessage, outcome: Outcome) {
    if ('id' in outcome) {
      await this.dataSource.query(
        `UPDATE patient_message SET state = 'sent', sent_at = now(), provider_id = NULLIF($2, ''), next_attempt_at = NULL, last_error = NULL WHERE id = $1 AND state = 'pending'`,
        [message.id, outcome.id],
      );
      return;
    }
    const delay = retryDelayMs(message.attempts, this.env.ENQUIRY_FORWARD_BACKOFF_BASE_MS, this.env.ENQUIRY_FORWARD_BACKOFF_MAX_MS);
    await this.dataSource.transaction(async (manager) => {
      const [rows] = (await manager.query(
        `UPDATE patient_message
            SET last_error = $2,
                state = CASE WHEN $5 OR coalesce(retried_at, created_at) + $3 * interval '1 millisecond' <= now() THEN 'failed' ELSE 'pending' END,
                failed_at = CASE WHEN $5 OR coalesce(retried_at, created_at) + $3 * interval '1 millisecond' <= now() THEN now() END,
                next_attempt_at = CASE WHEN $5 OR coalesce(retried_at, created_at) + $3 * interval '1 millisecond' <= now()
                                       THEN NULL ELSE now() + $4 * interval '1 millisecond' END
          WHERE id = $1 AND state = 'pending'
        RETURNING state`,
        [message.id, outcome.error.slice(0, 500), this.env.ENQUIRY_FORWARD_RETRY_WINDOW_MS, delay, outcome.lasting],
      )) as [Array<{ state: string }>, number];
      const summary = `${message.channel} ${message.moment} message ${message.id}, attempt ${message.attempts}: ${outcome.error}`;
      if (rows[0]?.state !== 'failed') {
        this.logger.warn(`Sending failed for ${summary}`);
        return;
      }
      this.logger.error(`Gave up sending ${summary}`);
      if (message.channel === 'whatsapp') await this.messages.bySms(manager, message.id);
    });
  }

  /**
   * WhatsApp messages sent but never delivered within the retry window (the patient's phone is off
   * WhatsApp, or the number has none) count as failed, and go by SMS instead.
   */
  private async undelivered() {
    await this.dataSource.transaction(async (manager) => {
      const [rows] = (await manager.query(
        `UPDATE patient_message SET state = 'failed', failed_at = now(), last_error = 'Not delivered on WhatsApp in time'
          WHERE id IN (
            SELECT id FROM patient_message
             WHERE channel = 'whatsapp' AND state = 'sent' AND sent_at + $1 * interval '1 millisecond' <= now()
             LIMIT 50 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
        [this.env.ENQUIRY_FORWARD_RETRY_WINDOW_MS],
      )) as [Array<{ id: string }>, number];
      for (const { id } of rows) await this.messages.bySms(manager, id);
    });
  }
}
