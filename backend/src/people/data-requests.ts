import { DATA_REQUEST_ADMIN_MESSAGES, dataRequestDueBy, isDataRequestKind, type DataRequestItem, type DataRequestList } from '@aura/contract';
import { Controller, Get, Header, HttpCode, HttpStatus, Injectable, NotFoundException, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Audited, param } from '../audit/audited';
import { SessionGuard } from '../auth/session.guard';
import { StaffAreaOf } from '../auth/staff-access';

/** The most listed at once: every waiting one comes first, so none is ever cut off behind answered ones. */
const LIST_LIMIT = 200;

interface RequestRow {
  id: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  subject: string | null;
  message: string | null;
  created_at: Date;
  answered_at: Date | null;
}

/**
 * Patients' requests about their data from the privacy page's form, with the clock the notice
 * promises: each is due DATA_REQUEST_DAYS after it arrived until the staff mark it answered
 * (which also closes it in the inbox, so the waiting count drops).
 */
@Injectable()
export class DataRequestsService {
  constructor(private readonly dataSource: DataSource) {}

  async list(): Promise<DataRequestList> {
    const rows = (await this.dataSource.query(
      `SELECT id, name, phone, email, subject, message, created_at, answered_at FROM enquiry
        WHERE type = 'data-request' AND NOT spam
        ORDER BY answered_at IS NOT NULL, CASE WHEN answered_at IS NULL THEN created_at END ASC, answered_at DESC
        LIMIT ${LIST_LIMIT}`,
    )) as RequestRow[];
    const [{ waiting }] = (await this.dataSource.query(
      `SELECT count(*)::int AS waiting FROM enquiry WHERE type = 'data-request' AND NOT spam AND answered_at IS NULL`,
    )) as Array<{ waiting: number }>;
    return { success: true, items: rows.map(itemOf), waiting };
  }

  /**
   * Marks it answered (closed in the inbox) or waiting again (back to new), a contact its retention
   * counts from; false when it is not held.
   */
  async mark(id: string, answered: boolean): Promise<boolean> {
    const [, count] = (await this.dataSource.query(
      answered
        ? `UPDATE enquiry SET answered_at = coalesce(answered_at, now()), status = 'closed', last_contact_at = now(), updated_at = now() WHERE id = $1 AND type = 'data-request'`
        : `UPDATE enquiry SET answered_at = NULL, status = 'new', last_contact_at = now(), updated_at = now() WHERE id = $1 AND type = 'data-request'`,
      [id],
    )) as [unknown, number];
    return count === 1;
  }
}

function itemOf(row: RequestRow): DataRequestItem {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    request: isDataRequestKind(row.subject) ? row.subject : 'access',
    details: row.message,
    receivedAt: row.created_at.toISOString(),
    dueBy: dataRequestDueBy(row.created_at).toISOString(),
    answeredAt: row.answered_at?.toISOString() ?? null,
  };
}

const idOf = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(DATA_REQUEST_ADMIN_MESSAGES.notFound) });

@ApiTags('people')
@ApiCookieAuth()
@Controller('admin/people/requests')
@UseGuards(SessionGuard)
@StaffAreaOf('people')
export class DataRequestsController {
  constructor(private readonly requests: DataRequestsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(): Promise<DataRequestList> {
    return this.requests.list();
  }

  @Post(':id/answered')
  @HttpCode(HttpStatus.OK)
  @Audited('person.request-answered', param('id'))
  async answered(@Param('id', idOf) id: string) {
    if (!(await this.requests.mark(id, true))) throw new NotFoundException(DATA_REQUEST_ADMIN_MESSAGES.notFound);
    return { success: true };
  }

  @Post(':id/waiting')
  @HttpCode(HttpStatus.OK)
  @Audited('person.request-reopened', param('id'))
  async waiting(@Param('id', idOf) id: string) {
    if (!(await this.requests.mark(id, false))) throw new NotFoundException(DATA_REQUEST_ADMIN_MESSAGES.notFound);
    return { success: true };
  }
}
