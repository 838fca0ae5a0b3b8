import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { hostname } from 'node:os';
import type { Readable, Writable } from 'node:stream';
import { escapeIdentifier, type Client } from 'pg';
import {
  BACKUP_FORMAT,
  BackupRefused,
  BackupWriter,
  MANIFEST_ENTRY,
  OBJECT_PREFIX,
  TABLE_PREFIX,
  encrypterFor,
  readBackup,
  sha256,
  type BackupKeys,
  type BackupManifest,
  type ObjectManifest,
  type TableManifest,
} from './backup-archive';

/**
 * How the database is backed up: a logical export of every table's rows (JSON, one row a line),
 * keyed to the migrations the database had run, rather than pg_dump. Both stacks work the same
 * way (`make start`'s embedded Postgres ships no pg_dump, and Debian's cannot dump a newer
 * server), and a restore can replace the clinic's rows table by table in one transaction while
 * it keeps what must never roll back (the audit log) and leaves the schema to the migrations.
 */

/** Never backed up: the migration history (the schema is the release's), and passing state. */
export const NOT_BACKED_UP = new Set([
  'migrations',
  // Sessions: a restore signs everyone out, so a session ended after the backup never comes back.
  'admin_session',
  // Sign-in lockouts, rate limits and used bot-check proofs protect the site now; a restore keeps them.
  'admin_login_failure',
  'rate_limit',
  'bot_check_used',
  // WhatsApp events already handled: a replayed webhook still changes nothing after a restore.
  'whatsapp_event',
  // The restore's own fence.
  'data_restore',
]);

/**
 * Backed up but never replaced by a restore: their entries from the backup that are missing now
 * are added back; those written since stay. The erasure record is one: every erasure it holds is
 * applied again to the restored rows, so a person erased after a backup stays erased.
 */
export const KEPT_TABLES = new Set(['audit_log', 'data_erasure']);

/** Emptied by a restore, never refilled: everyone signs in again after one. */
const ENDED_BY_RESTORE = ['admin_session'];

const INSERT_BATCH = 500;

/** The object store of the clinic's images, as a backup reads and restores it. */
export interface ClinicObjectStore {
  client: S3Client;
  bucket: string;
}

/** Who ran the backup or the restore, for the audit log. */
const operator = () => ({ actor: 'operator', ip: `operator@${hostname()}`.slice(0, 64) });

async function query<T>(db: Client, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await db.query(sql, params)).rows as T[];
}

/** The clinic's tables (the public schema's), each with the columns a row holds. */
async function tablesOf(db: Client): Promise<Map<string, string[]>> {
  const rows = await query<{ table: string; column: string }>(
    db,
    `SELECT c.table_name AS table, c.column_name AS column
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.is_generated = 'NEVER'
      ORDER BY c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const { table, column } of rows) tables.set(table, [...(tables.get(table) ?? []), column]);
  return tables;
}

async function migrationsOf(db: Client): Promise<string[]> {
  return (await query<{ name: string }>(db, `SELECT name FROM migrations ORDER BY timestamp, id`)).map(({ name }) => name);
}

async function primaryKeyOf(db: Client, table: string): Promise<string[]> {
  return (
    await query<{ column: string }>(
      db,
      `SELECT a.attname AS column FROM pg_index i
         JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
        WHERE i.indrelid = to_regclass($1) AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
      [table],
    )
  ).map(({ column }) => column);
}

export interface BackupTaken {
  manifest: BackupManifest;
}

/**
 * Writes one backup of the clinic to `out`: every object of the image store, every table's rows
 * from one snapshot of the database, and the manifest, encrypted for `keys`. Adds an audit entry.
 */
export async function takeBackup(db: Client, store: ClinicObjectStore, keys: BackupKeys, out: Writable, name: string): Promise<BackupTaken> {
  const writer = new BackupWriter(encrypterFor(keys), out);
  try {
    const manifest: BackupManifest = { format: BACKUP_FORMAT, takenAt: '', migrations: [], tables: {}, objects: {} };
    const tableData = new Map<string, Buffer>();
    // One snapshot for every table: rows that belong together (an appointment and its changes) agree.
    await db.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const [{ now }] = await query<{ now: Date }>(db, 'SELECT now() AS now');
      manifest.takenAt = now.toISOString();
      manifest.migrations = await migrationsOf(db);
      for (const [table, columns] of await tablesOf(db)) {
        if (NOT_BACKED_UP.has(table)) continue;
        const order = (await primaryKeyOf(db, table)).map(escapeIdentifier).join(', ') || '1';
        const rows = await query<{ row: string }>(db, `SELECT to_jsonb(t)::text AS row FROM ${escapeIdentifier(table)} t ORDER BY ${order}`);
        const bytes = Buffer.from(rows.map(({ row }) => `${row}\n`).join(''));
        tableData.set(table, bytes);
        manifest.tables[table] = { rows: rows.length, sha256: sha256(bytes), columns };
      }
      await db.query('COMMIT');
    } catch (error) {
      await db.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
    // The objects after the snapshot: an image the snapshot names was stored before it was taken.
    for await (const key of objectKeys(store)) {
      const object = await store.client.send(new GetObjectCommand({ Bucket: store.bucket, Key: key }));
      const bytes = Buffer.from(await object.Body!.transformToByteArray());
      manifest.objects[key] = { sha256: sha256(bytes), size: bytes.length, contentType: object.ContentType ?? 'application/octet-stream' };
      await writer.add(OBJECT_PREFIX + key, bytes);
    }
    for (const [table, bytes] of tableData) await writer.add(`${TABLE_PREFIX}${table}.jsonl`, bytes);
    await writer.add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest)));
    await writer.finish();
    await audit(db, 'backup.create', name);
    return { manifest };
  } catch (error) {
    writer.abort(error as Error);
    throw error;
  }
}

async function* objectKeys(store: ClinicObjectStore): AsyncGenerator<string> {
  let token: string | undefined;
  do {
    const page = await store.client.send(new ListObjectsV2Command({ Bucket: store.bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

async function audit(db: Client, action: 'backup.create' | 'backup.restore', target: string) {
  const { actor, ip } = operator();
  await db.query(`INSERT INTO audit_log (actor_id, actor, action, target, ip, outcome) VALUES (NULL, $1, $2, $3, $4, 'success')`, [
    actor,
    action,
    target.slice(0, 200),
    ip,
  ]);
}

/** What a backup holds, checked entry by entry against its manifest. */
export interface CheckedBackup {
  manifest: BackupManifest;
  tables: Map<string, Buffer>;
}

/**
 * Reads a whole backup and checks it: it opens with the keys, every table and object is there with
 * the rows and hash the manifest gives, and nothing is there that the manifest does not name.
 * `onObject` receives each object once its hash is checked. Throws BackupRefused saying what is wrong.
 */
export async function checkBackup(
  input: Readable,
  keys: BackupKeys,
  onObject: (key: string, bytes: Buffer, manifest: ObjectManifest) => Promise<void> = async () => undefined,
  expected?: BackupManifest,
): Promise<CheckedBackup> {
  const tables = new Map<string, Buffer>();
  const objectHashes = new Map<string, string>();
  let manifest: BackupManifest | undefined;
  await readBackup(input, keys, async (name, bytes) => {
    if (manifest) throw new BackupRefused(`The backup holds "${name}" after its manifest`);
    if (name === MANIFEST_ENTRY) {
      manifest = parseManifest(bytes);
    } else if (name.startsWith(TABLE_PREFIX) && name.endsWith('.jsonl')) {
      tables.set(name.slice(TABLE_PREFIX.length, -'.jsonl'.length), bytes);
    } else if (name.startsWith(OBJECT_PREFIX)) {
      const key = name.slice(OBJECT_PREFIX.length);
      const hash = sha256(bytes);
      objectHashes.set(key, hash);
      // On a second reading (the restore's) each object is checked against the manifest read first.
      const known = expected?.objects[key];
      if (expected && known?.sha256 !== hash) throw new BackupRefused(`The object ${key} differs from the backup that was checked`);
      if (known) await onObject(key, bytes, known);
    } else {
      throw new BackupRefused(`The backup holds an entry it should not: ${name}`);
    }
  });
  if (!manifest) throw new BackupRefused('The backup has no manifest: it is incomplete');
  const problems: string[] = [];
  for (const [table, entry] of Object.entries(manifest.tables)) {
    const bytes = tables.get(table);
    if (!bytes) problems.push(`table ${table} is missing`);
    else if (sha256(bytes) !== entry.sha256) problems.push(`table ${table} does not match its hash`);
    else if (lines(bytes).length !== entry.rows) problems.push(`table ${table} holds ${lines(bytes).length} rows, not ${entry.rows}`);
  }
  for (const table of tables.keys()) if (!manifest.tables[table]) problems.push(`table ${table} is not in the manifest`);
  for (const [key, entry] of Object.entries(manifest.objects)) {
    const hash = objectHashes.get(key);
    if (hash === undefined) problems.push(`object ${key} is missing`);
    else if (hash !== entry.sha256) problems.push(`object ${key} does not match its hash`);
  }
  for (const key of objectHashes.keys()) if (!manifest.objects[key]) problems.push(`object ${key} is not in the manifest`);
  if (problems.length > 0) throw new BackupRefused(`The backup does not match its manifest: ${problems.slice(0, 5).join('; ')}`);
  return { manifest, tables };
}

function parseManifest(bytes: Buffer): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(bytes.toString('utf8')) as BackupManifest;
  } catch {
    throw new BackupRefused('The backup’s manifest cannot be read');
  }
  if (manifest?.format !== BACKUP_FORMAT) throw new BackupRefused(`This is not a backup this release reads (format ${String(manifest?.format)}, expected ${BACKUP_FORMAT})`);
  if (!Array.isArray(manifest.migrations) || typeof manifest.tables !== 'object' || typeof manifest.objects !== 'object') {
    throw new BackupRefused('The backup’s manifest is incomplete');
  }
  return manifest;
}

const lines = (bytes: Buffer): string[] => {
  const text = bytes.toString('utf8');
  return text === '' ? [] : text.slice(0, -1).split('\n');
};

export interface RestoreReport {
  manifest: BackupManifest;
  /** Rows now in each restored table. */
  rows: Record<string, number>;
  /** Audit entries of the backup added back (those missing from the log). */
  auditEntriesAdded: number;
  /** Restored rows deleted again because their person was erased (after the backup was taken). */
  erasuresApplied: number;
  objectsPut: number;
  objectsRemoved: number;
  ms: number;
}

/**
 * Restores a backup (`open` gives its bytes afresh; it is read twice), the API's writes fenced
 * (answered 503) throughout: checks it whole first and changes nothing when it does not match;
 * then puts its objects back, and in one transaction replaces the clinic's
 * rows with the backup's, ends every staff session, adds back audit entries the log lacks and
 * keeps those written since; then lifts the fence (the API republishes the site by itself) and
 * removes objects the restored clinic does not have.
 */
export async function restoreBackup(db: Client, store: ClinicObjectStore, keys: BackupKeys, open: () => Readable, name: string): Promise<RestoreReport> {
  const started = Date.now();
  const [{ alone }] = await query<{ alone: boolean }>(db, `SELECT pg_try_advisory_lock(hashtext('clinic:restore')) AS alone`);
  if (!alone) throw new BackupRefused('Another restore is under way: wait for it to finish');
  // The fence, seen by every API process from here to the end: a patient's request sent during the
  // restore is refused in words rather than accepted and then lost under the backup's rows. It
  // holds only while this connection lives, so a restore that dies never leaves writes refused.
  await db.query(`UPDATE data_restore SET restoring_since = now(), restoring_pid = pg_backend_pid(), restoring_from = $1`, [name.slice(0, 200)]);
  const rows: Record<string, number> = {};
  let auditEntriesAdded = 0;
  let erasuresApplied: number | undefined;
  let objectsPut = 0;
  let manifest: BackupManifest;
  try {
    ({ manifest } = await checkBackup(open(), keys));
    const plan = await restorePlan(db, manifest, await tablesOf(db));
    const { tables } = await checkBackup(
      open(),
      keys,
      async (key, bytes, object) => {
        await store.client.send(new PutObjectCommand({ Bucket: store.bucket, Key: key, Body: bytes, ContentType: object.contentType }));
        objectsPut += 1;
      },
      manifest,
    );
    await db.query('BEGIN');
    try {
      await db.query(`SET LOCAL lock_timeout = '30s'`);
      // One statement empties them all (the API's reads of them wait the few seconds until COMMIT).
      await db.query(`TRUNCATE ${[...plan.replaced, ...ENDED_BY_RESTORE].map(escapeIdentifier).join(', ')}`);
      for (const table of plan.replaced) {
        rows[table] = await insertRows(db, table, manifest.tables[table], tables.get(table)!);
        if (rows[table] !== manifest.tables[table].rows) throw new Error(`table ${table} has ${rows[table]} rows after the restore, not ${manifest.tables[table].rows}`);
        await advanceSequences(db, table);
      }
      for (const table of plan.kept) {
        const added = await addMissingEntries(db, table, manifest.tables[table], tables.get(table)!);
        if (table === 'audit_log') auditEntriesAdded = added;
      }
      erasuresApplied = await applyErasures(db);
      await db.query(
        `UPDATE data_restore SET generation = generation + 1, restored_at = now(), restored_from = $1, restored_backup_taken_at = $2`,
        [name.slice(0, 200), manifest.takenAt],
      );
      await audit(db, 'backup.restore', `${name} (taken ${manifest.takenAt})`);
      await db.query('COMMIT');
    } catch (error) {
      await db.query('ROLLBACK').catch(() => undefined);
      throw new BackupRefused(`The restore stopped and changed nothing in the database: ${(error as Error).message}`);
    }
  } finally {
    await db.query(`UPDATE data_restore SET restoring_since = NULL, restoring_pid = NULL`).catch(() => undefined);
  }

  const stale: string[] = [];
  for await (const key of objectKeys(store)) if (!manifest.objects[key]) stale.push(key);
  for (let at = 0; at < stale.length; at += 1000) {
    await store.client.send(
      new DeleteObjectsCommand({ Bucket: store.bucket, Delete: { Objects: stale.slice(at, at + 1000).map((Key) => ({ Key })), Quiet: true } }),
    );
  }
  return { manifest, rows, auditEntriesAdded, erasuresApplied: erasuresApplied ?? 0, objectsPut, objectsRemoved: stale.length, ms: Date.now() - started };
}

interface RestorePlan {
  /** The tables the backup's rows replace, parents before the tables that refer to them. */
  replaced: string[];
  kept: string[];
}

/** Which tables a restore replaces, in what order; refuses a backup this database cannot take. */
async function restorePlan(db: Client, manifest: BackupManifest, current: Map<string, string[]>): Promise<RestorePlan> {
  const migrations = await migrationsOf(db);
  const newer = manifest.migrations.filter((migration) => !migrations.includes(migration));
  if (newer.length > 0) {
    throw new BackupRefused(`This backup is from a newer release (its database ran ${newer.join(', ')}): restore it with that release or a later one`);
  }
  const problems: string[] = [];
  for (const [table, entry] of Object.entries(manifest.tables)) {
    const columns = current.get(table);
    if (!columns) {
      problems.push(`table ${table} no longer exists`);
      continue;
    }
    const gone = entry.columns.filter((column) => !columns.includes(column));
    if (gone.length > 0) problems.push(`table ${table} no longer has ${gone.join(', ')}`);
  }
  if (problems.length > 0) throw new BackupRefused(`This release cannot take the backup’s rows: ${problems.join('; ')}`);

  const names = Object.keys(manifest.tables);
  const replaced = names.filter((table) => !KEPT_TABLES.has(table) && !NOT_BACKED_UP.has(table));
  // Tables this release has that the backup's did not: emptied with the rest, so nothing of today stays.
  for (const table of current.keys()) if (!NOT_BACKED_UP.has(table) && !KEPT_TABLES.has(table) && !manifest.tables[table]) replaced.push(table);
  const references = await query<{ child: string; parent: string }>(
    db,
    `SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
  );
  return { replaced: parentsFirst(replaced, references), kept: names.filter((table) => KEPT_TABLES.has(table)) };
}

/** The tables ordered so that each comes after the tables it refers to. */
function parentsFirst(tables: string[], references: Array<{ child: string; parent: string }>): string[] {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new Error(`tables refer to each other in a circle through ${table}`);
    visiting.add(table);
    for (const { child, parent } of references) if (child === table && parent !== table && tables.includes(parent)) visit(parent);
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table);
  return ordered;
}

async function insertRows(db: Client, table: string, entry: TableManifest | undefined, bytes: Buffer | undefined): Promise<number> {
  if (!entry || !bytes) return 0;
  const rows = lines(bytes);
  const columns = entry.columns.map(escapeIdentifier).join(', ');
  for (let at = 0; at < rows.length; at += INSERT_BATCH) {
    await db.query(
      `INSERT INTO ${escapeIdentifier(table)} (${columns}) OVERRIDING SYSTEM VALUE
       SELECT ${columns} FROM jsonb_populate_recordset(NULL::${escapeIdentifier(table)}, $1::jsonb)`,
      [`[${rows.slice(at, at + INSERT_BATCH).join(',')}]`],
    );
  }
  const [{ count }] = await query<{ count: string }>(db, `SELECT count(*) AS count FROM ${escapeIdentifier(table)}`);
  return Number(count);
}

/** Sequences never go back: an id used after the backup is not given again to another row. */
async function advanceSequences(db: Client, table: string) {
  const owned = await query<{ sequence: string; column: string }>(
    db,
    `SELECT s.oid::regclass::text AS sequence, a.attname AS column
       FROM pg_class s JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass
       JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
      WHERE s.relkind = 'S' AND d.refobjid = to_regclass($1)`,
    [table],
  );
  for (const { sequence, column } of owned) {
    await db.query(
      `SELECT setval($1::regclass, greatest((SELECT last_value FROM ${sequence}), (SELECT coalesce(max(${escapeIdentifier(column)}), 1) FROM ${escapeIdentifier(table)})))`,
      [sequence],
    );
  }
}

/** Deletes again every restored row an erasure named; answers how many. */
async function applyErasures(db: Client): Promise<number> {
  const mail = await db.query(`DELETE FROM outgoing_mail WHERE id IN (SELECT unnest(mail_ids) FROM data_erasure)`);
  const enquiries = await db.query(`DELETE FROM enquiry WHERE id IN (SELECT unnest(enquiry_ids) FROM data_erasure)`);
  return (mail.rowCount ?? 0) + (enquiries.rowCount ?? 0);
}

/**
 * Adds the backup's entries a kept table lacks (a wiped database, or entries purged since); keeps
 * every one there. The audit log's ids are its own (an identity): entries are matched by content.
 */
async function addMissingEntries(db: Client, table: string, entry: TableManifest, bytes: Buffer): Promise<number> {
  const rows = lines(bytes);
  const columns = table === 'audit_log' ? entry.columns.filter((column) => column !== 'id') : entry.columns;
  const list = columns.map(escapeIdentifier).join(', ');
  const same = columns.map((column) => `a.${escapeIdentifier(column)} IS NOT DISTINCT FROM r.${escapeIdentifier(column)}`).join(' AND ');
  let added = 0;
  for (let at = 0; at < rows.length; at += INSERT_BATCH) {
    const result = await db.query(
      `INSERT INTO ${escapeIdentifier(table)} (${list})
       SELECT ${columns.map((column) => `r.${escapeIdentifier(column)}`).join(', ')}
         FROM jsonb_populate_recordset(NULL::${escapeIdentifier(table)}, $1::jsonb) r
        WHERE NOT EXISTS (SELECT 1 FROM ${escapeIdentifier(table)} a WHERE ${same})`,
      [`[${rows.slice(at, at + INSERT_BATCH).join(',')}]`],
    );
    added += result.rowCount ?? 0;
  }
  return added;
}
