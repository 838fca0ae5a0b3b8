import { AUDIT_PAGE_SIZE, type AuditAction, type AuditEntry, type AuditOutcome } from '@aura/contract';
import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Readable } from 'node:stream';
import { DataSource, EntityManager } from 'typeorm';
import { clinicDateTime } from '../common/clinic-time';
import { RepeatingJob } from '../common/repeating-job';
import { Env } from '../config/env';
import { csvStream } from '../common/csv';

/** Who did it: a signed-in account, or for a failed sign-in only the username that was tried. */
export interface AuditActor {
  id?: string | null;
  username: string;
}

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  /** An id (an enquiry's, an appointment's), a slug or a staff username; never a patient's details. */
  target?: string | null;
  ip: string;
  outcome?: AuditOutcome;
}

export interface AuditFilter {
  action?: AuditAction;
  /** A username, matched without regard to case. */
  actor?: string;
  /** Clinic dates (YYYY-MM-DD), both days included. */
  from?: string;
  to?: string;
}

const DAY_MS = 86_400_000;
const whereOf = (conditions: string[]) => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');
const CSV_BATCH = 500;

interface AuditRow {
  at: Date;
  actor: string;
  action: AuditAction;
  target: string | null;
  ip: string;
  outcome: AuditOutcome;
}

/**
 * The audit log: who did what, when, from where and with what outcome. The API's database role may
 * add entries and read them, never change or remove one; entries older than AUDIT_RETENTION_DAYS
 * (a year at least) are removed by a database function that runs with its owner's rights.
 */
@Injectable()
export class AuditService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AuditService.name);
  private readonly purgeJob: RepeatingJob;

  constructor(
    private readonly dataSource: DataSource,
    private readonly env: Env,
  ) {
    this.purgeJob = new RepeatingJob('Removing audit entries past their year', this.logger, DAY_MS / 4, async () => {
      await this.purgeExpired();
    });
  }

  onApplicationBootstrap() {
    this.purgeJob.start();
  }

  async onModuleDestroy() {
    await this.purgeJob.stop();
  }

  /** Adds an entry; `manager` writes it in the transaction of the change it records. */
  async record(entry: AuditRecord, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(
      `INSERT INTO audit_log (actor_id, actor, action, target, ip, outcome) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        entry.actor.id ?? null,
        [...entry.actor.username].slice(0, 64).join(''),
        entry.action,
        entry.target == null ? null : [...entry.target].slice(0, 200).join(''),
        entry.ip.slice(0, 64),
        entry.outcome ?? 'success',
      ],
    );
  }

  /** Like `record`, for entries that must not fail what they describe: a failure is logged instead. */
  async recordQuietly(entry: AuditRecord): Promise<void> {
    await this.record(entry).catch((error: Error) =>
      this.logger.error(`Could not write the audit entry ${entry.action} (${entry.outcome ?? 'success'}): ${error.message}`),
    );
  }

  async list(filter: AuditFilter, page: number): Promise<{ items: AuditEntry[]; total: number }> {
    const { conditions, params } = this.conditions(filter);
    const where = whereOf(conditions);
    const [{ total }] = (await this.dataSource.query(`SELECT count(*)::int AS total FROM audit_log ${where}`, params)) as [{ total: number }];
    const rows = (await this.dataSource.query(
      `SELECT at, actor, action, target, ip, outcome FROM audit_log ${where}
        ORDER BY at DESC, id DESC LIMIT ${AUDIT_PAGE_SIZE} OFFSET $${params.length + 1}`,
      [...params, (page - 1) * AUDIT_PAGE_SIZE],
    )) as AuditRow[];
    return { items: rows.map((row) => ({ ...row, at: row.at.toISOString() })), total };
  }

  /** The entries the filter selects as CSV, newest first, a batch at a time (keyset on id, so entries added meanwhile shift nothing). */
  csv(filter: AuditFilter): Readable {
    const timeZone = this.env.CLINIC_TIMEZONE;
    const { conditions, params } = this.conditions(filter);
    const dataSource = this.dataSource;
    async function* rows() {
      let before: string | undefined;
      for (;;) {
        const values = [...params];
        const batch = (await dataSource.query(
          `SELECT id, at, actor, action, target, ip, outcome FROM audit_log
            ${whereOf([...conditions, ...(before ? [`id < $${values.push(before)}`] : [])])}
            ORDER BY id DESC LIMIT ${CSV_BATCH}`,
          values,
        )) as Array<AuditRow & { id: string }>;
        for (const row of batch) yield { ...row, at: clinicDateTime(timeZone, row.at), target: row.target ?? '' };
        if (batch.length < CSV_BATCH) return;
        before = batch[batch.length - 1].id;
      }
    }
    return csvStream(rows(), [
      { key: 'at', header: `When (${timeZone})` },
      { key: 'actor', header: 'Who' },
      { key: 'action', header: 'Action' },
      { key: 'target', header: 'Target' },
      { key: 'ip', header: 'Address' },
      { key: 'outcome', header: 'Outcome' },
    ]);
  }

  /** Removes the entries past the retention period (never younger than a year) and answers how many. */
  async purgeExpired(): Promise<number> {
    const [{ removed }] = (await this.dataSource.query(`SELECT purge_audit_log($1) AS removed`, [this.env.AUDIT_RETENTION_DAYS])) as [
      { removed: number },
    ];
    if (removed > 0) this.logger.log(`Removed ${removed} audit entries older than ${this.env.AUDIT_RETENTION_DAYS} days`);
    return removed;
  }

  private conditions(filter: AuditFilter): { conditions: string[]; params: unknown[] } {
    const conditions: string[] = [];
    const params: unknown[] = [];
    const zone = this.env.CLINIC_TIMEZONE;
    if (filter.action) conditions.push(`action = $${params.push(filter.action)}`);
    if (filter.actor) conditions.push(`lower(actor) = lower($${params.push(filter.actor)})`);
    if (filter.from) conditions.push(`at >= ($${params.push(filter.from)}::date)::timestamp AT TIME ZONE $${params.push(zone)}`);
    if (filter.to) conditions.push(`at < ($${params.push(filter.to)}::date + 1)::timestamp AT TIME ZONE $${params.push(zone)}`);
    return { conditions, params };
  }
}
