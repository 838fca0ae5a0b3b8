import { CONSENT_NOTICE_VERSION, PEOPLE_MESSAGES } from '@aura/contract';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { runBackupCommand } from './setup/backup-commands';
import { createTestApp, signIn, TestApp } from './setup/test-app';

const API = '/api/api';
const PEOPLE = `${API}/admin/people`;

describe("A person's data: found, given back, corrected and erased (DPDP Act)", () => {
  let sut: TestApp;
  let db: Client;
  let owner: string;
  let folder: string;

  const form = (path: string, body: Record<string, unknown>) => request(sut.http).post(`${API}/enquiries/${path}`).send({ startedAt: Date.now() - 10_000, ...body });
  const people = (action: string, body: Record<string, unknown>, cookie = owner) => request(sut.http).post(`${PEOPLE}/${action}`).set('Cookie', cookie).send(body);
  const search = async (q: string) => (await people('search', { q }).expect(200)).body as { items: Array<{ kind: string; id: string; summary: string }>; erasedBefore: string[] };
  const kinds = (items: Array<{ kind: string }>) => items.map(({ kind }) => kind).sort();

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'clinic-people-'));
    sut = await createTestApp({ ENQUIRY_FORWARD_INTERVAL_MS: '600000' });
    db = new Client({ connectionString: sut.databaseUrl });
    await db.connect();
    owner = await signIn(sut.http);
    // Meera wrote her phone three ways and her e-mail two; Ravi is someone else.
    await form('callback', { name: 'Meera Joshi', phone: '+91-98220-12345' }).expect(201);
    const { times } = (await request(sut.http).get(`${API}/appointments/open-times`).expect(200)).body as { times: Array<{ date: string; time: string }> };
    await form('appointment', { name: 'Meera J', phone: '098220 12345', email: 'Meera@Example.in', concern: 'Facials', ...times[0] }).expect(201);
    await form('newsletter', { email: 'meera@example.in' }).expect(201);
    await form('callback', { name: 'Ravi Deshpande', phone: '98220 99999' }).expect(201);
  });
  afterAll(async () => {
    await db.end();
    await sut.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('finds a person by their phone in any written form, and by their e-mail in any case, across enquiries, appointments, subscribers and mail', async () => {
    const byPhone = await search('98220 12345');
    expect(kinds(byPhone.items)).toEqual(['appointment', 'enquiry', 'mail']);
    expect(byPhone.erasedBefore).toEqual([]);
    expect((await search('+919822012345')).items).toHaveLength(3);
    const byEmail = await search('MEERA@EXAMPLE.IN');
    // The appointment's mail and the newsletter's confirmation link.
    expect(kinds(byEmail.items)).toEqual(['appointment', 'mail', 'mail', 'subscriber']);
    expect(kinds((await search('98220 99999')).items)).toEqual(['enquiry']);
  });

  it('refuses a search that is neither a phone nor an e-mail, or too long, in words; the phone never travels in a URL', async () => {
    expect((await people('search', { q: '' }).expect(400)).body.message).toBe(PEOPLE_MESSAGES.queryNeeded);
    expect((await people('search', { q: 'Meera Joshi' }).expect(400)).body.message).toBe(PEOPLE_MESSAGES.queryNotRecognised);
    expect((await people('search', { q: `${'a'.repeat(250)}@example.in` }).expect(400)).body.message).toMatch(/at most 254 characters/);
    await request(sut.http).get(`${PEOPLE}/search?q=9822012345`).set('Cookie', owner).expect(404);
  });

  it('lets the reception use it, and refuses an editor', async () => {
    await request(sut.http).post(`${API}/admin/staff`).set('Cookie', owner).send({ username: 'reception-desk', password: 'Front-Desk-Pune-7', role: 'reception' }).expect(201);
    await request(sut.http).post(`${API}/admin/staff`).set('Cookie', owner).send({ username: 'news-writer', password: 'Writes-News-Often-4', role: 'editor' }).expect(201);
    const reception = await signIn(sut.http, { username: 'reception-desk', password: 'Front-Desk-Pune-7' });
    const editor = await signIn(sut.http, { username: 'news-writer', password: 'Writes-News-Often-4' });
    await people('search', { q: '98220 12345' }, reception).expect(200);
    await people('search', { q: '98220 12345' }, editor).expect(403);
    await people('erase', { q: '98220 12345' }, editor).expect(403);
  });

  it('exports everything held for the person as a JSON download', async () => {
    const res = await people('export', { q: 'meera@example.in' }).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = JSON.parse(res.text ?? Buffer.from(res.body).toString());
    expect(data.searchedFor).toEqual({ email: 'meera@example.in' });
    expect(data.appointments).toHaveLength(1);
    expect(data.appointments[0]).toMatchObject({ name: 'Meera J', phone: '098220 12345', concern: 'Facials', consent_notice: CONSENT_NOTICE_VERSION, consent_purpose: 'To arrange your appointment' });
    // When she agreed to it: as the request reached the clinic.
    expect(Date.parse(data.appointments[0].created_at) - Date.parse(data.appointments[0].consented_at)).toBeGreaterThanOrEqual(0);
    expect(data.appointments[0].changes).toEqual([expect.objectContaining({ status: 'requested', changed_by: 'patient' })]);
    expect(data.newsletter).toEqual([expect.objectContaining({ email: 'meera@example.in', consent_purpose: 'To send you the newsletter' })]);
    expect(data.mail).toEqual([
      expect.objectContaining({ to_address: 'Meera@Example.in', kind: 'appointment-received' }),
      expect.objectContaining({ to_address: 'meera@example.in', kind: 'newsletter-confirm' }),
    ]);
    // No WhatsApp or SMS is set up here: no message to give back.
    expect(data.messages).toEqual([]);
  });

  it('corrects the name on every record held for the person, a contact from which their retention counts again', async () => {
    await db.query(`UPDATE enquiry SET last_contact_at = now() - interval '90 days'`);
    const res = await people('correct', { q: '+91 98220 12345', name: 'Meera Kulkarni' }).expect(200);
    expect(res.body).toEqual({ success: true, corrected: 2 });
    const { rows } = await db.query(
      `SELECT name, last_contact_at > now() - interval '1 minute' AS "contactedNow" FROM enquiry WHERE phone IN ('+91-98220-12345', '098220 12345') ORDER BY name`,
    );
    expect(rows).toEqual([
      { name: 'Meera Kulkarni', contactedNow: true },
      { name: 'Meera Kulkarni', contactedNow: true },
    ]);
    const others = await db.query(`SELECT last_contact_at > now() - interval '1 minute' AS "contactedNow" FROM enquiry WHERE name = 'Ravi Deshpande'`);
    expect(others.rows).toEqual([{ contactedNow: false }]);
    expect((await people('correct', { q: '+91 98220 12345' }).expect(400)).body.message).toBe(PEOPLE_MESSAGES.correctionNeeded);
    expect((await people('correct', { q: '+91 98220 12345', phone: 'call me' }).expect(400)).body.message).toMatch(/can be dialled/);
    const audit = (await db.query(`SELECT action, target FROM audit_log WHERE action = 'person.correct' ORDER BY id`)).rows;
    expect(audit).toEqual([{ action: 'person.correct', target: 'name' }, { action: 'person.correct', target: null }, { action: 'person.correct', target: 'phone' }]);
  });

  it('erases the person everywhere, queued mail included, keeps a record with no personal data, and a restore of an older backup does not bring them back', async () => {
    const secret = await generateIdentity();
    const keys = { BACKUP_RECIPIENT: await identityToRecipient(secret), BACKUP_IDENTITY: secret };
    const run = (name: string, args: string[]) => runBackupCommand(sut, name, args, keys);
    const file = join(folder, 'before-erasure.backup.age');
    await run('backup', ['--out', file]);

    const byPhone = await people('erase', { q: '98220 12345' }).expect(200);
    expect(byPhone.body).toEqual({ success: true, erased: { enquiry: 1, appointment: 1, mail: 1 } });
    const byEmail = await people('erase', { q: 'meera@example.in' }).expect(200);
    expect(byEmail.body).toEqual({ success: true, erased: { subscriber: 1, mail: 1 } });
    expect((await search('98220 12345')).items).toEqual([]);
    expect((await search('98220 12345')).erasedBefore).toHaveLength(1);
    expect((await search('Meera@example.in')).items).toEqual([]);
    expect((await db.query(`SELECT count(*) AS n FROM outgoing_mail`)).rows[0].n).toBe('0');
    // The record and the audit log hold counts, ids and keyed hashes: nothing that names her.
    const record = JSON.stringify((await db.query(`SELECT * FROM data_erasure`)).rows);
    const audit = JSON.stringify((await db.query(`SELECT * FROM audit_log WHERE action = 'person.erase'`)).rows);
    for (const clear of ['9822012345', '98220', 'meera', 'Meera']) {
      expect(record).not.toContain(clear);
      expect(audit).not.toContain(clear);
    }
    expect(audit).toContain('enquiry: 1, appointment: 1, mail: 1');

    const restored = await run('restore', [file]);
    expect(restored.stdout).toMatch(/erasures: kept and applied again \(5 restored records of erased people deleted\)/);
    owner = await signIn(sut.http);
    expect((await search('98220 12345')).items).toEqual([]);
    expect((await search('meera@example.in')).items).toEqual([]);
    expect(kinds((await search('98220 99999')).items)).toEqual(['enquiry']);
    expect((await db.query(`SELECT count(*) AS n FROM data_erasure`)).rows[0].n).toBe('2');
  });

  it('lets the API’s role add erasure records, never change or remove one', async () => {
    const api = new Client({ connectionString: sut.apiDatabaseUrl });
    await api.connect();
    try {
      await expect(api.query(`DELETE FROM data_erasure`)).rejects.toThrow(/permission denied/);
      await expect(api.query(`UPDATE data_erasure SET erased = '{}'`)).rejects.toThrow(/permission denied/);
    } finally {
      await api.end();
    }
  });
});
