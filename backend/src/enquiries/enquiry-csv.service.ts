import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { Env } from '../config/env';
import { clinicDateTime } from '../common/clinic-time';
import { csvStream, type CsvColumn } from '../common/csv';
import { WAITING, type EnquiryFilter } from './enquiries.service';

const BATCH = 500;

export { neutraliseFormula } from '../common/csv';

type Row = Record<string, unknown>;


/** Streams enquiries as CSV, newest first, a batch at a time, whatever their number. */
@Injectable()
export class EnquiryCsvService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly env: Env,
  ) {}

  enquiries(filter: EnquiryFilter): Readable {
    const timeZone = this.env.CLINIC_TIMEZONE;
    const columns: CsvColumn[] = [
      { key: 'received', header: `Received (${timeZone})` },
      { key: 'type', header: 'Type' },
      { key: 'status', header: 'Status' },
      { key: 'spam', header: 'Suspected spam' },
      { key: 'name', header: 'Name' },
      { key: 'phone', header: 'Phone' },
      { key: 'email', header: 'Email' },
      { key: 'subject', header: 'Subject' },
      { key: 'message', header: 'Message' },
      { key: 'date', header: 'Preferred date' },
      { key: 'time', header: 'Preferred time' },
      { key: 'concern', header: 'Concern' },
      { key: 'consent_notice', header: 'Consent notice' },
      { key: 'consent_purpose', header: 'Consent purpose' },
      { key: 'consented', header: `Consented (${timeZone})` },
      { key: 'forward_state', header: 'Forwarding' },
      { key: 'forward_attempts', header: 'Forwarding attempts' },
      { key: 'delivered', header: `Delivered (${timeZone})` },
      { key: 'last_error', header: 'Last forwarding error' },
      { key: 'id', header: 'Id' },
    ];
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filter.type) conditions.push(`type = $${params.push(filter.type)}`);
    if (filter.status) conditions.push(`status = $${params.push(filter.status)}`);
    if (filter.spam !== undefined) conditions.push(`spam = $${params.push(filter.spam)}`);
    if (filter.waiting) conditions.push(WAITING);
    return this.export(
      columns,
      `SELECT id, type, status, spam, name, phone, email, subject, message, concern, consent_notice, consent_purpose, consented_at,
              to_char(preferred_date, 'YYYY-MM-DD') AS date, preferred_time AS time,
              forward_state, forward_attempts, last_error, created_at, delivered_at`,
      conditions,
      params,
      (row) => ({
        ...row,
        received: clinicDateTime(timeZone, row.created_at as Date),
        delivered: row.delivered_at ? clinicDateTime(timeZone, row.delivered_at as Date) : null,
        consented: row.consented_at ? clinicDateTime(timeZone, row.consented_at as Date) : null,
      }),
    );
  }

  subscribers(): Readable {
    const timeZone = this.env.CLINIC_TIMEZONE;
    return this.export(
      [
        { key: 'email', header: 'Email' },
        { key: 'subscribed', header: `Subscribed (${timeZone})` },
        { key: 'consent_notice', header: 'Consent notice' },
        { key: 'status', header: 'Status' },
      ],
      `SELECT id, email, consent_notice, status, created_at`,
      [`type = 'newsletter'`, `NOT spam`, `confirmed_at IS NOT NULL`, `unsubscribed_at IS NULL`],
      [],
      (row) => ({ ...row, subscribed: clinicDateTime(timeZone, row.created_at as Date) }),
    );
  }

  private export(
    columns: CsvColumn[],
    select: string,
    conditions: string[],
    params: unknown[],
    toRow: (row: Row) => Row,
  ): Readable {
    return csvStream(this.batches(select, conditions, params, toRow), columns);
  }

  /** Keyset pagination on (created_at, id), with created_at kept as text so no microsecond is lost. */
  private async *batches(select: string, conditions: string[], params: unknown[], toRow: (row: Row) => Row) {
    let after: { createdAt: string; id: string } | undefined;
    for (;;) {
      const where = [...conditions];
      const values = [...params];
      if (after) {
        where.push(`(created_at, id) < ($${values.push(after.createdAt)}::timestamptz, $${values.push(after.id)}::uuid)`);
      }
      const rows: Row[] = await this.dataSource.query(
        `${select}, created_at::text AS cursor FROM enquiry
         ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY created_at DESC, id DESC LIMIT ${BATCH}`,
        values,
      );
      for (const row of rows) yield toRow(row);
      if (rows.length < BATCH) return;
      const last = rows[rows.length - 1];
      after = { createdAt: last.cursor as string, id: last.id as string };
    }
  }
}
