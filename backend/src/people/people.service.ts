import {
  PEOPLE_MESSAGES,
  e164,
  personKeyOf,
  type PersonKey,
  type PersonRecord,
  type EnquiryType,
  type PersonRecordKind,
} from '@aura/contract';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { derivedKey, keyedHash } from '../auth/secret-box';
import { Env } from '../config/env';

interface EnquiryRow {
  id: string;
  type: EnquiryType;
  phone: string | null;
  email: string | null;
  status: string;
  appointment_status: string | null;
  starts_at: Date | null;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
  created_at: Date;
}

interface MailRow {
  id: string;
  subject: string;
  state: string;
  created_at: Date;
}

/** Every row held for one person: the enquiries (with appointments and subscriptions) and the mail. */
interface Held {
  enquiries: EnquiryRow[];
  mail: MailRow[];
}

const TYPE_WORDS: Record<EnquiryRow['type'], string> = {
  callback: 'Call-back request',
  contact: 'Message',
  appointment: 'Appointment request',
  newsletter: 'Newsletter sign-up',
  'data-request': 'Request about their data',
};

export const kindOf = (type: EnquiryRow['type']): PersonRecordKind =>
  type === 'newsletter' ? 'subscriber' : type === 'appointment' ? 'appointment' : 'enquiry';

/** Rows fetched to look closer at: the phones ending in the same 8 digits, normalised in code. */
const PHONE_TAIL = 8;

/**
 * A person's data across what the clinic holds (DPDP Act): found by phone (any written form,
 * through the contract's one normaliser) or e-mail (without regard to case), exported whole,
 * corrected, and erased everywhere with a record that holds after a restore of an older backup.
 */
@Injectable()
export class PeopleService {
  private readonly hashKey: Buffer;

  constructor(
    private readonly dataSource: DataSource,
    env: Env,
  ) {
    this.hashKey = derivedKey(env.JWT_SECRET, 'erased-person');
  }

  keyOf(query: string): PersonKey {
    if (!query.trim()) throw new BadRequestException(PEOPLE_MESSAGES.queryNeeded);
    const key = personKeyOf(query);
    if (!key) throw new BadRequestException(PEOPLE_MESSAGES.queryNotRecognised);
    return key;
  }

  private async held(key: PersonKey, manager: EntityManager = this.dataSource.manager, lock = false): Promise<Held> {
    const columns = `id, type, phone, email, status, appointment_status, starts_at, confirmed_at, unsubscribed_at, created_at`;
    const forUpdate = lock ? 'FOR UPDATE' : '';
    let enquiries: EnquiryRow[];
    if ('phone' in key) {
      const tail = key.phone.slice(-PHONE_TAIL);
      const candidates = (await manager.query(
        `SELECT ${columns} FROM enquiry WHERE phone IS NOT NULL AND right(regexp_replace(phone, '\\D', '', 'g'), ${PHONE_TAIL}) = $1 ${forUpdate}`,
        [tail],
      )) as EnquiryRow[];
      enquiries = candidates.filter((row) => e164(row.phone!) === key.phone);
    } else {
      enquiries = (await manager.query(`SELECT ${columns} FROM enquiry WHERE lower(email) = $1 ${forUpdate}`, [key.email])) as EnquiryRow[];
    }
    const ids = enquiries.map((row) => row.id);
    const mail = (await manager.query(
      `SELECT id, subject, state, created_at FROM outgoing_mail
        WHERE enquiry_id = ANY($1::uuid[]) ${'email' in key ? 'OR lower(to_address) = $2' : ''} ${forUpdate}`,
      'email' in key ? [ids, key.email] : [ids],
    )) as MailRow[];
    return { enquiries, mail };
  }

  private hashesOf(key: PersonKey) {
    return {
      phone: 'phone' in key ? keyedHash(this.hashKey, key.phone) : null,
      email: 'email' in key ? keyedHash(this.hashKey, key.email) : null,
    };
  }

  async search(query: string): Promise<{ items: PersonRecord[]; erasedBefore: string[] }> {
    const key = this.keyOf(query);
    const { enquiries, mail } = await this.held(key);
    const items: PersonRecord[] = [
      ...enquiries.map((row) => ({ kind: kindOf(row.type), id: row.id, at: row.created_at.toISOString(), summary: summaryOf(row) })),
      ...mail.map((row) => ({ kind: 'mail' as const, id: row.id, at: row.created_at.toISOString(), summary: `${row.subject} (${row.state})` })),
    ].sort((a, b) => b.at.localeCompare(a.at));
    const hashes = this.hashesOf(key);
    const erased = (await this.dataSource.query(
      `SELECT erased_at FROM data_erasure WHERE phone_hash = $1 OR email_hash = $2 ORDER BY erased_at DESC`,
      [hashes.phone, hashes.email],
    )) as Array<{ erased_at: Date }>;
    return { items, erasedBefore: erased.map((row) => row.erased_at.toISOString()) };
  }

  /** Everything held for the person, as it is stored (their own copy). */
  async export(query: string): Promise<Record<string, unknown>> {
    const key = this.keyOf(query);
    const { enquiries, mail } = await this.held(key);
    const ids = enquiries.map((row) => row.id);
    const rows = (await this.dataSource.query(`SELECT * FROM enquiry WHERE id = ANY($1::uuid[]) ORDER BY created_at`, [ids])) as Array<Record<string, unknown>>;
    const changes = (await this.dataSource.query(
      `SELECT enquiry_id, status, starts_at, changed_by, note, changed_at FROM appointment_change WHERE enquiry_id = ANY($1::uuid[]) ORDER BY changed_at`,
      [ids],
    )) as Array<Record<string, unknown>>;
    const mails = (await this.dataSource.query(
      `SELECT id, enquiry_id, kind, to_address, subject, body, state, attempts, sent_at, created_at FROM outgoing_mail WHERE id = ANY($1::uuid[]) ORDER BY created_at`,
      [mail.map((row) => row.id)],
    )) as Array<Record<string, unknown>>;
    const messages = (await this.dataSource.query(
      `SELECT id, enquiry_id, channel, moment, to_number, variables, state, created_at, sent_at, delivered_at, read_at FROM patient_message WHERE enquiry_id = ANY($1::uuid[]) ORDER BY created_at`,
      [ids],
    )) as Array<Record<string, unknown>>;
    const byType = (kind: PersonRecordKind) => rows.filter((row) => kindOf(row.type as EnquiryRow['type']) === kind);
    return {
      exportedAt: new Date().toISOString(),
      searchedFor: 'phone' in key ? { phone: key.phone } : { email: key.email },
      enquiries: byType('enquiry'),
      appointments: byType('appointment').map((row) => ({ ...row, changes: changes.filter((change) => change.enquiry_id === row.id) })),
      newsletter: byType('subscriber'),
      mail: mails,
      messages,
    };
  }

  /**
   * Corrects the person's name, phone or e-mail on every record held for them; answers how many
   * changed. A correction is a contact with the person: their records' retention counts from now.
   */
  async correct(query: string, fields: { name?: string; phone?: string; email?: string }): Promise<number> {
    const key = this.keyOf(query);
    if (fields.name === undefined && fields.phone === undefined && fields.email === undefined) {
      throw new BadRequestException(PEOPLE_MESSAGES.correctionNeeded);
    }
    return this.dataSource.transaction(async (manager) => {
      const { enquiries } = await this.held(key, manager, true);
      const ids = enquiries.map((row) => row.id);
      if (ids.length === 0) return 0;
      try {
        await manager.query(
          `UPDATE enquiry SET name = CASE WHEN type = 'newsletter' THEN name ELSE coalesce($2, name) END,
                  phone = CASE WHEN phone IS NULL THEN NULL ELSE coalesce($3, phone) END,
                  email = CASE WHEN email IS NULL AND type <> 'contact' THEN email ELSE coalesce($4, email) END,
                  updated_at = now(), last_contact_at = now()
            WHERE id = ANY($1::uuid[])`,
          [ids, fields.name ?? null, fields.phone ?? null, fields.email ?? null],
        );
      } catch (error) {
        if ((error as { driverError?: { code?: string }; code?: string }).driverError?.code === '23505') {
          throw new ConflictException('That e-mail address is already signed up for the newsletter.');
        }
        throw error;
      }
      if (fields.email !== undefined) {
        await manager.query(`UPDATE outgoing_mail SET to_address = $2 WHERE enquiry_id = ANY($1::uuid[]) AND state = 'pending'`, [ids, fields.email]);
      }
      return ids.length;
    });
  }

  /**
   * Erases everything held for the person (their enquiries, appointments with their changes, the
   * newsletter sign-up and every mail, queued or sent) and records the erasure: ids and keyed
   * hashes only, never the phone or e-mail itself. Answers the counts and the record's id.
   */
  async erase(query: string): Promise<{ erased: Partial<Record<PersonRecordKind, number>>; record: string | null }> {
    const key = this.keyOf(query);
    return this.dataSource.transaction(async (manager) => {
      const { enquiries, mail } = await this.held(key, manager, true);
      const erased: Partial<Record<PersonRecordKind, number>> = {};
      for (const row of enquiries) erased[kindOf(row.type)] = (erased[kindOf(row.type)] ?? 0) + 1;
      if (mail.length > 0) erased.mail = mail.length;
      if (enquiries.length === 0 && mail.length === 0) return { erased, record: null };
      const enquiryIds = enquiries.map((row) => row.id);
      const mailIds = mail.map((row) => row.id);
      await manager.query(`DELETE FROM outgoing_mail WHERE id = ANY($1::uuid[])`, [mailIds]);
      await manager.query(`DELETE FROM enquiry WHERE id = ANY($1::uuid[])`, [enquiryIds]);
      const hashes = this.hashesOf(key);
      const [{ id }] = (await manager.query(
        `INSERT INTO data_erasure (phone_hash, email_hash, erased, enquiry_ids, mail_ids) VALUES ($1, $2, $3, $4::uuid[], $5::uuid[]) RETURNING id`,
        [hashes.phone, hashes.email, JSON.stringify(erased), enquiryIds, mailIds],
      )) as Array<{ id: string }>;
      return { erased, record: id };
    });
  }
}

function summaryOf(row: EnquiryRow): string {
  const words = TYPE_WORDS[row.type];
  if (row.type === 'appointment') return `${words} · ${row.appointment_status ?? row.status}${row.starts_at ? ` · ${row.starts_at.toISOString().slice(0, 16).replace('T', ' ')} UTC` : ''}`;
  if (row.type === 'newsletter' && row.unsubscribed_at) return `${words} · unsubscribed ${row.unsubscribed_at.toISOString().slice(0, 10)}`;
  if (row.type === 'newsletter') return row.confirmed_at ? `${words} · confirmed` : `${words} · not confirmed yet`;
  return `${words} · ${row.status}`;
}
