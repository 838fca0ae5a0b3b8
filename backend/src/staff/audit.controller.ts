import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@aura/contract';
import { Controller, Get, Header, Query, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiTags, IntersectionType, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Audited } from '../audit/audited';
import { AuditService } from '../audit/audit.service';
import { SessionGuard } from '../auth/session.guard';
import { StaffAreaOf } from '../auth/staff-access';
import { clinicDate } from '../common/clinic-time';
import { Env } from '../config/env';
import { PageQuery } from '../enquiries/enquiries-admin.dto';

const emptyIsAbsent = () => Transform(({ value }) => (value === '' ? undefined : value));
const ACTIONS = Object.keys(AUDIT_ACTIONS);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export class AuditExportQuery {
  @emptyIsAbsent()
  @IsOptional()
  @IsIn(ACTIONS, { message: `action must be one of ${ACTIONS.join(', ')}` })
  action?: AuditAction;

  @emptyIsAbsent()
  @IsOptional()
  @MaxLength(64, { message: 'actor must be at most 64 characters' })
  @IsString({ message: 'actor must be a username' })
  actor?: string;

  @emptyIsAbsent()
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'from must be a date as YYYY-MM-DD' })
  @Matches(ISO_DATE, { message: 'from must be a date as YYYY-MM-DD' })
  from?: string;

  @emptyIsAbsent()
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'to must be a date as YYYY-MM-DD' })
  @Matches(ISO_DATE, { message: 'to must be a date as YYYY-MM-DD' })
  to?: string;
}

/** A page of 50 (AUDIT_PAGE_SIZE): the page number only, read as the inbox reads it. */
export class AuditListQuery extends IntersectionType(AuditExportQuery, PickType(PageQuery, ['page'] as const)) {}

const filterOf = ({ action, actor, from, to }: AuditExportQuery) => ({ action, actor, from, to });

/** The owner's audit log: `GET /admin/audit` a page at a time, newest first, and `GET /admin/audit.csv`. */
@ApiTags('admin')
@ApiCookieAuth()
@Controller('admin')
@UseGuards(SessionGuard)
@StaffAreaOf('audit')
export class AuditController {
  constructor(
    private readonly audit: AuditService,
    private readonly env: Env,
  ) {}

  @Get('audit')
  @Header('Cache-Control', 'no-store')
  async list(@Query() query: AuditListQuery): Promise<{ success: true; items: AuditEntry[]; total: number; page: number }> {
    const { items, total } = await this.audit.list(filterOf(query), query.page);
    return { success: true, items, total, page: query.page };
  }

  @Get('audit.csv')
  @Header('Cache-Control', 'no-store')
  @Audited('audit.export')
  exportCsv(@Query() query: AuditExportQuery) {
    return new StreamableFile(this.audit.csv(filterOf(query)), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="audit-log-${clinicDate(this.env.CLINIC_TIMEZONE)}.csv"`,
    });
  }
}
