import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { RESTORE_UNDER_WAY_MESSAGE } from '../src/backup/data-restore';
import { ObjectStoreService } from '../src/storage/object-store.service';
import { runBackupCommand } from './setup/backup-commands';
import { createTestApp, pngImage, signIn, TestApp } from './setup/test-app';

const API = '/api/api';

/** Every table a backup holds, with its rows as the database has them (owner's view). */
async function tableRows(db: Client): Promise<Record<string, number>> {
  const { rows } = await db.query<{ table: string }>(
    `SELECT table_name AS table FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
      AND table_name NOT IN ('migrations', 'admin_session', 'admin_login_failure', 'rate_limit', 'bot_check_used', 'data_restore', 'audit_log')
      ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { table } of rows) counts[table] = Number((await db.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
  return counts;
}

describe('Backups: make backup, make backup-check and make restore on a running clinic', () => {
  let sut: TestApp;
  let db: Client;
  let owner: string;
  let folder: string;
  let published: string;
  const identity = { secret: '', recipient: '' };
  /** The first test's backup. */
  let file: string;

  const run = (name: string, args: string[], keys: Record<string, string> = { BACKUP_RECIPIENT: identity.recipient, BACKUP_IDENTITY: identity.secret }) =>
    runBackupCommand(sut, name, args, keys);
  const refusal = async (name: string, args: string[], keys?: Record<string, string>) => {
    const failed = await run(name, args, keys).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed).toBeDefined();
    return failed!;
  };
  const objectHashes = async () => {
    const store = sut.app.get(ObjectStoreService);
    const listed = await store.client.send(new ListObjectsV2Command({ Bucket: store.bucket }));
    const hashes: Record<string, string> = {};
    for (const { Key } of listed.Contents ?? []) {
      const object = await store.client.send(new GetObjectCommand({ Bucket: store.bucket, Key }));
      hashes[Key!] = createHash('sha256').update(await object.Body!.transformToByteArray()).digest('hex');
    }
    return hashes;
  };
  const article = async (title: string) => {
    const res = await request(sut.http)
      .post(`${API}/news`)
      .set('Cookie', owner)
      .field('title', title)
      .field('excerpt', 'What the monsoon does to skin.')
      .field('heroIntro', 'Calm skin through the rains.')
      .field('contentIntro', 'Between June and September…')
      .field('paragraphs', JSON.stringify(['First paragraph.']))
      .field('tags', JSON.stringify(['Monsoon']))
      .field('popular', JSON.stringify([]))
      .attach('cardImage', await pngImage(1200, 800, '#1F4E4A'), { filename: 'card.png', contentType: 'image/png' })
      .attach('contentImage', await pngImage(900, 600, '#E9C9BD'), { filename: 'photo.png', contentType: 'image/png' })
      .expect(201);
    return res.body.item as { id: string; slug: string };
  };
  const form = (path: string, body: Record<string, unknown>) =>
    request(sut.http)
      .post(`${API}/enquiries/${path}`)
      .send({ startedAt: Date.now() - 10_000, ...body });

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'clinic-backups-'));
    published = mkdtempSync(join(tmpdir(), 'clinic-published-'));
    // Forms are sent every 100 ms until a restore's fence answers, for as long as the restore
    // takes to start on a busy machine: more than the per-address limit lets through.
    sut = await createTestApp({ SITE_PUBLISH_DIR: published, ENQUIRY_FORWARD_INTERVAL_MS: '600000', ENQUIRIES_PER_TEN_MINUTES: '1000' });
    db = new Client({ connectionString: sut.databaseUrl });
    await db.connect();
    owner = await signIn(sut.http);
    identity.secret = await generateIdentity();
    identity.recipient = await identityToRecipient(identity.secret);
  });
  afterAll(async () => {
    await db.end();
    await sut.close();
    rmSync(folder, { recursive: true, force: true });
    rmSync(published, { recursive: true, force: true });
  });

  it('takes a backup, refuses a changed or cut-off one, and restores articles, images, content, enquiries, appointments, subscribers and staff', async () => {
    // Data in: an article with two images, a content revision, each form, an appointment, a staff account.
    const monsoon = await article('Monsoon skin care in Pune');
    const clinic = (await request(sut.http).get(`${API}/admin/content/clinic`).set('Cookie', owner).expect(200)).body;
    await request(sut.http).put(`${API}/admin/content/clinic`).set('Cookie', owner).send({ ...clinic.item, phone: '+91 98765 43210', version: clinic.version }).expect(200);
    await form('callback', { name: 'Asha Kulkarni', phone: '9822012345' }).expect(201);
    await form('contact', { name: 'Ravi Deshpande', email: 'ravi@example.in', subject: 'Hair fall', message: 'Do you treat hair fall?', consentNotice: 'privacy-2026-11' }).expect(201);
    await form('newsletter', { email: 'subscriber@example.in' }).expect(201);
    const { times } = (await request(sut.http).get(`${API}/appointments/open-times`).expect(200)).body as { times: Array<{ date: string; time: string }> };
    await form('appointment', { name: 'Meera Joshi', phone: '9822011111', concern: 'Facials', ...times[0] }).expect(201);
    await request(sut.http).post(`${API}/admin/staff`).set('Cookie', owner).send({ username: 'reception-desk', password: 'Front-Desk-Pune-7', role: 'reception' }).expect(201);

    const before = await tableRows(db);
    expect(before).toMatchObject({ news_article: 1, enquiry: 4, admin_account: 2 });
    expect(before.content_revision).toBeGreaterThan(0);
    const imagesBefore = await objectHashes();
    expect(Object.keys(imagesBefore).length).toBeGreaterThanOrEqual(2);

    file = join(folder, 'clinic.backup.age');
    const taken = await run('backup', ['--out', file]);
    expect(taken.stderr).toMatch(/Backup clinic\.backup\.age: \d+ tables, \d+ rows, \d+ images/);
    // Encrypted: nothing of the rows, the manifest or the settings reads in its bytes. Each clear text
    // is long enough (6 bytes or more) that random cipher bytes cannot hold it by chance: a two-byte
    // one such as `{"` turns up in about one backup in ten.
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 21).toString()).toBe('age-encryption.org/v1');
    const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    for (const clear of ['Monsoon skin care', 'Asha Kulkarni', 'subscriber@example.in', 'INSERT', '"title":', '"migrations":', sut.settings.JWT_SECRET!]) {
      expect(bytes.includes(Buffer.from(clear))).toBe(false);
    }
    expect(bytes.includes(pngSignature)).toBe(false);
    const checked = await run('backup-check', [file]);
    expect(checked.stdout).toMatch(new RegExp(`^The backup is whole: taken .*, ${Object.keys(imagesBefore).length} images, each matching its manifest`));
    expect(checked.stdout).toContain('  enquiry: 4');

    // One byte changed, or the end cut off: refused, saying so; nothing restored.
    const changed = join(folder, 'changed.backup.age');
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(flipped.length / 2)] ^= 0x01;
    writeFileSync(changed, flipped);
    expect((await refusal('backup-check', [changed])).stderr).toMatch(/damaged or incomplete: it was changed or cut short/);
    const cut = join(folder, 'cut.backup.age');
    writeFileSync(cut, bytes.subarray(0, bytes.length - 100));
    expect((await refusal('backup-check', [cut])).stderr).toMatch(/damaged or incomplete|not a clinic backup/);

    // After the backup: the article deleted (its images go), a new enquiry, a new staff account, a session open.
    await request(sut.http).delete(`${API}/news/${monsoon.slug}`).set('Cookie', owner).expect(200);
    await form('callback', { name: 'After Backup', phone: '9822099999' }).expect(201);
    await request(sut.http).post(`${API}/admin/staff`).set('Cookie', owner).send({ username: 'news-writer', password: 'Writes-News-Often-4', role: 'editor' }).expect(201);
    expect((await tableRows(db)).news_article).toBe(0);
    const auditBefore = Number((await db.query(`SELECT count(*) AS n FROM audit_log`)).rows[0].n);

    const refused = await refusal('restore', [changed]);
    expect(refused.stderr).toMatch(/damaged or incomplete/);
    expect((await tableRows(db)).enquiry).toBe(5);

    const restored = await run('restore', [file]);
    expect(restored.stdout).toMatch(/Restored the backup taken .* in [\d.]+ s:/);
    expect(await tableRows(db)).toEqual(before);
    expect(await objectHashes()).toEqual(imagesBefore);
    // The audit log keeps what was written since the backup (the deletion), and says a restore ran.
    const audit = (await db.query(`SELECT action, target FROM audit_log ORDER BY id`)).rows as Array<{ action: string; target: string }>;
    expect(audit.length).toBeGreaterThan(auditBefore);
    expect(audit.map(({ action }) => action)).toEqual(expect.arrayContaining(['article.delete', 'backup.create', 'backup.restore']));
    expect(audit.at(-1)).toMatchObject({ action: 'backup.restore', target: expect.stringMatching(/^clinic\.backup\.age \(taken /) });
    // Every staff member signs in again; the restored accounts are the backup's.
    await request(sut.http).get(`${API}/admin/profile`).set('Cookie', owner).expect(401);
    owner = await signIn(sut.http);
    const staff = (await request(sut.http).get(`${API}/admin/staff`).set('Cookie', owner).expect(200)).body.items as Array<{ username: string }>;
    expect(staff.map(({ username }) => username).sort()).toEqual(['clinicadmin', 'reception-desk']);
    // The running API publishes the restored article by itself.
    const newsFile = join(published, '__news', `article-${monsoon.slug}.json`);
    for (let waited = 0; !existsSync(newsFile) && waited < 15_000; waited += 200) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(existsSync(newsFile)).toBe(true);
    const { body: read } = await request(sut.http).get(`${API}/news/${monsoon.slug}`).expect(200);
    expect(read.item.title).toBe('Monsoon skin care in Pune');
  });

  it('refuses without a key, and opens a backup made with a passphrase only with that passphrase', async () => {
    const file = join(folder, 'passphrase.backup.age');
    expect((await refusal('backup', ['--out', file], {})).stderr).toMatch(/^No backup key: set BACKUP_RECIPIENT .* or BACKUP_PASSPHRASE/);
    expect(existsSync(file)).toBe(false);
    expect((await refusal('backup', ['--out', file], { BACKUP_PASSPHRASE: 'short' })).stderr).toContain('BACKUP_PASSPHRASE must be at least 12 characters');

    await run('backup', ['--out', file], { BACKUP_PASSPHRASE: 'monsoon-clinic-backups-2026' });
    await run('backup-check', [file], { BACKUP_PASSPHRASE: 'monsoon-clinic-backups-2026' });
    expect((await refusal('backup-check', [file], { BACKUP_PASSPHRASE: 'another-passphrase-2026' })).stderr).toMatch(/not a clinic backup these keys open/);
    expect((await refusal('backup-check', [file], { BACKUP_IDENTITY: identity.secret })).stderr).toMatch(/not a clinic backup these keys open/);
    expect((await refusal('backup-check', [file], {})).stderr).toMatch(/^No key to open the backup/);
    expect(readdirSync(folder).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('refuses a backup from a newer release, changing nothing', async () => {
    await db.query(`INSERT INTO migrations (timestamp, name) VALUES (1899999999999, 'AddSomethingLater1899999999999')`);
    const file = join(folder, 'newer.backup.age');
    try {
      await run('backup', ['--out', file]);
    } finally {
      await db.query(`DELETE FROM migrations WHERE name = 'AddSomethingLater1899999999999'`);
    }
    const before = await tableRows(db);
    expect((await refusal('restore', [file])).stderr).toContain('This backup is from a newer release (its database ran AddSomethingLater1899999999999)');
    expect(await tableRows(db)).toEqual(before);
  });

  it('copies each backup to the BACKUP_S3 bucket when one is set', async () => {
    const store = sut.app.get(ObjectStoreService);
    const bucket = `${sut.settings.S3_BUCKET}-backups`;
    await store.client.send(new CreateBucketCommand({ Bucket: bucket }));
    const taken = await run('backup', ['--dir', folder], {
      BACKUP_RECIPIENT: identity.recipient,
      BACKUP_S3_ENDPOINT: sut.settings.S3_ENDPOINT!,
      BACKUP_S3_ACCESS_KEY: sut.settings.S3_ACCESS_KEY!,
      BACKUP_S3_SECRET_KEY: sut.settings.S3_SECRET_KEY!,
      BACKUP_S3_BUCKET: bucket,
      BACKUP_S3_PREFIX: 'pune/',
    });
    const name = /Backup (clinic-\d{8}T\d{6}Z\.backup\.age)/.exec(taken.stderr)![1];
    expect(taken.stderr).toContain(`Copied to s3://${bucket}/pune/${name}`);
    const copy = await store.client.send(new GetObjectCommand({ Bucket: bucket, Key: `pune/${name}` }));
    expect(Buffer.from(await copy.Body!.transformToByteArray()).equals(readFileSync(join(folder, name)))).toBe(true);
  });

  it('answers every write 503 in words while a restore runs, and takes writes again when it ends (or dies)', async () => {
    const restoring = new Client({ connectionString: sut.databaseUrl });
    await restoring.connect();
    await restoring.query(`UPDATE data_restore SET restoring_since = now(), restoring_pid = pg_backend_pid(), restoring_from = 'test'`);
    try {
      const refused = await form('callback', { name: 'During Restore', phone: '9822055555' }).expect(503);
      expect(refused.body).toEqual({ success: false, message: RESTORE_UNDER_WAY_MESSAGE });
      expect(refused.headers['retry-after']).toBe('30');
      await request(sut.http).post(`${API}/admin-login`).send({ username: 'clinicadmin', password: 'x' }).expect(503);
      // Reads go on: the site and the API answer throughout.
      await request(sut.http).get(`${API}/news`).expect(200);
    } finally {
      // The restoring connection ends (a restore that finished, or one that died): the fence lifts by itself.
      await restoring.end();
    }
    await form('callback', { name: 'After Restore', phone: '9822055556' }).expect(201);
  });

  it('fences writes during a real restore, from its start to its commit', async () => {
    // A reader holding the articles table keeps the restore waiting inside its transaction.
    const reader = new Client({ connectionString: sut.databaseUrl });
    await reader.connect();
    await reader.query('BEGIN');
    await reader.query('SELECT count(*) FROM news_article');
    const restore = run('restore', [file]);
    try {
      let status = 0;
      for (let tries = 0; status !== 503 && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await form('callback', { name: 'During Restore', phone: '9822055557' })).status;
        expect([201, 503]).toContain(status);
      }
      expect(status).toBe(503);
    } finally {
      await reader.query('COMMIT');
      await reader.end();
    }
    await restore;
    await form('callback', { name: 'After Restore', phone: '9822055558' }).expect(201);
    expect((await db.query(`SELECT count(*) AS n FROM enquiry WHERE name = 'During Restore'`)).rows[0].n).toBe('0');
  });

  it('lets the API’s own database role read the restore’s fence, never set it', async () => {
    const api = new Client({ connectionString: sut.apiDatabaseUrl });
    await api.connect();
    try {
      await api.query(`SELECT generation FROM data_restore`);
      await expect(api.query(`UPDATE data_restore SET restoring_since = now()`)).rejects.toThrow(/permission denied/);
    } finally {
      await api.end();
    }
  });
});
