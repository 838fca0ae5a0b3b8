import { IntersectionType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ENQUIRY_STATUSES, ENQUIRY_TYPES, type EnquiryStatus, type EnquiryType, type InboxEnquiry, type Subscriber } from '@aura/contract';
import { Enquiry } from './enquiry.entity';
import type { EnquiryFilter } from './enquiries.service';

/** An empty query parameter (`?type=`) means "no filter", as a form's blank select sends it. */
const emptyIsAbsent = () => Transform(({ value }) => (value === '' ? undefined : value));

export class EnquiryExportQuery {
  @emptyIsAbsent()
  @IsOptional()
  @IsIn(ENQUIRY_TYPES, { message: `type must be one of ${ENQUIRY_TYPES.join(', ')}` })
  type?: EnquiryType;

  @emptyIsAbsent()
  @IsOptional()
  @IsIn(ENQUIRY_STATUSES, { message: `status must be one of ${ENQUIRY_STATUSES.join(', ')}` })
  status?: EnquiryStatus;

  /** true: suspected spam only; false: none of it; absent: both. */
  @emptyIsAbsent()
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'spam must be true or false' })
  spam?: 'true' | 'false';

  /** true: only what waits for the clinic's answer. */
  @emptyIsAbsent()
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'waiting must be true or false' })
  waiting?: 'true' | 'false';
}

export class PageQuery {
  @emptyIsAbsent()
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number from 1' })
  @Min(1, { message: 'page must be a whole number from 1' })
  @Max(100_000, { message: 'page must be at most 100000' })
  page: number = 1;

  @emptyIsAbsent()
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number from 1 to 100' })
  @Min(1, { message: 'pageSize must be a whole number from 1 to 100' })
  @Max(100, { message: 'pageSize must be a whole number from 1 to 100' })
  pageSize: number = 20;
}

export class EnquiryListQuery extends IntersectionType(EnquiryExportQuery, PageQuery) {}

export class EnquiryStatusUpdate {
  @IsIn(ENQUIRY_STATUSES, { message: `status must be one of ${ENQUIRY_STATUSES.join(', ')}` })
  status: EnquiryStatus;
}

export function filterOf(query: { type?: EnquiryType; status?: EnquiryStatus; spam?: 'true' | 'false'; waiting?: 'true' | 'false' }): EnquiryFilter {
  return { type: query.type, status: query.status, spam: query.spam === undefined ? undefined : query.spam === 'true', waiting: query.waiting === 'true' };
}

/** An enquiry as the admin inbox shows it (client IP and user agent stay on the server). */
export function mapEnquiry(enquiry: Enquiry): InboxEnquiry {
  return {
    id: enquiry.id,
    type: enquiry.type,
    name: enquiry.name,
    phone: enquiry.phone,
    email: enquiry.email,
    subject: enquiry.subject,
    message: enquiry.message,
    date: enquiry.preferredDate,
    time: enquiry.preferredTime,
    concern: enquiry.concern,
    appointmentStatus: enquiry.appointmentStatus,
    consentNotice: enquiry.consentNotice,
    consentPurpose: enquiry.consentPurpose,
    consentedAt: enquiry.consentedAt?.toISOString() ?? null,
    spam: enquiry.spam,
    sentWithoutScripts: enquiry.sentWithoutScripts,
    status: enquiry.status,
    forwardState: enquiry.forwardState,
    forwardAttempts: enquiry.forwardAttempts,
    lastError: enquiry.lastError,
    createdAt: enquiry.createdAt.toISOString(),
    deliveredAt: enquiry.deliveredAt?.toISOString() ?? null,
  };
}

export function mapSubscriber(enquiry: Enquiry): Subscriber {
  return {
    id: enquiry.id,
    email: enquiry.email,
    consentNotice: enquiry.consentNotice,
    status: enquiry.status,
    forwardState: enquiry.forwardState,
    createdAt: enquiry.createdAt.toISOString(),
  };
}
