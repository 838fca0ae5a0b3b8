import { mayUse, type EnquiryPage, type ListPage, type Subscriber, type WaitingCounts } from '@aura/contract';
import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Logger,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
  StreamableFile,
  UseGuards,
} from '@nestjs/common';
import type { Readable } from 'node:stream';
import { CurrentAdmin, CurrentAdminInfo } from '../auth/current-admin.decorator';
import { SessionGuard } from '../auth/session.guard';
import { Env } from '../config/env';
import { clinicDate } from '../common/clinic-time';
import {
  EnquiryExportQuery,
  EnquiryListQuery,
  EnquiryStatusUpdate,
  filterOf,
  mapEnquiry,
  mapSubscriber,
  PageQuery,
} from './enquiries-admin.dto';
import { EnquiriesService } from './enquiries.service';
import { EnquiryCsvService } from './enquiry-csv.service';
import { Audited, param } from '../audit/audited';
import { StaffAreaOf } from '../auth/staff-access';

/** Which enquiries an export held: its filters (never a search text, which may be a patient's name). */
const exportTarget = (req: { query?: Record<string, unknown> }) =>
  ['type', 'status', 'spam', 'waiting']
    .filter((name) => typeof req.query?.[name] === 'string' && req.query[name] !== '')
    .map((name) => `${name}=${String(req.query?.[name]).slice(0, 20)}`)
    .join(' ') || 'all';

const enquiryId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Enquiry not found') });

/** The clinic's inbox of enquiries and newsletter subscribers, for the signed-in admin. */
@Controller('admin')
@UseGuards(SessionGuard)
@StaffAreaOf('enquiries')
export class EnquiriesAdminController {
  private readonly logger = new Logger(EnquiriesAdminController.name);

  constructor(
    private readonly enquiries: EnquiriesService,
    private readonly csv: EnquiryCsvService,
    private readonly env: Env,
  ) {}

  @Get('enquiries')
  @Header('Cache-Control', 'no-store')
  async listEnquiries(@Query() query: EnquiryListQuery): Promise<EnquiryPage> {
    const { items, total, unhandled } = await this.enquiries.list(filterOf(query), query.page, query.pageSize);
    return {
      success: true,
      items: items.map(mapEnquiry),
      total,
      page: query.page,
      pageSize: query.pageSize,
      counts: { new: unhandled },
    };
  }

  /** `GET /admin/waiting`: how much waits for an answer, for the dashboard's header (only what this role may open). */
  @Get('waiting')
  @Header('Cache-Control', 'no-store')
  async waiting(@CurrentAdmin() admin: CurrentAdminInfo): Promise<WaitingCounts & { success: true }> {
    const counts = await this.enquiries.waiting({ appointments: mayUse(admin.role, 'appointments'), dataRequests: mayUse(admin.role, 'people') });
    return { success: true, ...counts };
  }

  @Get('enquiries.csv')
  @Header('Cache-Control', 'no-store')
  @Audited('enquiry.export', exportTarget)
  exportEnquiries(@Query() query: EnquiryExportQuery) {
    return this.csvFile(this.csv.enquiries(filterOf(query)), 'enquiries');
  }

  /** `GET /admin/enquiries/:id`: one enquiry, for its own address in the dashboard. */
  @Get('enquiries/:id')
  @Header('Cache-Control', 'no-store')
  async getEnquiry(@Param('id', enquiryId) id: string) {
    return { success: true, item: mapEnquiry(await this.enquiries.findOne(id)) };
  }

  @Patch('enquiries/:id')
  @Header('Cache-Control', 'no-store')
  @Audited('enquiry.status', (req) => `${req.params.id} → ${String(req.body?.status)}`.slice(0, 100))
  async setEnquiryStatus(@Param('id', enquiryId) id: string, @Body() update: EnquiryStatusUpdate) {
    const enquiry = await this.enquiries.setStatus(id, update.status);
    return { success: true, item: mapEnquiry(enquiry) };
  }

  /** `POST /admin/enquiries/:id/not-spam`: an enquiry kept apart as suspected spam goes to the inbox. */
  @Post('enquiries/:id/not-spam')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @Audited('enquiry.not-spam', param('id'))
  async markNotSpam(@Param('id', enquiryId) id: string, @CurrentAdmin() admin: CurrentAdminInfo) {
    const enquiry = await this.enquiries.markNotSpam(id);
    this.logger.log(`Enquiry ${id} marked as not spam by admin ${admin.username}`);
    return { success: true, item: mapEnquiry(enquiry) };
  }

  @Delete('enquiries/:id')
  @Header('Cache-Control', 'no-store')
  @Audited('enquiry.delete', param('id'))
  async deleteEnquiry(@Param('id', enquiryId) id: string, @CurrentAdmin() admin: CurrentAdminInfo) {
    await this.enquiries.remove(id);
    this.logger.log(`Enquiry ${id} deleted by admin ${admin.username}`);
    return { success: true, message: 'Enquiry deleted' };
  }

  @Get('subscribers')
  @StaffAreaOf('subscribers')
  @Header('Cache-Control', 'no-store')
  async listSubscribers(@Query() query: PageQuery): Promise<ListPage<Subscriber>> {
    const { items, total } = await this.enquiries.listSubscribers(query.page, query.pageSize);
    return { success: true, items: items.map(mapSubscriber), total, page: query.page, pageSize: query.pageSize };
  }

  @Get('subscribers.csv')
  @StaffAreaOf('subscribers')
  @Header('Cache-Control', 'no-store')
  @Audited('subscribers.export')
  exportSubscribers() {
    return this.csvFile(this.csv.subscribers(), 'subscribers');
  }

  private csvFile(stream: Readable, name: string) {
    const day = clinicDate(this.env.CLINIC_TIMEZONE);
    return new StreamableFile(stream, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${name}-${day}.csv"`,
    });
  }
}
