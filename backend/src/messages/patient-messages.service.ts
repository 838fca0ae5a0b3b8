import { internationalDigits, isSmsMoment, MESSAGE_BUTTONS, type MessageMoment, type PatientMessageItem, type SmsMoment } from '@aura/contract';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Env } from '../config/env';
import { ContentService } from '../content/content.service';
import { DEFAULT_WHATSAPP_TEMPLATES, messageVariables, smsVariables, templateMap, type MessageValues } from './message-templates';

/** What the clinic writes to one patient, at one moment. */
export interface MessageToPatient {
  /** The enquiry it is about: erasing the enquiry erases its messages. */
  enquiryId: string;
  moment: MessageMoment;
  /** As the patient wrote it; nothing is sent without one. */
  phone: string | null;
  /** The patient ticked the WhatsApp box. */
  whatsAppOptIn: boolean;
  values: MessageValues;
}

const NOT_DIALLABLE = 'The phone number cannot be dialled';
const NO_REVIEW_LINK = 'No review link in Site content → Clinic details';

/**
 * The outbox of messages to patients, in the caller's transaction (a message exists exactly when
 * what it tells happened), sent by PatientMessageWorker. WhatsApp for a patient who ticked its box
 * (when the clinic set it up); otherwise, for the appointment's own messages, SMS (when set up).
 */
@Injectable()
export class PatientMessages {
  private readonly whatsAppTemplates: Record<MessageMoment, string>;
  private readonly smsTemplates: Partial<Record<MessageMoment, string>>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly env: Env,
    private readonly content: ContentService,
  ) {
    this.whatsAppTemplates = { ...DEFAULT_WHATSAPP_TEMPLATES, ...templateMap(env.WHATSAPP_TEMPLATES) };
    this.smsTemplates = templateMap(env.SMS_TEMPLATES);
  }

  /** The SMS template of a moment, when SMS is set up and the moment goes by SMS. */
  smsTemplate(moment: MessageMoment): string | undefined {
    return this.env.smsEnabled && isSmsMoment(moment) ? this.smsTemplates[moment] : undefined;
  }

  async queue(manager: EntityManager, message: MessageToPatient): Promise<void> {
    if (!message.phone) return;
    const whatsApp = message.whatsAppOptIn && this.env.whatsAppEnabled;
    const sms = !whatsApp ? this.smsTemplate(message.moment) : undefined;
    if (!whatsApp && !sms) return;
    const channel = whatsApp ? 'whatsapp' : 'sms';
    const number = internationalDigits(message.phone);
    const skipped = !number ? NOT_DIALLABLE : message.moment === 'review' && !message.values.reviewLink ? NO_REVIEW_LINK : null;
    const buttons = whatsApp ? (MESSAGE_BUTTONS[message.moment] ?? []).map((action) => `${action}:${message.enquiryId}`) : [];
    const wording = await this.wording();
    // The SMS's own, shorter wording: sent now, or kept beside a WhatsApp message for when it fails.
    const bySms = isSmsMoment(message.moment) ? smsVariables(message.moment, message.values, wording.sms) : null;
    await manager.query(
      `INSERT INTO patient_message (enquiry_id, channel, moment, to_number, template, variables, sms_variables, buttons, state, next_attempt_at, last_error)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9::varchar, CASE WHEN $9::varchar = 'pending' THEN now() END, $10)`,
      [
        message.enquiryId,
        channel,
        message.moment,
        number ?? '',
        whatsApp ? this.whatsAppTemplates[message.moment] : sms,
        JSON.stringify(whatsApp ? messageVariables(message.moment, message.values, wording.wording) : bySms),
        bySms ? JSON.stringify(bySms) : null,
        JSON.stringify(buttons),
        skipped ? 'skipped' : 'pending',
        skipped,
      ],
    );
  }

  /** The clinic's wording of each template's variables (Site content → WhatsApp and SMS), or the built-in one. */
  private async wording(): Promise<{ wording?: Partial<Record<MessageMoment, readonly string[]>>; sms?: Partial<Record<SmsMoment, readonly string[]>> }> {
    const { item } = await this.content.current({ kind: 'messages', key: '' });
    return (item as { wording?: Partial<Record<MessageMoment, readonly string[]>>; sms?: Partial<Record<SmsMoment, readonly string[]>> } | null) ?? {};
  }

  /**
   * A patient wrote STOP on WhatsApp: every request of that number stops sending there (their
   * appointment's messages go by SMS, when it is set up), and messages still waiting are not sent.
   */
  async stopWhatsApp(manager: EntityManager, from: string): Promise<void> {
    const digits = from.replace(/\D/g, '');
    if (digits.length < 8) return;
    const candidates = (await manager.query(
      `SELECT id, phone FROM enquiry WHERE whatsapp_opt_in AND phone IS NOT NULL AND right(regexp_replace(phone, '\\D', '', 'g'), 8) = $1`,
      [digits.slice(-8)],
    )) as Array<{ id: string; phone: string }>;
    const ids = candidates.filter((row) => internationalDigits(row.phone) === digits).map((row) => row.id);
    if (ids.length === 0) return;
    await manager.query(`UPDATE enquiry SET whatsapp_opt_in = false, updated_at = now() WHERE id = ANY($1::uuid[])`, [ids]);
    await manager.query(
      `UPDATE patient_message SET state = 'skipped', next_attempt_at = NULL, last_error = 'The patient asked for no more WhatsApp messages (STOP)'
        WHERE enquiry_id = ANY($1::uuid[]) AND channel = 'whatsapp' AND state = 'pending'`,
      [ids],
    );
  }

  /** The same message by SMS instead of a WhatsApp one that failed, once, when the moment goes by SMS. */
  async bySms(manager: EntityManager, whatsAppId: string): Promise<void> {
    const [failed] = (await manager.query(`SELECT moment, to_number, sms_variables, enquiry_id FROM patient_message WHERE id = $1 AND channel = 'whatsapp'`, [whatsAppId])) as Array<{
      moment: MessageMoment;
      to_number: string;
      sms_variables: string[] | null;
      enquiry_id: string;
    }>;
    const template = failed && failed.to_number && failed.sms_variables ? this.smsTemplate(failed.moment) : undefined;
    if (!template) return;
    await manager.query(
      `INSERT INTO patient_message (enquiry_id, channel, moment, to_number, template, variables, state, next_attempt_at, replaces)
       SELECT $1, 'sms', $2, $3, $4, $5::jsonb, 'pending', now(), $6
        WHERE NOT EXISTS (SELECT 1 FROM patient_message WHERE replaces = $6)`,
      [failed.enquiry_id, failed.moment, failed.to_number, template, JSON.stringify(failed.sms_variables), whatsAppId],
    );
  }

  /** Each enquiry's messages, oldest first, as the agenda shows them. */
  async listFor(enquiryIds: string[]): Promise<Map<string, PatientMessageItem[]>> {
    const rows = (await this.dataSource.query(
      `SELECT enquiry_id, channel, moment, state, last_error, created_at, greatest(sent_at, delivered_at, read_at, failed_at) AS updated_at
         FROM patient_message WHERE enquiry_id = ANY($1::uuid[]) ORDER BY created_at, id`,
      [enquiryIds],
    )) as Array<{ enquiry_id: string; channel: PatientMessageItem['channel']; moment: MessageMoment; state: PatientMessageItem['state']; last_error: string | null; created_at: Date; updated_at: Date | null }>;
    const byEnquiry = new Map<string, PatientMessageItem[]>();
    for (const row of rows) {
      const list = byEnquiry.get(row.enquiry_id) ?? [];
      list.push({ channel: row.channel, moment: row.moment, state: row.state, at: row.created_at.toISOString(), updatedAt: row.updated_at?.toISOString() ?? null, reason: row.last_error });
      byEnquiry.set(row.enquiry_id, list);
    }
    return byEnquiry;
  }
}
