import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Env } from '../config/env';

/** What the clinic writes to a patient. */
export interface PatientMail {
  /** The enquiry it is about: erasing the enquiry erases its mail (none for a newsletter's test to the staff). */
  enquiryId: string | null;
  /** What the mail is, for the inbox and the log: 'appointment-received', 'appointment-confirmed'… */
  kind: string;
  to: string;
  subject: string;
  /** Plain text, the clinic's words. */
  body: string;
  /** An iCalendar invitation sent with it (METHOD:REQUEST). */
  calendar?: string;
  /** An HTML part beside the plain text (a newsletter). */
  html?: string;
  /** Headers of its own (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** The newsletter it is one of, and the hash of its own unsubscribe token. */
  newsletterId?: string;
  unsubscribeTokenHash?: string;
  /** Sent no sooner than this many milliseconds from now (a newsletter's pacing). */
  delayMs?: number;
}

/** What the inbox shows for mails kept unsent because no mail server is configured. */
export const NO_MAIL_SERVER = 'No mail server configured (SMTP_URL)';

/**
 * The clinic's outgoing mail, kept in Postgres in the caller's transaction (so a mail exists
 * exactly when what it tells happened) and sent by MailWorker with retries.
 */
@Injectable()
export class MailOutbox {
  constructor(private readonly env: Env) {}

  async queue(manager: EntityManager, mail: PatientMail): Promise<void> {
    const sending = Boolean(this.env.SMTP_URL);
    // A mail paced to later has its retry window counted from when it is due (retried_at).
    await manager.query(
      `INSERT INTO outgoing_mail (enquiry_id, kind, to_address, subject, body, calendar, state, next_attempt_at, last_error,
                                  html, headers, newsletter_id, unsubscribe_token_hash, retried_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::varchar, CASE WHEN $7::varchar = 'pending' THEN now() + $13 * interval '1 millisecond' END, $8,
               $9, $10, $11, $12, CASE WHEN $13 > 0 THEN now() + $13 * interval '1 millisecond' END)`,
      [
        mail.enquiryId,
        mail.kind,
        mail.to,
        mail.subject.slice(0, 200),
        mail.body,
        mail.calendar ?? null,
        sending ? 'pending' : 'skipped',
        sending ? null : NO_MAIL_SERVER,
        mail.html ?? null,
        mail.headers ? JSON.stringify(mail.headers) : null,
        mail.newsletterId ?? null,
        mail.unsubscribeTokenHash ?? null,
        mail.delayMs ?? 0,
      ],
    );
  }
}
