import { PATIENT_ACTIONS, type PatientAction } from '@aura/contract';
import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { Env } from '../config/env';
import { PatientMessages } from './patient-messages.service';

/** A patient's tap on a quick-reply button of one of the clinic's templates. */
export interface ButtonReply {
  /** The enquiry the button's payload names. */
  enquiryId: string;
  action: PatientAction;
  /** The patient's number as WhatsApp gives it (international digits). */
  from: string;
}

/** Acts on a reply inside the event's transaction (a reply that no longer applies changes nothing, and is still handled). */
export type ReplyHandler = (manager: EntityManager, reply: ButtonReply) => Promise<void>;

interface WebhookPayload {
  object?: unknown;
  entry?: Array<{ changes?: Array<{ field?: unknown; value?: WebhookValue }> }>;
}

interface WebhookValue {
  statuses?: Array<{ id?: unknown; status?: unknown; errors?: Array<{ code?: unknown; title?: unknown; message?: unknown }> }>;
  messages?: Array<{ id?: unknown; from?: unknown; type?: unknown; text?: { body?: unknown }; button?: { payload?: unknown }; interactive?: { button_reply?: { id?: unknown } }; context?: { id?: unknown } }>;
}

const STATES = ['sent', 'delivered', 'read', 'failed'] as const;
type ReportedState = (typeof STATES)[number];

/**
 * Meta's webhook for the clinic's WhatsApp number: the verification handshake, the signature of
 * every call (HMAC-SHA256 of the raw body with the app secret), and each event handled once (its
 * id kept in whatsapp_event in the same transaction as what it changed): a message's state as
 * WhatsApp reports it, and a patient's button reply, handed to the appointments.
 */
@Injectable()
export class WhatsAppEvents {
  constructor(
    private readonly dataSource: DataSource,
    private readonly env: Env,
    private readonly messages: PatientMessages,
  ) {}

  /** GET …/webhook: Meta's subscription check answers the challenge to the right verify token only. */
  verify(mode: unknown, token: unknown, challenge: unknown): string {
    const expected = this.env.WHATSAPP_VERIFY_TOKEN;
    if (!expected || mode !== 'subscribe' || typeof token !== 'string' || !sameText(token, expected) || typeof challenge !== 'string' || challenge.length > 200) {
      throw new ForbiddenException('Verification refused');
    }
    return challenge;
  }

  /** Refuses (401) a call whose X-Hub-Signature-256 is not the app secret's HMAC of these exact bytes. */
  checkSignature(raw: Buffer | undefined, header: unknown): void {
    const secret = this.env.WHATSAPP_APP_SECRET;
    if (!secret || !Buffer.isBuffer(raw) || typeof header !== 'string' || !header.startsWith('sha256=')) throw new UnauthorizedException('Signature missing or wrong');
    const expected = createHmac('sha256', secret).update(raw).digest('hex');
    if (!sameText(header.slice('sha256='.length).toLowerCase(), expected)) throw new UnauthorizedException('Signature missing or wrong');
  }

  /** Applies every event of a verified call once; a repeated event changes nothing. */
  async handle(raw: Buffer, onReply: ReplyHandler): Promise<{ handled: number; repeated: number }> {
    let payload: WebhookPayload;
    try {
      payload = JSON.parse(raw.toString('utf8')) as WebhookPayload;
    } catch {
      return { handled: 0, repeated: 0 };
    }
    let handled = 0;
    let repeated = 0;
    for (const entry of Array.isArray(payload.entry) ? payload.entry : []) {
      for (const change of Array.isArray(entry.changes) ? entry.changes : []) {
        const value = change.value ?? {};
        for (const status of Array.isArray(value.statuses) ? value.statuses : []) {
          const id = typeof status.id === 'string' ? status.id : '';
          const state = STATES.find((known) => known === status.status);
          if (!id || !state) continue;
          const reason = state === 'failed' ? errorWords(status.errors) : null;
          if (await this.once(`status:${id}:${state}`, (manager) => this.report(manager, id, state, reason))) handled++;
          else repeated++;
        }
        for (const message of Array.isArray(value.messages) ? value.messages : []) {
          const id = typeof message.id === 'string' ? message.id : '';
          const reply = replyOf(message);
          const stop = isStop(message);
          if (!id || (!reply && !stop)) continue;
          const work = reply ? (manager: EntityManager) => onReply(manager, reply) : (manager: EntityManager) => this.messages.stopWhatsApp(manager, String(message.from));
          if (await this.once(`message:${id}`, work)) handled++;
          else repeated++;
        }
      }
    }
    return { handled, repeated };
  }

  /** Runs `work` with the event recorded, in one transaction; false when the event was handled before. */
  private async once(eventId: string, work: (manager: EntityManager) => Promise<void>): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const inserted = (await manager.query(`INSERT INTO whatsapp_event (id) VALUES ($1) ON CONFLICT (id) DO NOTHING RETURNING id`, [eventId.slice(0, 300)])) as unknown[];
      if (inserted.length === 0) return false;
      await work(manager);
      return true;
    });
  }

  /**
   * A message's state moves only forward (sent, delivered, read; a late "delivered" also clears a
   * failure declared for want of it). Failed, a WhatsApp message goes by SMS instead.
   */
  private async report(manager: EntityManager, providerId: string, state: ReportedState, reason: string | null) {
    if (state === 'failed') {
      const failed = (await manager.query(
        `UPDATE patient_message SET state = 'failed', failed_at = now(), last_error = $2
          WHERE channel = 'whatsapp' AND provider_id = $1 AND state IN ('pending', 'sent') RETURNING id`,
        [providerId, reason],
      )) as [Array<{ id: string }>, number];
      for (const { id } of failed[0]) await this.messages.bySms(manager, id);
      return;
    }
    await manager.query(
      `UPDATE patient_message
          SET state = $2::varchar,
              delivered_at = CASE WHEN $2::varchar IN ('delivered', 'read') THEN coalesce(delivered_at, now()) ELSE delivered_at END,
              read_at = CASE WHEN $2::varchar = 'read' THEN now() ELSE read_at END,
              last_error = CASE WHEN state = 'failed' THEN NULL ELSE last_error END
        WHERE channel = 'whatsapp' AND provider_id = $1
          AND array_position(ARRAY['pending', 'sent', 'delivered', 'read']::varchar[], $2::varchar)
              > coalesce(array_position(ARRAY['pending', 'sent', 'delivered', 'read']::varchar[], state), 0)`,
      [providerId, state],
    );
  }
}

/** A patient's text "STOP" (any case, alone): no more WhatsApp messages to that number. */
function isStop(message: NonNullable<WebhookValue['messages']>[number]): boolean {
  return message.type === 'text' && typeof message.from === 'string' && typeof message.text?.body === 'string' && /^\s*stop\s*$/i.test(message.text.body);
}

/** A quick-reply's payload, 'cancel:<enquiry id>', as the clinic's templates carry it. */
function replyOf(message: NonNullable<WebhookValue['messages']>[number]): ButtonReply | null {
  const payload = message.type === 'button' ? message.button?.payload : message.type === 'interactive' ? message.interactive?.button_reply?.id : undefined;
  if (typeof payload !== 'string' || typeof message.from !== 'string') return null;
  const match = /^([a-z-]+):([0-9a-f-]{36})$/.exec(payload);
  const action = PATIENT_ACTIONS.find((known) => known === match?.[1]);
  if (!match || !action) return null;
  return { enquiryId: match[2], action, from: message.from.replace(/\D/g, '') };
}

function errorWords(errors: NonNullable<WebhookValue['statuses']>[number]['errors']): string {
  const first = Array.isArray(errors) ? errors[0] : undefined;
  const words = [first?.code !== undefined ? `code ${String(first.code)}` : '', typeof first?.title === 'string' ? first.title : typeof first?.message === 'string' ? first.message : '']
    .filter(Boolean)
    .join(': ');
  return `WhatsApp could not deliver it${words ? ` (${words})` : ''}`.slice(0, 500);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
