import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, FindOptionsWhere, Repository } from 'typeorm';
import { AppointmentDesk } from '../appointments/appointment-desk.service';
import { AppointmentTimes } from '../appointments/appointment-times.service';
import { storableIp } from '../common/client-ip';
import { Env } from '../config/env';
import { BotCheckService } from './bot-check.service';
import { appointmentDateProblem } from './clinic-time';
import { CURRENT_CONSENT_NOTICE } from './consent-notice';
import { Enquiry, EnquiryStatus, EnquiryType } from './enquiry.entity';
import { AppointmentForm, CallbackForm, ContactForm, FormExtras, NewsletterForm } from './enquiry-forms';
import { isSuspectedSpam } from './spam';

/** Who sent an enquiry, kept with it for abuse handling and purged with it. */
export interface Visitor {
  ip?: string;
  userAgent?: string;
  receivedAt: number;
}

export interface EnquiryFilter {
  type?: EnquiryType;
  status?: EnquiryStatus;
  spam?: boolean;
}

type SubmittedFields = Partial<
  Pick<
    Enquiry,
    'name' | 'phone' | 'email' | 'subject' | 'message' | 'preferredDate' | 'preferredTime' | 'concern' | 'startsAt' | 'endsAt' | 'appointmentStatus'
  >
>;

@Injectable()
export class EnquiriesService {
  constructor(
    @InjectRepository(Enquiry) private readonly enquiries: Repository<Enquiry>,
    private readonly env: Env,
    private readonly botCheck: BotCheckService,
    private readonly dataSource: DataSource,
    private readonly times: AppointmentTimes,
    private readonly desk: AppointmentDesk,
  ) {}

  async submitCallback(form: CallbackForm, visitor: Visitor) {
    await this.store('callback', { name: form.name, phone: form.phone }, form, visitor);
  }

  /**
   * Books the time asked for as a request, or refuses it (409) when it is not open or was just
   * taken. In one transaction: the time held, the request and its first status stored, and the
   * "request received" mail queued for a patient who gave an e-mail address.
   */
  async submitAppointment(form: AppointmentForm, visitor: Visitor) {
    const now = new Date(visitor.receivedAt);
    const problem = appointmentDateProblem(form.date, this.env.CLINIC_TIMEZONE, now);
    if (problem) throw new BadRequestException(problem);
    const spam = await this.isSpam(form, visitor);
    await this.dataSource.transaction(async (manager) => {
      const slot = await this.times.hold(manager, form.date, form.time, now, { takesPlace: !spam });
      const fields: SubmittedFields = {
        name: form.name,
        phone: form.phone || null,
        email: form.email || null,
        preferredDate: form.date,
        preferredTime: form.time,
        concern: form.concern,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        appointmentStatus: 'requested',
      };
      const id = await this.insert(manager, 'appointment', fields, form, visitor, spam);
      await manager.query(`INSERT INTO appointment_change (enquiry_id, status, starts_at, changed_by) VALUES ($1, 'requested', $2, 'patient')`, [
        id,
        slot.startsAt,
      ]);
      if (form.email && !spam) await this.desk.queueReceived(manager, id!, { name: form.name, email: form.email, concern: form.concern }, slot.startsAt, slot.endsAt);
    });
  }

  async submitContact(form: ContactForm, visitor: Visitor) {
    const { name, email, subject, message } = form;
    await this.store('contact', { name, email, subject, message }, form, visitor);
  }

  /** A repeat sign-up of the same address (any letter case) is accepted and changes nothing. */
  async submitNewsletter(form: NewsletterForm, visitor: Visitor) {
    await this.store('newsletter', { email: form.email }, form, visitor);
  }

  /** Resolves once the row is committed: only then may the visitor be told it was received. */
  private async store(type: EnquiryType, fields: SubmittedFields, extras: FormExtras, visitor: Visitor) {
    await this.insert(this.enquiries.manager, type, fields, extras, visitor, await this.isSpam(extras, visitor));
  }

  private async isSpam(extras: FormExtras, visitor: Visitor): Promise<boolean> {
    return isSuspectedSpam(extras, visitor.receivedAt) || (this.botCheck.enabled && !(await this.botCheck.passes(extras.botCheck)));
  }

  /** The new enquiry's id; none when a newsletter address was already signed up. */
  private async insert(
    manager: EntityManager,
    type: EnquiryType,
    fields: SubmittedFields,
    extras: FormExtras,
    visitor: Visitor,
    spam: boolean,
  ): Promise<string | undefined> {
    const forwarded = !spam && Boolean(this.env.FORM_FORWARD_URL);
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(Enquiry)
      .values({
        type,
        ...fields,
        consentNotice: extras.consentNotice || CURRENT_CONSENT_NOTICE,
        spam,
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
    const [items, total] = await this.enquiries.findAndCount({
      where: whereOf(filter),
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    const unhandled = await this.enquiries.count({ where: { status: 'new', spam: false } });
    return { items, total, unhandled };
  }

  async listSubscribers(page: number, pageSize: number) {
    const [items, total] = await this.enquiries.findAndCount({
      where: { type: 'newsletter', spam: false },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return { items, total };
  }

  async setStatus(id: string, status: EnquiryStatus): Promise<Enquiry> {
    const result = await this.enquiries.update({ id }, { status });
    if (!result.affected) throw new NotFoundException('Enquiry not found');
    return this.enquiries.findOneByOrFail({ id });
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
