import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { SiteBuildService } from './site-build.service';

/** The kinds edited as one item (the clinic's facts); treatments and the like follow with keys. */
export const SINGLE_ITEM_KINDS = ['clinic'] as const;
export type SingleItemKind = (typeof SINGLE_ITEM_KINDS)[number];

/** The oldest entry of every history: the content the site build came with. */
export const BUILT_IN_REVISION = 'built-in';

export interface CurrentItem {
  item: unknown;
  /** 0 while the built-in item is shown; each save adds one. */
  version: number;
}

export interface Revision {
  id: string;
  version: number;
  createdAt: Date | null;
  createdBy: string | null;
  /** The fields that differ from the revision before it (dotted paths), or every field for the first. */
  changed: string[];
  /** The revision this one brought back, when it was a restore. */
  restoredFrom: string | null;
}

const STALE =
  'Someone saved this content after you opened it. Reload to see their version, then make your change again.';

interface ItemRow {
  data: unknown;
  version: number;
}

/**
 * The clinic content the admin edits, in Postgres: the current item of each kind, and every save
 * as a revision. Items the admin never saved are the site build's built-in ones, so a release that
 * changes the built-in copy changes them too.
 */
@Injectable()
export class ContentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly site: SiteBuildService,
  ) {}

  async current(kind: SingleItemKind): Promise<CurrentItem> {
    const row = await this.row(this.dataSource.manager, kind);
    return row ? { item: row.data, version: row.version } : { item: await this.site.builtIn(kind), version: 0 };
  }

  /** Saves what the admin sent when `version` is still the current one; 409 otherwise. */
  async save(kind: SingleItemKind, body: unknown, admin: string): Promise<CurrentItem> {
    const { version, ...fields } = (body ?? {}) as Record<string, unknown>;
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
      throw new BadRequestException('Send the version you are changing (as read with the content)');
    }
    const parsed = await this.site.parse(kind, fields);
    if (parsed.problems) {
      throw new BadRequestException({ message: Object.values(parsed.problems)[0], fields: parsed.problems });
    }
    return this.write(kind, parsed.item, version, admin, null);
  }

  async revisions(kind: SingleItemKind): Promise<Revision[]> {
    const rows: Array<{ id: string; data: unknown; version: number; created_at: Date; created_by: string; restored_from: string | null }> =
      await this.dataSource.query(
        `SELECT id, data, version, created_at, created_by, restored_from FROM content_revision
          WHERE kind = $1 AND item_key = '' ORDER BY version DESC`,
        [kind],
      );
    const builtIn = await this.site.builtIn(kind);
    const oldestFirst = [...rows].reverse();
    const revisions = oldestFirst.map((row, index): Revision => ({
      id: row.id,
      version: row.version,
      createdAt: row.created_at,
      createdBy: row.created_by,
      changed: changedPaths(index === 0 ? builtIn : oldestFirst[index - 1].data, row.data),
      restoredFrom: row.restored_from,
    }));
    const original: Revision = { id: BUILT_IN_REVISION, version: 0, createdAt: null, createdBy: null, changed: [], restoredFrom: null };
    return [...revisions.reverse(), original];
  }

  /** Makes a revision (or the built-in item) current again, as a new revision. */
  async restore(kind: SingleItemKind, revisionId: string, admin: string): Promise<CurrentItem> {
    let data: unknown;
    if (revisionId === BUILT_IN_REVISION) {
      data = await this.site.builtIn(kind);
    } else {
      const rows: Array<{ data: unknown }> = /^[0-9a-f-]{36}$/i.test(revisionId)
        ? await this.dataSource.query(`SELECT data FROM content_revision WHERE id = $1 AND kind = $2 AND item_key = ''`, [revisionId, kind])
        : [];
      if (rows.length === 0) throw new NotFoundException('Revision not found');
      data = rows[0].data;
    }
    // Checked again: the rules of this build apply to what an older one saved.
    const parsed = await this.site.parse(kind, data);
    if (parsed.problems) {
      throw new BadRequestException({ message: `That revision no longer passes: ${Object.values(parsed.problems)[0]}`, fields: parsed.problems });
    }
    return this.write(kind, parsed.item, undefined, admin, revisionId === BUILT_IN_REVISION ? null : revisionId);
  }

  /** One transaction under the item's lock: check the version, write the item and its revision. */
  private write(kind: SingleItemKind, item: unknown, expectedVersion: number | undefined, admin: string, restoredFrom: string | null) {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('content:' || $1))`, [kind]);
      const current = (await this.row(manager, kind))?.version ?? 0;
      if (expectedVersion !== undefined && expectedVersion !== current) throw new ConflictException(STALE);
      const version = current + 1;
      await manager.query(
        `INSERT INTO content_item (kind, item_key, data, version, updated_at, updated_by) VALUES ($1, '', $2, $3, now(), $4)
         ON CONFLICT (kind, item_key) DO UPDATE SET data = $2, version = $3, updated_at = now(), updated_by = $4`,
        [kind, JSON.stringify(item), version, admin],
      );
      await manager.query(
        `INSERT INTO content_revision (kind, item_key, data, version, created_by, restored_from) VALUES ($1, '', $2, $3, $4, $5)`,
        [kind, JSON.stringify(item), version, admin, restoredFrom],
      );
      return { item, version };
    });
  }

  private async row(manager: EntityManager, kind: string): Promise<ItemRow | undefined> {
    const rows: ItemRow[] = await manager.query(`SELECT data, version FROM content_item WHERE kind = $1 AND item_key = ''`, [kind]);
    return rows[0];
  }
}

/** Dotted paths of the leaves that differ between two items (a list counts as one leaf). */
export function changedPaths(before: unknown, after: unknown, prefix = ''): string[] {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    value !== null && typeof value === 'object' && !Array.isArray(value);
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changedPaths(before[key], after[key], prefix ? `${prefix}.${key}` : key));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [prefix];
}
