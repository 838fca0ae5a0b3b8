import { Injectable, NotFoundException } from '@nestjs/common';
import type { Request } from 'express';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, FindOptionsWhere, IsNull, Not, Repository } from 'typeorm';
import { CONSENT_NOTICE_VERSION, CONSENT_PURPOSES, isTicked, type EnquiryStatus, type EnquiryType, type WaitingCounts } from '@aura/contract';
import { ContentService } from '../content/content.service';
import { PatientMessages } from '../messages/patient-messages.service';
import { storableIp } from '../common/client-ip';
import { Env } from '../config/env';
import { BotCheckService } from './bot-check.service';
import { NewsletterConfirmation } from './newsletter-confirmation';
import { Enquiry } from './enquiry.entity';
import { CallbackRequestDto, ContactMessageDto, DataRequestDto, FormExtras, NewsletterSignUpDto } from './enquiry-forms';
import { isPlainForm } from '../common/plain-form';
import { isSuspectedSpam } from './spam';

/** Who sent an enquiry, kept with it for abuse handling and purged with it. */
export interface Visitor {
  ip?: string;
  userAgent?: string;
  receivedAt: number;
  /** Sent as a plain form by the browser itself, before (or without) the page's scripts. */
  plainForm: boolean;
}

export const visitorOf = (req: Request): Visitor => ({
  ip: req.ip,
  userAgent: req.get('user-agent'),
  receivedAt: Date.now(),
  plainForm: isPlainForm(req),
});

/** How an enquiry is kept: among suspected spam or in the inbox, and whether it came without the bot check. */
export interface SpamVerdict {
  spam: boolean;
  sentWithoutScripts: boolean;
}


export interface EnquiryFilter {
  type?: EnquiryType;
  status?: EnquiryStatus;
  spam?: boolean;
  /** Only what waits for the clinic's answer (WAITING). */
  waiting?: boolean;
}

/**
 * What waits for the clinic's answer, as SQL over `enquiry`: a call back or message still new; an
 * appointment request not yet answered whose time has not passed, or one the patient changed since
 * (its status new again) until someone has seen it; a request about personal data not yet answered.
 * Newsletter sign-ups and suspected spam never wait.
 */
export const WAITING = `(NOT spam AND (
    (type IN ('callback', 'contact') AND status = 'new')
    OR (type = 'appointment' AND ((appointment_status = 'requested' AND ends_at > now()) OR (status = 'new' AND appointment_status IS DISTINCT FROM 'requested')))
    OR (type = 'data-request' AND answered_at IS NULL)
  ))`;

/** What a visitor's form gives an enquiry. */
export type SubmittedFields = Partial<
  Pick<
    Enquiry,
    'name' | 'phone' | 'email' | 'subject' | 'message' | 'preferredDate' | 'preferredTime' | 'concern' | 'startsAt' | 'endsAt' | 'appointmentStatus' | 'whatsAppOptIn'
  >
>;

@Injectable()
export class EnquiriesService {
  constructor(
    @InjectRepository(Enquiry) private readonly enquiries: Repository<Enquiry>,
    private readonly env: Env,
    private readonly botCheck: BotCheckService,
    private readonly newsletter: NewsletterConfirmation,
    private readonly content: ContentService,
    private readonly messages: PatientMessages,
  ) {}

  /** A call-back request; a patient who ticked the WhatsApp box gets its receipt there. */
  async submitCallback(form: CallbackRequestDto, visitor: Visitor) {
    const whatsAppOptIn = isTicked(form.whatsapp);
    const verdict = await this.judge(form, visitor);
    await this.enquiries.manager.transaction(async (manager) => {
      const id = await this.record(manager, 'callback', { name: form.name, phone: form.phone, whatsAppOptIn }, form, visitor, verdict);
      if (!id || verdict.spam || !whatsAppOptIn) return;
      const { item } = await this.content.current({ kind: 'clinic', key: '' });
      await this.messages.queue(manager, { enquiryId: id, moment: 'callback-received', phone: form.phone, whatsAppOptIn, values: { clinic: (item as { name: string }).name } });
    });
  }

  async submitContact(form: ContactMessageDto, visitor: Visitor) {
    const { name, email, subject, message } = form;
    await this.store('contact', { name, email, subject, message }, form, visitor);
  }

  /** A request about the patient's data: what they ask is kept as the subject, their details as the message. */
  async submitDataRequest(form: DataRequestDto, visitor: Visitor) {
    const { name, request, details } = form;
    await this.store('data-request', { name, phone: form.phone || null, email: form.email || null, subject: request, message: details || null }, form, visitor);
  }

  /**
   * A repeat sign-up of the same address (any letter case) is accepted and changes nothing, but
   * for mailing a link again to an address not yet confirmed (double opt-in).
   */
  async submitNewsletter(form: NewsletterSignUpDto, visitor: Visitor) {
    const verdict = await this.judge(form, visitor);
    await this.enquiries.manager.transaction(async (manager) => {
      await this.record(manager, 'newsletter', { email: form.email }, form, visitor, verdict);
      if (!verdict.spam) await this.newsletter.ask(manager, form.email);
    });
  }

  /** Resolves once the row is committed: only then may the visitor be told it was received. */
  private async store(type: EnquiryType, fields: SubmittedFields, extras: FormExtras, visitor: Visitor) {
    await this.record(this.enquiries.manager, type, fields, extras, visitor, await this.judge(extras, visitor));
  }

  /**
   * Whether the form's honeypot, timing or bot check marks it as sent by a machine. A plain form
   * with a clean honeypot and no bot-check answer is what a phone sends before its scripts run (or
   * a browser without them): it goes to the inbox marked "sent without scripts", never among spam.
   * A script gains nothing by sending one: such forms have their own, lower per-address limit
   * (ENQUIRIES_WITHOUT_SCRIPTS_PER_HOUR, enquiry-rate-limit.guard.ts). An answer that is there is
   * always checked, and a JSON request (the page's scripts) without one is suspected spam.
   */
  async judge(extras: FormExtras, visitor: Visitor): Promise<SpamVerdict> {
    if (isSuspectedSpam(extras, visitor.receivedAt)) return { spam: true, sentWithoutScripts: visitor.plainForm };
    const answered = typeof extras.botCheck === 'string' && extras.botCheck.trim() !== '';
    if (visitor.plainForm && !answered) return { spam: false, sentWithoutScripts: true };
    return { spam: this.botCheck.enabled && !(await this.botCheck.passes(extras.botCheck)), sentWithoutScripts: false };
  }

  /**
   * Stores an enquiry with `manager` (a transaction of the caller's, for an appointment request).
   * The new enquiry's id; none when a newsletter address was already signed up.
   */
  async record(
    manager: EntityManager,
    type: EnquiryType,
    fields: SubmittedFields,
    extras: FormExtras,
    visitor: Visitor,
    { spam, sentWithoutScripts }: SpamVerdict,
  ): Promise<string | undefined> {
    const forwarded = !spam && Boolean(this.env.FORM_FORWARD_URL);
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(Enquiry)
      .values({
        type,
        ...fields,
        consentNotice: extras.consentNotice || CONSENT_NOTICE_VERSION,
        consentPurpose: CONSENT_PURPOSES[type],
        consentedAt: new Date(visitor.receivedAt),
        whatsAppOptInAt: fields.whatsAppOptIn ? new Date(visitor.receivedAt) : null,
        spam,
        sentWithoutScripts,
        clientIp: storableIp(visitor.ip),
        userAgent: visitor.userAgent ? visitor.userAgent.slice(0, 300) : null,
        forwardState: forwarded ? 'pending' : 'skipped',
        nextAttemptAt: forwarded ? () => 'now()' : null,
      })
      // The only unique index besides the key is the newsletter's one-row-per-address.
      .orIgnore()
      .returning(['id'])
      .execute();
    return (result.raw as Array<{ id: string }>)[0]?.id;
  }

  async list(filter: EnquiryFilter, page: number, pageSize: number) {
    const query = this.enquiries.createQueryBuilder('enquiry').where(whereOf(filter));
    if (filter.waiting) query.andWhere(WAITING);
    // What waits longest comes first; otherwise the newest first.
    const [items, total] = await query
      .orderBy('enquiry.createdAt', filter.waiting ? 'ASC' : 'DESC')
      .addOrderBy('enquiry.id', filter.waiting ? 'ASC' : 'DESC')
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    const unhandled = await this.enquiries.count({ where: { status: 'new', spam: false } });
    return { items, total, unhandled };
  }

  /** How many of each kind wait for an answer; kinds the role may not open count 0. */
  async waiting(counts: { appointments: boolean; dataRequests: boolean }): Promise<WaitingCounts> {
    const [row] = (await this.enquiries.query(
      `SELECT count(*) FILTER (WHERE type IN ('callback', 'contact'))::int AS enquiries,
              count(*) FILTER (WHERE type = 'appointment')::int AS appointments,
              count(*) FILTER (WHERE type = 'data-request')::int AS data_requests
         FROM enquiry WHERE ${WAITING}`,
    )) as Array<{ enquiries: number; appointments: number; data_requests: number }>;
    const appointments = counts.appointments ? row.appointments : 0;
    const dataRequests = counts.dataRequests ? row.data_requests : 0;
    return { enquiries: row.enquiries, appointments, dataRequests, total: row.enquiries + appointments + dataRequests };
  }

  async listSubscribers(page: number, pageSize: number) {
    const [items, total] = await this.enquiries.findAndCount({
      where: { type: 'newsletter', spam: false, confirmedAt: Not(IsNull()), unsubscribedAt: IsNull() },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return { items, total };
  }

  async findOne(id: string): Promise<Enquiry> {
    const enquiry = await this.enquiries.findOneBy({ id });
    if (!enquiry) throw new NotFoundException('Enquiry not found');
    return enquiry;
  }

  /** The staff's change of status: the clinic dealt with it, so its retention counts from now. */
  async setStatus(id: string, status: EnquiryStatus): Promise<Enquiry> {
    const result = await this.enquiries.update({ id }, { status, lastContactAt: () => 'now()' });
    if (!result.affected) throw new NotFoundException('Enquiry not found');
    // A request about personal data closed in the inbox is answered; opened again, it waits again.
    await this.enquiries.query(
      `UPDATE enquiry SET answered_at = CASE WHEN $2 = 'closed' THEN coalesce(answered_at, now()) END WHERE id = $1 AND type = 'data-request'`,
      [id, status],
    );
    return this.enquiries.findOneByOrFail({ id });
  }

  /**
   * Takes an enquiry kept apart as suspected spam into the inbox: it is forwarded like any other
   * (when forwarding is set up) and, for an appointment request, holds its time from now on.
   */
  async markNotSpam(id: string): Promise<Enquiry> {
    const forwarded = Boolean(this.env.FORM_FORWARD_URL);
    await this.enquiries
      .createQueryBuilder()
      .update(Enquiry)
      .set({ spam: false, ...(forwarded ? { forwardState: 'pending', nextAttemptAt: () => 'now()' } : {}) })
      .where('id = :id AND spam', { id })
      .execute();
    const enquiry = await this.enquiries.findOneBy({ id });
    if (!enquiry) throw new NotFoundException('Enquiry not found');
    return enquiry;
  }

  /** Erases an enquiry and everything stored with it (a patient's erasure request). */
  async remove(id: string): Promise<void> {
    const result = await this.enquiries.delete({ id });
    if (!result.affected) throw new NotFoundException('Enquiry not found');
  }
}

export function whereOf(filter: EnquiryFilter): FindOptionsWhere<Enquiry> {
  const where: FindOptionsWhere<Enquiry> = {};
  if (filter.type) where.type = filter.type;
  if (filter.status) where.status = filter.status;
  if (filter.spam !== undefined) where.spam = filter.spam;
  return where;
}
