import { MESSAGE_CHANNEL_LABELS, MESSAGE_MOMENT_LABELS, UNDELIVERED_MESSAGES, type MessageChannel, type MessageMoment, type UndeliveredItem } from '@aura/contract';
import { Controller, Get, Header, HttpCode, HttpStatus, Injectable, Module, NotFoundException, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Audited } from '../audit/audited';
import { AuthModule } from '../auth/auth.module';
import { SessionGuard } from '../auth/session.guard';
import { StaffAreaOf } from '../auth/staff-access';

/** The most shown at once: a list this long means the relay or the forwarder is down, said once. */
const LIST_LIMIT = 200;

const FORM_WORDS: Record<string, string> = {
  callback: 'Call-back request',
  contact: 'Message',
  appointment: 'Appointment request',
  newsletter: 'Newsletter sign-up',
  'data-request': 'Request about personal data',
};

/** 'whatsapp:confirmed' → 'WhatsApp: Appointment confirmed'. */
function messageWords(what: string): string {
  const [channel, moment] = what.split(':') as [MessageChannel, MessageMoment];
  return `${MESSAGE_CHANNEL_LABELS[channel] ?? channel}: ${MESSAGE_MOMENT_LABELS[moment] ?? moment}`;
}

/**
 * What gave up: forwards of enquiries to the clinic's mailbox and mails to patients that failed
 * after their retries, with why, each sent again on request (its retry window counting afresh).
 */
@Injectable()
export class UndeliveredService {
  constructor(private readonly dataSource: DataSource) {}

  async list(): Promise<UndeliveredItem[]> {
    const rows = (await this.dataSource.query(
      `(SELECT 'forward' AS kind, id, id AS enquiry_id, type AS what, NULL AS to_address, forward_attempts AS attempts, last_error, created_at
          FROM enquiry WHERE forward_state = 'failed' AND NOT spam)
       UNION ALL
       (SELECT 'mail', id, enquiry_id, CASE WHEN newsletter_id IS NULL THEN subject ELSE 'Newsletter: ' || subject END, to_address, attempts, last_error, created_at
          FROM outgoing_mail WHERE state = 'failed')
       UNION ALL
       (SELECT 'message', id, enquiry_id, channel || ':' || moment, to_number, attempts, last_error, created_at FROM patient_message failed
         WHERE state = 'failed' AND NOT EXISTS (SELECT 1 FROM patient_message instead WHERE instead.replaces = failed.id AND instead.state <> 'failed'))
       ORDER BY created_at DESC LIMIT ${LIST_LIMIT}`,
    )) as Array<{ kind: UndeliveredItem['kind']; id: string; enquiry_id: string | null; what: string; to_address: string | null; attempts: number; last_error: string | null; created_at: Date }>;
    return rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      enquiryId: row.enquiry_id,
      what: row.kind === 'forward' ? `${FORM_WORDS[row.what] ?? row.what}, forwarded to the clinic’s mailbox` : row.kind === 'message' ? messageWords(row.what) : row.what,
      to: row.to_address,
      attempts: row.attempts,
      reason: row.last_error,
      at: row.created_at.toISOString(),
    }));
  }

  /** Queues it again now, with a fresh retry window; false when it is not (or no longer) failed. */
  async retry(kind: UndeliveredItem['kind'], id: string): Promise<boolean> {
    const [, count] = (await this.dataSource.query(
      kind === 'forward'
        ? `UPDATE enquiry SET forward_state = 'pending', next_attempt_at = now(), retried_at = now(), updated_at = now()
            WHERE id = $1 AND forward_state = 'failed'`
        : kind === 'mail'
          ? // A newsletter's mail to someone who has unsubscribed since is not sent again.
            `UPDATE outgoing_mail SET state = 'pending', next_attempt_at = now(), retried_at = now() WHERE id = $1 AND state = 'failed'
              AND (newsletter_id IS NULL OR NOT EXISTS (SELECT 1 FROM enquiry WHERE enquiry.id = enquiry_id AND unsubscribed_at IS NOT NULL))`
          : `UPDATE patient_message SET state = 'pending', next_attempt_at = now(), retried_at = now(), failed_at = NULL, sent_at = NULL WHERE id = $1 AND state = 'failed'`,
      [id],
    )) as [unknown, number];
    return count === 1;
  }
}

const idOf = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(UNDELIVERED_MESSAGES.notFound) });

@ApiTags('undelivered')
@ApiCookieAuth()
@Controller('admin/undelivered')
@UseGuards(SessionGuard)
@StaffAreaOf('enquiries')
export class UndeliveredController {
  constructor(private readonly undelivered: UndeliveredService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async list(): Promise<{ success: true; items: UndeliveredItem[] }> {
    return { success: true, items: await this.undelivered.list() };
  }

  @Post('forward/:id/retry')
  @HttpCode(HttpStatus.OK)
  @Audited('delivery.retry', (req) => `forward ${String(req.params.id)}`)
  retryForward(@Param('id', idOf) id: string) {
    return this.retry('forward', id);
  }

  @Post('mail/:id/retry')
  @HttpCode(HttpStatus.OK)
  @Audited('delivery.retry', (req) => `mail ${String(req.params.id)}`)
  retryMail(@Param('id', idOf) id: string) {
    return this.retry('mail', id);
  }

  @Post('message/:id/retry')
  @HttpCode(HttpStatus.OK)
  @Audited('delivery.retry', (req) => `message ${String(req.params.id)}`)
  retryMessage(@Param('id', idOf) id: string) {
    return this.retry('message', id);
  }

  private async retry(kind: UndeliveredItem['kind'], id: string) {
    if (!(await this.undelivered.retry(kind, id))) throw new NotFoundException(UNDELIVERED_MESSAGES.notFound);
    return { success: true, message: UNDELIVERED_MESSAGES.queued };
  }
}

@Module({
  imports: [AuthModule],
  controllers: [UndeliveredController],
  providers: [UndeliveredService],
})
export class UndeliveredModule {}
