import {
  appointmentMessages,
  CLINIC_CHANGES,
  listedConcern,
  PATIENT_CHANGES,
  internationalDigits,
  patientActionsFor,
  type AgendaAppointment,
  type AppointmentChange,
  type AppointmentStatus,
  type ClinicAction,
  type EnquiryStatus,
  isTicked,
  type MessageMoment,
  type PatientAction,
  type PatientAppointment,
} from '@aura/contract';
import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHmac } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { Env } from '../config/env';
import { ContentService } from '../content/content.service';
import { addDays, appointmentDateProblem, clinicDate, clinicInstant, clinicTime } from '../common/clinic-time';
import { EnquiriesService, type Visitor } from '../enquiries/enquiries.service';
import { MailOutbox } from '../mail/mail-outbox.service';
import { PatientMessages } from '../messages/patient-messages.service';
import type { ButtonReply } from '../messages/whatsapp-events';
import {
  cancelledByClinicMail,
  cancelledByPatientMail,
  clinicNoticeMail,
  confirmedMail,
  declinedMail,
  type MailText,
  proposedMail,
  reminderMail,
  requestReceivedMail,
  shortVisitTime,
  visitInvitation,
  visitTime,
  type ClinicSignature,
  type VisitFacts,
} from './appointment-mails';
import { AppointmentTimes } from './appointment-times.service';
import type { AppointmentRequestDto } from './appointments.dto';

/** The mail a change sends the patient (the contract's table says which changes are allowed). */
interface ChangeMail {
  mail?: (visit: VisitFacts, clinic: ClinicSignature) => MailText;
  /** The mail carries the visit as a calendar invitation. */
  invitation?: boolean;
}

type Rule = AppointmentChange & ChangeMail;

const CLINIC_MAILS: Record<ClinicAction, ChangeMail> = {
  confirm: { mail: confirmedMail, invitation: true },
  propose: { mail: proposedMail },
  decline: { mail: declinedMail },
  cancel: { mail: cancelledByClinicMail },
  complete: {},
  'no-show': {},
};

const PATIENT_MAILS: Record<PatientAction, ChangeMail> = {
  cancel: { mail: cancelledByPatientMail },
  accept: { mail: confirmedMail, invitation: true },
  'another-time': {},
};

const clinicRule = (action: ClinicAction): Rule => ({ ...CLINIC_CHANGES[action], ...CLINIC_MAILS[action] });
const patientRule = (action: PatientAction): Rule => ({ ...PATIENT_CHANGES[action], ...PATIENT_MAILS[action] });

const STATUS_WORDS: Record<AppointmentStatus, string> = {
  requested: 'waiting for the clinic',
  proposed: 'waiting for the patient to accept another time',
  confirmed: 'confirmed',
  declined: 'declined',
  cancelled: 'cancelled',
  completed: 'completed',
  'no-show': 'marked as a no-show',
};

interface AppointmentRow {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  concern: string;
  starts_at: Date;
  ends_at: Date;
  appointment_status: AppointmentStatus;
  status: EnquiryStatus;
  reminder_queued_at: Date | null;
  whatsapp_opt_in: boolean;
  created_at: Date;
}

/** The message to the patient a change to this status brings (asking for another time brings none). */
const MOMENT_OF: Partial<Record<AppointmentStatus, MessageMoment>> = {
  confirmed: 'confirmed',
  proposed: 'proposed',
  declined: 'declined',
  cancelled: 'cancelled',
  completed: 'review',
  'no-show': 'book-again',
};


const NOT_FOUND = 'Appointment not found';
const LINK_INVALID = 'This link is not valid or has expired. Please call or WhatsApp the clinic.';

/**
 * The clinic's front desk for appointments: the agenda, every change of status (by the admin or by
 * the patient on their own page, through a signed link), each kept with who and when, the mails
 * each change sends, and the reminders a day before. A change and its mails are written in one
 * transaction, the row locked, so two changes never cross.
 */
@Injectable()
export class AppointmentDesk {
  private readonly logger = new Logger(AppointmentDesk.name);
  private readonly linkSecret: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly env: Env,
    private readonly content: ContentService,
    private readonly times: AppointmentTimes,
    private readonly mail: MailOutbox,
    private readonly enquiries: EnquiriesService,
    private readonly jwt: JwtService,
    private readonly messages: PatientMessages,
  ) {
    // Its own key, so an appointment link is never an admin session nor the other way round.
    this.linkSecret = createHmac('sha256', env.JWT_SECRET).update('appointment-links').digest('hex');
  }

  /** The appointments (not suspected spam) starting on the `days` days from `from`, soonest first. */
  async agenda(from: string, days: number): Promise<AgendaAppointment[]> {
    const zone = this.env.CLINIC_TIMEZONE;
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM enquiry
        WHERE type = 'appointment' AND NOT spam AND starts_at >= $1 AND starts_at < $2
        ORDER BY starts_at, created_at`,
      [clinicInstant(from, '00:00', zone), clinicInstant(addDays(from, days), '00:00', zone)],
    )) as AppointmentRow[];
    return this.withHistory(rows);
  }

  /** Every request still waiting for an answer (requested, or another time proposed) from now on, soonest first. */
  async waiting(limit = 200): Promise<AgendaAppointment[]> {
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM enquiry
        WHERE type = 'appointment' AND NOT spam AND appointment_status IN ('requested', 'proposed') AND ends_at > now()
        ORDER BY starts_at, created_at LIMIT $1`,
      [limit],
    )) as AppointmentRow[];
    return this.withHistory(rows);
  }

  async one(id: string): Promise<AgendaAppointment> {
    const rows = (await this.dataSource.query(`SELECT ${COLUMNS} FROM enquiry WHERE id = $1 AND type = 'appointment' AND NOT spam`, [id])) as AppointmentRow[];
    if (rows.length === 0) throw new NotFoundException(NOT_FOUND);
    return (await this.withHistory(rows))[0];
  }

  /** The admin's change; `propose` moves the appointment to the open time `date` `time`. */
  async act(id: string, action: ClinicAction, admin: string, change: { date?: string; time?: string; note?: string }): Promise<AgendaAppointment> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.locked(manager, id);
      this.allow(row, clinicRule(action), action);
      if (action === 'propose') {
        const slot = await this.times.hold(manager, change.date!, change.time!, new Date(), { takesPlace: true });
        if (slot.startsAt.getTime() === new Date(row.starts_at).getTime()) throw new ConflictException('That is the time the appointment has now. Choose another.');
        await manager.query(
          `UPDATE enquiry SET starts_at = $2, ends_at = $3, preferred_date = $4, preferred_time = $5, reminder_queued_at = NULL WHERE id = $1`,
          [id, slot.startsAt, slot.endsAt, change.date, change.time],
        );
        Object.assign(row, { starts_at: slot.startsAt, ends_at: slot.endsAt });
      }
      await this.apply(manager, row, clinicRule(action), admin, change.note ?? null);
    });
    return this.one(id);
  }

  /** The patient's page: what the signed link names, or 404 with the same message for any bad link. */
  async forPatient(token: string): Promise<PatientAppointment> {
    const row = await this.fromLink(this.dataSource.manager, token);
    const status = row.appointment_status;
    const actions = patientActionsFor(status);
    return {
      name: row.name,
      concern: row.concern,
      date: clinicDate(this.env.CLINIC_TIMEZONE, row.starts_at),
      time: clinicTime(this.env.CLINIC_TIMEZONE, row.starts_at),
      when: this.when(row.starts_at),
      status,
      actions,
    };
  }

  async actForPatient(token: string, action: PatientAction, note: string | null) {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.fromLink(manager, token, true);
      this.allow(row, patientRule(action), action);
      await this.apply(manager, row, patientRule(action), 'patient', note);
      await this.tellClinic(manager, row, action, note);
    });
    return this.forPatient(token);
  }

  /**
   * A patient's request: books the time asked for as a request, or refuses it (409) when it is not
   * open or was just taken. In one transaction: the time held, the request (an enquiry) and its
   * first status stored, and the "request received" mail queued for a patient who gave an e-mail.
   * The concern is one of the form's options or a shown treatment's title, kept as the list spells it.
   */
  async receive(form: AppointmentRequestDto, visitor: Visitor) {
    const now = new Date(visitor.receivedAt);
    const problem = appointmentDateProblem(form.date, this.env.CLINIC_TIMEZONE, now);
    if (problem) throw new BadRequestException({ message: problem, field: 'date' });
    const concern = listedConcern(form.concern) ?? listedConcern(form.concern, await this.shownTreatmentTitles());
    if (!concern) throw new BadRequestException({ message: appointmentMessages.concern, field: 'concern' });
    const verdict = await this.enquiries.judge(form, visitor);
    const { spam } = verdict;
    await this.dataSource.transaction(async (manager) => {
      const slot = await this.times.hold(manager, form.date, form.time, now, { takesPlace: !spam });
      // An appointment request always gets a new row (only a newsletter sign-up can be a repeat).
      const id = (await this.enquiries.record(
        manager,
        'appointment',
        {
          name: form.name,
          phone: form.phone || null,
          email: form.email || null,
          preferredDate: form.date,
          preferredTime: form.time,
          concern,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          appointmentStatus: 'requested',
          whatsAppOptIn: isTicked(form.whatsapp),
        },
        form,
        visitor,
        verdict,
      ))!;
      await manager.query(`INSERT INTO appointment_change (enquiry_id, status, starts_at, changed_by) VALUES ($1, 'requested', $2, 'patient')`, [
        id,
        slot.startsAt,
      ]);
      if (spam) return;
      const visit = this.visit({ id, name: form.name, concern, starts_at: slot.startsAt, ends_at: slot.endsAt });
      if (form.email) await this.mail.queue(manager, { enquiryId: id, kind: 'appointment-received', to: form.email, ...requestReceivedMail(visit, await this.clinic()) });
      await this.message(manager, { id, phone: form.phone || null, whatsapp_opt_in: isTicked(form.whatsapp) }, 'received', visit);
    });
  }

  /**
   * Queues the reminder of every confirmed appointment starting within a day that has had none.
   * Each row is claimed once (SKIP LOCKED), so several API processes never send it twice.
   */
  async queueReminders(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(
        `UPDATE enquiry SET reminder_queued_at = now()
          WHERE id IN (
            SELECT id FROM enquiry
             WHERE type = 'appointment' AND appointment_status = 'confirmed' AND reminder_queued_at IS NULL AND NOT spam
               AND starts_at > now() AND starts_at <= now() + interval '24 hours'
             ORDER BY starts_at LIMIT 50
             FOR UPDATE SKIP LOCKED)
        RETURNING ${COLUMNS}`,
      )) as [AppointmentRow[], number];
      const clinic = await this.clinic();
      for (const row of rows[0]) {
        const visit = this.visit(row);
        if (row.email) await this.mail.queue(manager, { enquiryId: row.id, kind: 'appointment-reminder', to: row.email, ...reminderMail(visit, clinic) });
        await this.message(manager, row, 'reminder', visit, clinic);
      }
      return rows[0].length;
    });
  }

  /**
   * The patient's page for an appointment: the site's /appointment with a token valid until the
   * visit ends, in the address's fragment (`#token=`), which browsers never send to a server: no
   * access log, proxy or Referer holds it. Links mailed before carried it in the query (`?token=`);
   * the page still takes those, and nginx logs that page without its query.
   */
  linkFor(id: string, endsAt: Date): string {
    const seconds = Math.max(60, Math.ceil((endsAt.getTime() - Date.now()) / 1000));
    const token = this.jwt.sign({ sub: id, use: 'appointment' }, { secret: this.linkSecret, expiresIn: seconds, algorithm: 'HS256' });
    return `${this.env.PUBLIC_SITE_URL.replace(/\/$/, '')}/appointment#token=${token}`;
  }

  private async fromLink(manager: EntityManager, token: string, lock = false): Promise<AppointmentRow> {
    let id: string | undefined;
    try {
      const claims = this.jwt.verify<{ sub?: string; use?: string }>(token, { secret: this.linkSecret, algorithms: ['HS256'] });
      if (claims.use === 'appointment' && typeof claims.sub === 'string') id = claims.sub;
    } catch {
      id = undefined;
    }
    if (!id) throw new NotFoundException(LINK_INVALID);
    const rows = (await manager.query(
      `SELECT ${COLUMNS} FROM enquiry WHERE id = $1 AND type = 'appointment' AND NOT spam AND ends_at > now() ${lock ? 'FOR UPDATE' : ''}`,
      [id],
    )) as AppointmentRow[];
    if (rows.length === 0) throw new NotFoundException(LINK_INVALID);
    return rows[0];
  }

  private async locked(manager: EntityManager, id: string): Promise<AppointmentRow> {
    const rows = (await manager.query(`SELECT ${COLUMNS} FROM enquiry WHERE id = $1 AND type = 'appointment' AND NOT spam FOR UPDATE`, [id])) as AppointmentRow[];
    if (rows.length === 0) throw new NotFoundException(NOT_FOUND);
    return rows[0];
  }

  private allow(row: AppointmentRow, rule: Rule, action: string) {
    if (!rule.from.includes(row.appointment_status)) {
      throw new ConflictException(`This appointment is ${STATUS_WORDS[row.appointment_status]}: it cannot be given "${action}" now. Reload the agenda to see it.`);
    }
  }

  /**
   * The new status, its history entry and the patient's mail, in the caller's transaction. A change
   * is a contact with the patient: the request's retention counts from now.
   */
  private async apply(manager: EntityManager, row: AppointmentRow, rule: Rule, by: string, note: string | null) {
    // Confirmed within a day of the visit, the confirmation is its reminder.
    await manager.query(
      `UPDATE enquiry
          SET appointment_status = $2::varchar, status = COALESCE($3::varchar, status), updated_at = now(), last_contact_at = now(),
              reminder_queued_at = CASE WHEN $2::varchar = 'confirmed' AND starts_at <= now() + interval '24 hours' THEN now() ELSE reminder_queued_at END
        WHERE id = $1`,
      [row.id, rule.to, rule.handled ?? null],
    );
    await manager.query(`INSERT INTO appointment_change (enquiry_id, status, starts_at, changed_by, note) VALUES ($1, $2, $3, $4, $5)`, [
      row.id,
      rule.to,
      row.starts_at,
      by,
      note,
    ]);
    const visit = this.visit(row);
    const moment = MOMENT_OF[rule.to];
    if (moment) await this.message(manager, row, moment, visit);
    if (!rule.mail || !row.email) return;
    const clinic = await this.clinic();
    // A confirmed visit that is cancelled, declined or moved leaves the patient's calendar.
    const method = rule.invitation ? 'REQUEST' : row.appointment_status === 'confirmed' ? 'CANCEL' : null;
    const [{ changes }] = (await manager.query(`SELECT count(*)::int AS changes FROM appointment_change WHERE enquiry_id = $1`, [row.id])) as Array<{ changes: number }>;
    await this.mail.queue(manager, {
      enquiryId: row.id,
      kind: `appointment-${rule.to}`,
      to: row.email,
      ...rule.mail(visit, clinic),
      ...(method ? { calendar: visitInvitation(visit, row.email, clinic, method, changes) } : {}),
    });
  }

  /** The patient's WhatsApp (or SMS) message of this moment, in the caller's transaction. */
  private async message(
    manager: EntityManager,
    row: Pick<AppointmentRow, 'id' | 'phone' | 'whatsapp_opt_in'>,
    moment: MessageMoment,
    visit: VisitFacts,
    known?: ClinicSignature,
  ) {
    if (!row.phone) return;
    const clinic = (known ?? (await this.clinic())) as ClinicSignature & { reviewUrl?: string; mapQuery?: string };
    await this.messages.queue(manager, {
      enquiryId: row.id,
      moment,
      phone: row.phone,
      whatsAppOptIn: row.whatsapp_opt_in,
      values: {
        clinic: clinic.name,
        when: visit.when,
        ...shortVisitTime(visit.startsAt, this.env.CLINIC_TIMEZONE, this.times.zoneName(visit.startsAt)),
        concern: visit.concern,
        address: clinic.address.lines.join(', '),
        phone: clinic.phone,
        reviewLink: reviewLinkOf(clinic),
        site: this.env.PUBLIC_SITE_URL.replace(/\/$/, ''),
      },
    });
  }

  /**
   * A patient's button on one of the clinic's WhatsApp messages: the same change as on their own
   * page (cancel, accept the time proposed, ask for another), and the clinic told, in the webhook
   * event's transaction. A button from another number than the appointment's, or for a change no
   * longer allowed, changes nothing.
   */
  async replyOnWhatsApp(manager: EntityManager, reply: ButtonReply): Promise<void> {
    const rows = (await manager.query(`SELECT ${COLUMNS} FROM enquiry WHERE id = $1 AND type = 'appointment' AND NOT spam AND ends_at > now() FOR UPDATE`, [reply.enquiryId])) as AppointmentRow[];
    const row = rows[0];
    if (!row || !row.phone || internationalDigits(row.phone) !== reply.from) {
      this.logger.warn(`A WhatsApp reply (${reply.action}) names no appointment of that number; nothing changed`);
      return;
    }
    const rule = patientRule(reply.action);
    if (!rule.from.includes(row.appointment_status)) {
      this.logger.log(`A WhatsApp reply (${reply.action}) came for an appointment now ${row.appointment_status}; nothing changed`);
      return;
    }
    await this.apply(manager, row, rule, 'patient (WhatsApp)', null);
    await this.tellClinic(manager, row, reply.action, null);
  }

  /** The clinic's own mailbox hears of a patient's change at once (and the inbox counts it as new again). */
  private async tellClinic(manager: EntityManager, row: AppointmentRow, action: PatientAction, note: string | null) {
    const clinic = await this.clinic();
    const visit = { ...this.visit(row), phone: row.phone, email: row.email };
    await this.mail.queue(manager, { enquiryId: row.id, kind: `clinic-notice-${action}`, to: clinic.email, ...clinicNoticeMail(action, visit, note, clinic) });
  }

  private async withHistory(rows: AppointmentRow[]): Promise<AgendaAppointment[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const zone = this.env.CLINIC_TIMEZONE;
    const changes = (await this.dataSource.query(
      `SELECT enquiry_id, status, starts_at, changed_by, note, changed_at FROM appointment_change WHERE enquiry_id = ANY($1) ORDER BY changed_at, id`,
      [ids],
    )) as Array<{ enquiry_id: string; status: string; starts_at: Date | null; changed_by: string; note: string | null; changed_at: Date }>;
    const mails = (await this.dataSource.query(
      `SELECT enquiry_id, kind, state, sent_at FROM outgoing_mail WHERE enquiry_id = ANY($1) AND kind LIKE 'appointment-%' ORDER BY created_at`,
      [ids],
    )) as Array<{ enquiry_id: string; kind: string; state: string; sent_at: Date | null }>;
    const messages = await this.messages.listFor(ids);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      phone: row.phone,
      email: row.email,
      concern: row.concern,
      date: clinicDate(zone, row.starts_at),
      time: clinicTime(zone, row.starts_at),
      when: this.when(row.starts_at),
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at.toISOString(),
      status: row.appointment_status,
      requestedAt: row.created_at.toISOString(),
      history: changes
        .filter((change) => change.enquiry_id === row.id)
        .map((change) => ({
          status: change.status,
          date: change.starts_at ? clinicDate(zone, change.starts_at) : null,
          time: change.starts_at ? clinicTime(zone, change.starts_at) : null,
          by: change.changed_by,
          note: change.note,
          at: change.changed_at.toISOString(),
        })),
      mails: mails.filter((mail) => mail.enquiry_id === row.id).map((mail) => ({ kind: mail.kind, state: mail.state, sentAt: mail.sent_at?.toISOString() ?? null })),
      messages: messages.get(row.id) ?? [],
    }));
  }

  private when(startsAt: Date): string {
    return visitTime(new Date(startsAt), this.env.CLINIC_TIMEZONE, this.times.zoneName(new Date(startsAt)));
  }

  private visit(row: Pick<AppointmentRow, 'id' | 'name' | 'concern' | 'starts_at' | 'ends_at'>): VisitFacts {
    const startsAt = new Date(row.starts_at);
    const endsAt = new Date(row.ends_at);
    return { id: row.id, name: row.name, concern: row.concern, startsAt, endsAt, when: this.when(startsAt), link: this.linkFor(row.id, endsAt) };
  }

  /**
   * The titles of the treatments the site shows now (the admin's edits, else the built-in
   * catalogue; hidden ones left out): a treatment's page preselects its title as the concern.
   * Without the site build to read them from, only the form's options are taken.
   */
  private async shownTreatmentTitles(): Promise<string[]> {
    try {
      const treatments = await this.content.list('treatment');
      return treatments
        .map(({ item }) => item as { title?: unknown; hidden?: unknown })
        .filter((item) => item.hidden !== true && typeof item.title === 'string')
        .map((item) => item.title as string);
    } catch (error) {
      this.logger.warn(`The treatments' titles could not be read, so only the form's concerns are taken: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
  }

  /** The clinic as its messages to patients sign off (the agenda's WhatsApp texts too). */
  async clinic(): Promise<ClinicSignature> {
    return (await this.content.current({ kind: 'clinic', key: '' })).item as ClinicSignature;
  }
}

/**
 * Where a patient reviews the clinic on Google: the review link the clinic set (its Business
 * Profile's), else its listing found on Google Maps by the clinic's map search, where "Write a
 * review" is one tap away.
 */
export function reviewLinkOf(clinic: { reviewUrl?: string; mapQuery?: string }): string | undefined {
  if (clinic.reviewUrl) return clinic.reviewUrl;
  if (!clinic.mapQuery) return undefined;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(clinic.mapQuery).replace(/%20/g, '+')}`;
}

const COLUMNS = `id, name, phone, email, concern, starts_at, ends_at, appointment_status, status, reminder_queued_at, whatsapp_opt_in, created_at`;
