import { NEWSLETTER_CONFIRM_DAYS, NEWSLETTER_CONFIRM_MESSAGES, NEWSLETTER_CONFIRM_PATH } from '@aura/contract';
import { Injectable, NotFoundException } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { signature, type ClinicSignature } from '../mail/clinic-signature';
import { Env } from '../config/env';
import { ContentService } from '../content/content.service';
import { MailOutbox } from '../mail/mail-outbox.service';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** A repeated sign-up of an address not yet confirmed mails it again, at most this often. */
const RESEND_AFTER = '10 minutes';

/**
 * Newsletter double opt-in. A sign-up mails its address a link (the clinic's words and the link,
 * nothing the visitor typed); the address counts as subscribed once the link is opened and the
 * page sends its token back. Unconfirmed sign-ups are forgotten after NEWSLETTER_CONFIRM_DAYS
 * (EnquiryRetentionService).
 */
@Injectable()
export class NewsletterConfirmation {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailOutbox,
    private readonly content: ContentService,
    private readonly env: Env,
  ) {}

  /**
   * Mails a confirmation link to the address when it is signed up but not confirmed, or unsubscribed
   * since (nor mailed in the last minutes): one who left comes back only by confirming again.
   */
  async ask(manager: EntityManager, email: string): Promise<void> {
    const token = randomBytes(24).toString('base64url');
    const rows = (await manager.query(
      `UPDATE enquiry SET confirm_token_hash = $2, confirm_sent_at = now()
        WHERE type = 'newsletter' AND lower(email) = lower($1) AND NOT spam AND (confirmed_at IS NULL OR unsubscribed_at IS NOT NULL)
          AND (confirm_sent_at IS NULL OR confirm_sent_at < now() - interval '${RESEND_AFTER}')
      RETURNING id, email`,
      [email, hashOf(token)],
    )) as [Array<{ id: string; email: string }>, number];
    const [row] = rows[0];
    if (!row) return;
    const clinic = (await this.content.current({ kind: 'clinic', key: '' })).item as ClinicSignature;
    const link = `${this.env.PUBLIC_SITE_URL.replace(/\/$/, '')}${NEWSLETTER_CONFIRM_PATH}#token=${token}`;
    await this.mail.queue(manager, {
      enquiryId: row.id,
      kind: 'newsletter-confirm',
      to: row.email,
      subject: `Please confirm your subscription – ${clinic.name}`,
      body: [
        'Hello,',
        `Someone, we hope you, asked to receive ${clinic.name}'s newsletter at this address. To confirm, open this link:`,
        link,
        `If it was not you, ignore this mail: without a confirmation the address is forgotten within ${NEWSLETTER_CONFIRM_DAYS} days and nothing is sent to it.`,
        signature(clinic),
      ].join('\n\n'),
    });
  }

  /** Confirms the sign-up the token was mailed for (a contact, as its last one); 404 in words for any other token. */
  async confirm(token: string): Promise<void> {
    const [rows] = (await this.dataSource.query(
      `UPDATE enquiry SET confirmed_at = CASE WHEN unsubscribed_at IS NULL THEN coalesce(confirmed_at, now()) ELSE now() END,
              unsubscribed_at = NULL, updated_at = now(), last_contact_at = now()
        WHERE confirm_token_hash = $1 AND type = 'newsletter'
          AND (created_at > now() - interval '${NEWSLETTER_CONFIRM_DAYS} days'
               OR (unsubscribed_at IS NOT NULL AND confirm_sent_at > now() - interval '${NEWSLETTER_CONFIRM_DAYS} days'))
      RETURNING id`,
      [hashOf(token)],
    )) as [unknown[], number];
    if (rows.length === 0) throw new NotFoundException(NEWSLETTER_CONFIRM_MESSAGES.linkInvalid);
  }
}
