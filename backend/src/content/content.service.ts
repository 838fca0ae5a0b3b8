import { isDeepStrictEqual } from 'node:util';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ContentUploadsService } from './content-uploads.service';
import { SiteBuildService } from './site-build.service';

/**
 * The kinds edited as one item: the clinic's facts, the home FAQ, the lead doctor, the
 * testimonials, the home page's hero slides, the order of the treatments in the menus, when
 * patients can book, the wording of the WhatsApp and SMS messages, the gallery, the site's figures
 * and counters, the review summaries and the clinic's other doctors.
 */
export const SINGLE_ITEM_KINDS = ['clinic', 'faq', 'doctor', 'testimonials', 'hero', 'treatment-order', 'booking', 'messages', 'gallery', 'figures', 'review-summaries', 'team'] as const;
/** Kinds no page shows: a change to them publishes nothing. */
export const UNPUBLISHED_KINDS: ReadonlySet<ContentRef['kind']> = new Set(['booking', 'messages']);
export type SingleItemKind = (typeof SINGLE_ITEM_KINDS)[number];
/** The kinds with many items, each under its key (a treatment under its URL id). */
export type KeyedKind = 'treatment';

/** One item of content: a single item's kind with key '', or a keyed kind's item. */
export interface ContentRef {
  kind: SingleItemKind | KeyedKind;
  key: string;
}

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
  /** The fields that differ from the revision before it (dotted paths); 'deleted' for a deletion. */
  changed: string[];
  /** The revision this one brought back, when it was a restore. */
  restoredFrom: string | null;
}

/** A keyed item in the list: its current state and whether the admin changed it. */
export interface ListedItem {
  item: Record<string, unknown>;
  version: number;
  builtIn: boolean;
}

const STALE = 'Someone saved this content after you opened it. Reload to see their version, then make your change again.';
const NOT_FOUND: Record<ContentRef['kind'], string> = {
  clinic: 'Content not found',
  faq: 'Content not found',
  doctor: 'Content not found',
  testimonials: 'Content not found',
  hero: 'Content not found',
  'treatment-order': 'Content not found',
  booking: 'Content not found',
  messages: 'Content not found',
  gallery: 'Content not found',
  figures: 'Content not found',
  'review-summaries': 'Content not found',
  team: 'Content not found',
  treatment: 'Treatment not found',
};

interface ItemRow {
  item_key: string;
  /** null: the admin deleted the item. */
  data: Record<string, unknown> | null;
  version: number;
}

/**
 * The clinic content the admin edits, in Postgres: the current item (of each kind, or of each key
 * of a keyed kind) and every save as a revision. Items the admin never saved are the site build's
 * built-in ones, so a release that changes the built-in copy changes them too. A deleted item is
 * kept as a revision without data, so it can be restored.
 */
@Injectable()
export class ContentService {
  private readonly changeListeners: Array<(ref: ContentRef) => void> = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly site: SiteBuildService,
    private readonly uploads: ContentUploadsService,
  ) {}

  /** Called after every change of content is stored, with what changed (the publisher listens). */
  onChange(listener: (ref: ContentRef) => void) {
    this.changeListeners.push(listener);
  }

  async current(ref: ContentRef): Promise<CurrentItem> {
    const row = await this.row(this.dataSource.manager, ref);
    if (row) {
      if (row.data === null) throw new NotFoundException(NOT_FOUND[ref.kind]);
      return { item: row.data, version: row.version };
    }
    const builtIn = await this.builtIn(ref);
    if (builtIn === undefined) throw new NotFoundException(NOT_FOUND[ref.kind]);
    return { item: builtIn, version: 0 };
  }

  /** Whether `item` is the site build's own item of a single kind: restored "as the site came", or saved unchanged. */
  async isBuiltIn(kind: SingleItemKind, item: unknown): Promise<boolean> {
    return isDeepStrictEqual(item, await this.builtIn({ kind, key: '' }));
  }

  /** How many items of a keyed kind the site build comes with. */
  async builtInCount(kind: KeyedKind): Promise<number> {
    return ((await this.site.builtIn(kind)) as unknown[]).length;
  }

  /**
   * Every item of a keyed kind as the site shows it: in the menu order the admin set, else the
   * built-in ones in their order, then the added ones.
   */
  async list(kind: KeyedKind): Promise<ListedItem[]> {
    const listed = await this.listUnordered(kind);
    const { item } = await this.current({ kind: 'treatment-order', key: '' });
    const order = new Map(((item as { ids?: string[] }).ids ?? []).map((id, index) => [id, index]));
    const place = (entry: ListedItem) => order.get(String(entry.item.id)) ?? Number.MAX_SAFE_INTEGER;
    // A stable sort: items the order does not name keep their places after the ones it does.
    return listed.map((entry, index) => ({ entry, index })).sort((a, b) => place(a.entry) - place(b.entry) || a.index - b.index).map(({ entry }) => entry);
  }

  private async listUnordered(kind: KeyedKind): Promise<ListedItem[]> {
    const builtIn = (await this.site.builtIn(kind)) as Array<Record<string, unknown>>;
    const rows: ItemRow[] = await this.dataSource.query(
      `SELECT item_key, data, version FROM content_item WHERE kind = $1 ORDER BY updated_at`,
      [kind],
    );
    const stored = new Map(rows.map((row) => [row.item_key, row]));
    const keyOf = (item: Record<string, unknown>) => String(item.id);
    const listed: ListedItem[] = [];
    for (const item of builtIn) {
      const row = stored.get(keyOf(item));
      if (!row) listed.push({ item, version: 0, builtIn: true });
      else if (row.data) listed.push({ item: row.data, version: row.version, builtIn: true });
    }
    const builtInKeys = new Set(builtIn.map(keyOf));
    for (const row of rows) {
      if (!builtInKeys.has(row.item_key) && row.data) listed.push({ item: row.data, version: row.version, builtIn: false });
    }
    return listed;
  }

  /** Saves what the admin sent when `version` is still the current one; 409 otherwise. */
  async save(ref: ContentRef, body: unknown, admin: string): Promise<CurrentItem> {
    const { version, ...fields } = (body ?? {}) as Record<string, unknown>;
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
      throw new BadRequestException('Send the version you are changing (as read with the content)');
    }
    await this.current(ref);
    const item = await this.parsed(ref.kind, fields, ref.key || undefined);
    return this.write(ref, item, version, admin, null);
  }

  /**
   * What the admin sent, read with the site's rules (400 with the field messages), not stored: for
   * a preview. `key` names the item being changed; a new treatment names its own.
   */
  async check(kind: ContentRef['kind'], body: unknown, key?: string): Promise<Record<string, unknown>> {
    const { version: _version, ...fields } = (body ?? {}) as Record<string, unknown>;
    return (await this.parsed(kind, fields, key)) as Record<string, unknown>;
  }

  /** A new item of a keyed kind under the key it names; 409 when that key is taken. */
  async create(kind: KeyedKind, body: unknown, admin: string): Promise<CurrentItem> {
    const item = (await this.parsed(kind, body)) as Record<string, unknown>;
    const ref = { kind, key: String(item.id) };
    // Taken: a stored item that is not deleted, or a built-in one never stored. A deleted one may be added again.
    const row = await this.row(this.dataSource.manager, ref);
    if (row ? row.data !== null : (await this.builtIn(ref)) !== undefined) {
      throw new ConflictException({ message: 'A treatment with this page address already exists', fields: { id: 'Choose another page address' } });
    }
    return this.write(ref, item, row?.version ?? 0, admin, null);
  }

  /** Deletes an item (kept in its history, so it can be restored). */
  async remove(ref: ContentRef, admin: string): Promise<void> {
    const { version } = await this.current(ref);
    await this.write(ref, null, version, admin, null);
  }

  async revisions(ref: ContentRef): Promise<Revision[]> {
    const rows: Array<{ id: string; data: unknown; version: number; created_at: Date; created_by: string; restored_from: string | null }> =
      await this.dataSource.query(
        `SELECT id, data, version, created_at, created_by, restored_from FROM content_revision
          WHERE kind = $1 AND item_key = $2 ORDER BY version DESC`,
        [ref.kind, ref.key],
      );
    const builtIn = await this.builtIn(ref);
    if (rows.length === 0 && builtIn === undefined) throw new NotFoundException(NOT_FOUND[ref.kind]);
    const oldestFirst = [...rows].reverse();
    const revisions = oldestFirst.map((row, index): Revision => {
      const before = index === 0 ? builtIn : oldestFirst[index - 1].data;
      return {
        id: row.id,
        version: row.version,
        createdAt: row.created_at,
        createdBy: row.created_by,
        changed: row.data === null ? ['deleted'] : changedPaths(before ?? {}, row.data),
        restoredFrom: row.restored_from,
      };
    });
    const history = revisions.reverse();
    if (builtIn === undefined) return history;
    return [...history, { id: BUILT_IN_REVISION, version: 0, createdAt: null, createdBy: null, changed: [], restoredFrom: null }];
  }

  /** Makes a revision (or the built-in item) current again, as a new revision. */
  async restore(ref: ContentRef, revisionId: string, admin: string): Promise<CurrentItem> {
    let data: unknown;
    if (revisionId === BUILT_IN_REVISION) {
      data = await this.builtIn(ref);
    } else if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(revisionId)) {
      const rows: Array<{ data: unknown }> = await this.dataSource.query(
        `SELECT data FROM content_revision WHERE id = $1 AND kind = $2 AND item_key = $3`,
        [revisionId, ref.kind, ref.key],
      );
      data = rows.length === 0 ? undefined : rows[0].data;
    }
    if (data === undefined) throw new NotFoundException('Revision not found');
    // A deletion is restored as it was; anything else is checked again, with this build's rules.
    const item = data === null ? null : await this.parsed(ref.kind, data, ref.key || undefined, 'That revision no longer passes: ');
    const current = (await this.row(this.dataSource.manager, ref))?.version ?? 0;
    return this.write(ref, item, current, admin, revisionId === BUILT_IN_REVISION ? null : revisionId);
  }

  private async builtIn(ref: ContentRef): Promise<unknown> {
    const builtIn = await this.site.builtIn(ref.kind);
    if (!ref.key) return builtIn;
    return (builtIn as Array<Record<string, unknown>>).find((item) => item.id === ref.key);
  }

  private async parsed(kind: ContentRef['kind'], value: unknown, key?: string, prefix = ''): Promise<unknown> {
    const parsed = await this.site.parse(kind, value, key);
    if (parsed.problems) throw new BadRequestException({ message: `${prefix}${Object.values(parsed.problems)[0]}`, fields: parsed.problems });
    return parsed.item;
  }

  /** One transaction under the item's lock: check the version, write the item and its revision. */
  private async write(ref: ContentRef, item: unknown, expectedVersion: number, admin: string, restoredFrom: string | null): Promise<CurrentItem> {
    const written = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('content:' || $1 || ':' || $2))`, [ref.kind, ref.key]);
      const current = (await this.row(manager, ref))?.version ?? 0;
      if (expectedVersion !== current) throw new ConflictException(STALE);
      const version = current + 1;
      const stored = item === null ? null : await this.uploads.resolve(manager, item);
      const data = JSON.stringify(stored);
      await manager.query(
        `INSERT INTO content_item (kind, item_key, data, version, updated_at, updated_by) VALUES ($1, $2, $3, $4, now(), $5)
         ON CONFLICT (kind, item_key) DO UPDATE SET data = $3, version = $4, updated_at = now(), updated_by = $5`,
        [ref.kind, ref.key, data, version, admin],
      );
      await manager.query(
        `INSERT INTO content_revision (kind, item_key, data, version, created_by, restored_from) VALUES ($1, $2, $3, $4, $5, $6)`,
        [ref.kind, ref.key, data, version, admin, restoredFrom],
      );
      return { item: stored, version };
    });
    for (const listener of this.changeListeners) listener(ref);
    return written;
  }

  private async row(manager: EntityManager, ref: ContentRef): Promise<ItemRow | undefined> {
    const rows: ItemRow[] = await manager.query(
      `SELECT item_key, data, version FROM content_item WHERE kind = $1 AND item_key = $2`,
      [ref.kind, ref.key],
    );
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
