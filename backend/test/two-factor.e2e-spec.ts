import { ACCOUNT_MESSAGES, SET_UP_TWO_FACTOR_MESSAGE } from '@aura/contract';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, sessionCookieOf, signIn, TestApp, TEST_ADMIN } from './setup/test-app';
import { base32Encode, totpAt } from './setup/totp';

const API = '/api/api';
const LOGIN = `${API}/admin-login`;
const PROFILE = `${API}/admin/profile`;
const STEP_MS = 30_000;

const EDITOR = { username: 'news-writer', password: 'Writes-News-Often-4' };
const RECEPTION = { username: 'reception-desk', password: 'Front-Desk-Pune-7' };

describe('two-factor sign-in (TOTP, RFC 6238)', () => {
  let sut: TestApp;
  let db: DataSource;
  let owner: string;
  /** Each test signs in from an address of its own, so one test's failures never lock another's. */
  let address = 10;
  const from = () => `203.0.113.${address++}`;

  beforeAll(async () => {
    sut = await createTestApp();
    db = sut.app.get(DataSource);
    owner = await signIn(sut.http);
    for (const [member, role] of [[EDITOR, 'editor'], [RECEPTION, 'reception']] as const) {
      await request(sut.http).post(`${API}/admin/staff`).set('Cookie', owner).send({ ...member, role }).expect(201);
    }
  });
  afterAll(async () => {
    await sut.close();
  });

  const login = (body: Record<string, string>, ip = from()) => request(sut.http).post(LOGIN).set('X-Forwarded-For', ip).send(body);
  const audit = async (action: string) =>
    (await db.query(`SELECT actor, target, outcome FROM audit_log WHERE action = $1 ORDER BY id`, [action])) as {
      actor: string;
      target: string | null;
      outcome: string;
    }[];

  /** The editor with two-factor sign-in off (as the database is set), signed in with the password alone. */
  async function editorWithoutTwoFactor(): Promise<string> {
    await db.query(
      `UPDATE admin_account SET two_factor_secret = NULL, two_factor_pending_secret = NULL, two_factor_last_step = NULL WHERE username = $1`,
      [EDITOR.username],
    );
    await db.query(`DELETE FROM admin_recovery_code WHERE account_id = (SELECT id FROM admin_account WHERE username = $1)`, [EDITOR.username]);
    return signIn(sut.http, EDITOR);
  }

  /** The editor freshly enrolled: a session, the secret and the recovery codes. */
  async function enrolledEditor() {
    const cookie = await editorWithoutTwoFactor();
    return { cookie, ...(await enrol(cookie)) };
  }

  /** Enrols an account as its owner would with their phone: set-up, then the first code. */
  async function enrol(cookie: string): Promise<{ secret: string; recoveryCodes: string[] }> {
    const setup = await request(sut.http).post(`${API}/admin/2fa/setup`).set('Cookie', cookie).expect(200);
    const { secret } = setup.body as { secret: string };
    const enabled = await request(sut.http).post(`${API}/admin/2fa/enable`).set('Cookie', cookie).send({ code: totpAt(secret) }).expect(200);
    return { secret, recoveryCodes: enabled.body.recoveryCodes };
  }

  it('computes codes as RFC 6238 does (its SHA-1 test vector)', () => {
    const rfcSecret = base32Encode(Buffer.from('12345678901234567890'));
    expect(totpAt(rfcSecret, 59_000, 8)).toBe('94287082');
    expect(totpAt(rfcSecret, 1_111_111_109_000, 8)).toBe('07081804');
  });

  it('enrols with a QR code of an otpauth address and a secret for typing, active only once a code is confirmed', async () => {
    const editor = await editorWithoutTwoFactor();
    const setup = await request(sut.http).post(`${API}/admin/2fa/setup`).set('Cookie', editor).expect(200);
    const { secret, otpauthUrl, qrSvg } = setup.body as { secret: string; otpauthUrl: string; qrSvg: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('algorithm')).toBe('SHA1');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(url.pathname)).toContain(EDITOR.username);
    expect(qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(setup.headers['cache-control']).toBe('no-store');

    // Not on yet: the password alone still signs in.
    expect((await login(EDITOR)).status).toBe(200);

    const wrong = await request(sut.http).post(`${API}/admin/2fa/enable`).set('Cookie', editor).send({ code: totpAt(secret, Date.now() - 5 * STEP_MS) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.codeWrong);

    const enabled = await request(sut.http).post(`${API}/admin/2fa/enable`).set('Cookie', editor).send({ code: totpAt(secret) }).expect(200);
    const codes = enabled.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    // Stored hashed, never as given.
    const stored = (await db.query(`SELECT code_hash FROM admin_recovery_code`)) as { code_hash: string }[];
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) expect(codes.map((code) => code.replace(/-/g, ''))).not.toContain(code_hash);
    const [{ two_factor_secret }] = (await db.query(`SELECT two_factor_secret FROM admin_account WHERE username = $1`, [EDITOR.username])) as {
      two_factor_secret: string;
    }[];
    expect(two_factor_secret).not.toContain(secret);

    const profile = await request(sut.http).get(PROFILE).set('Cookie', editor).expect(200);
    expect(profile.body).toMatchObject({ twoFactor: true, recoveryCodesLeft: 10, mustSetUpTwoFactor: false });
    const again = await request(sut.http).post(`${API}/admin/2fa/setup`).set('Cookie', editor).expect(409);
    expect(again.body.message).toBe(ACCOUNT_MESSAGES.twoFactorAlreadyOn);
    expect((await audit('two-factor.enable')).map((entry) => [entry.actor, entry.outcome])).toEqual([
      [EDITOR.username, 'failure'],
      [EDITOR.username, 'success'],
    ]);
  });

  it('asks for the code after the right password, sets no cookie until it is right, and takes each code once', async () => {
    const { secret } = await enrolledEditor();
    const failuresBefore = (await audit('sign-in')).length;

    const asked = await login(EDITOR);
    expect(asked.status).toBe(401);
    expect(asked.body).toEqual({ success: false, twoFactorRequired: true, message: ACCOUNT_MESSAGES.codeNeeded });
    expect(asked.headers['set-cookie']).toBeUndefined();
    // A wrong password says nothing of a second step.
    const wrongPassword = await login({ ...EDITOR, password: 'Not-The-Password-1', code: totpAt(secret) });
    expect(wrongPassword.body).toEqual({ success: false, message: ACCOUNT_MESSAGES.invalidSignIn });

    // The enrolment used this step's code, so sign in with the next step's (an app a little ahead is accepted).
    const code = totpAt(secret, Date.now() + STEP_MS);
    const signedIn = await login({ ...EDITOR, code }).expect(200);
    const cookie = sessionCookieOf(signedIn.headers['set-cookie']);
    expect(cookie).toBeDefined();
    await request(sut.http).get(PROFILE).set('Cookie', cookie!).expect(200);

    const replay = await login({ ...EDITOR, code });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ success: false, twoFactorRequired: true, message: ACCOUNT_MESSAGES.codeWrong });

    const spaced = await login({ ...EDITOR, code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(spaced.status).toBe(401);
    const tooOld = await login({ ...EDITOR, code: totpAt(secret, Date.now() - 3 * STEP_MS) });
    expect(tooOld.body.message).toBe(ACCOUNT_MESSAGES.codeWrong);

    const entries = (await audit('sign-in')).slice(failuresBefore);
    expect(entries.filter((entry) => entry.actor === EDITOR.username)).toEqual([
      { actor: EDITOR.username, target: null, outcome: 'failure' },
      { actor: EDITOR.username, target: 'with an authenticator code', outcome: 'success' },
      { actor: EDITOR.username, target: 'two-factor code', outcome: 'failure' },
      { actor: EDITOR.username, target: 'two-factor code', outcome: 'failure' },
      { actor: EDITOR.username, target: 'two-factor code', outcome: 'failure' },
    ]);
    expect((await audit('sign-in.code-asked')).at(-1)).toEqual({ actor: EDITOR.username, target: null, outcome: 'success' });
  });

  it('signs in with each recovery code once, in any case and spacing', async () => {
    const { cookie: editor, recoveryCodes } = await enrolledEditor();
    const [first, second] = recoveryCodes;
    await login({ ...EDITOR, code: first }).expect(200);
    const reused = await login({ ...EDITOR, code: first });
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe(ACCOUNT_MESSAGES.codeWrong);
    await login({ ...EDITOR, code: ` ${second.toUpperCase().replace(/-/g, ' ')} ` }).expect(200);
    const profile = await request(sut.http).get(PROFILE).set('Cookie', editor).expect(200);
    expect(profile.body.recoveryCodesLeft).toBe(8);
    expect((await audit('sign-in')).at(-1)).toMatchObject({ actor: EDITOR.username, target: 'with a recovery code', outcome: 'success' });
  });

  it('counts a wrong code as a failed attempt: five lock the address out, even for the right code', async () => {
    const ip = from();
    const { secret } = await enrolledEditor();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login({ ...EDITOR, code: '000000' }, ip)).status).toBe(401);
    }
    const locked = await login({ ...EDITOR, code: totpAt(secret, Date.now() + STEP_MS) }, ip);
    expect(locked.status).toBe(429);
  });

  it('asks for the code on the plain sign-in page too (a form sent before the scripts ran)', async () => {
    const { secret } = await enrolledEditor();
    const form = (fields: Record<string, string>) =>
      request(sut.http).post(LOGIN).set('X-Forwarded-For', from()).type('form').send(new URLSearchParams(fields).toString());
    const asked = await form(EDITOR);
    expect(asked.status).toBe(401);
    expect(asked.headers['content-type']).toMatch(/^text\/html/);
    expect(asked.headers['set-cookie']).toBeUndefined();
    expect(asked.text).toContain(ACCOUNT_MESSAGES.codeNeeded);
    expect(asked.text).toMatch(/<label for="field-code">Authentication code<\/label><input type="text" id="field-code" name="code" autocomplete="one-time-code"[^>]* autofocus/);
    expect(asked.text).not.toContain(EDITOR.password);
    const signedIn = await form({ ...EDITOR, code: totpAt(secret, Date.now() + STEP_MS) });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.location).toBe('/admin-dashboard');
    expect(sessionCookieOf(signedIn.headers['set-cookie'])).toBeDefined();
    // A first sign-in page (no code asked) has no code field.
    const plain = await form({ username: EDITOR.username, password: '' });
    expect(plain.text).not.toContain('name="code"');
  });

  it('turns off only with the password and a code', async () => {
    const { cookie: editor, secret } = await enrolledEditor();
    const wrongPassword = await request(sut.http).post(`${API}/admin/2fa/disable`).set('Cookie', editor).send({ password: 'Wrong-Password-9', code: totpAt(secret) });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.message).toBe('Password is incorrect');
    const noCode = await request(sut.http).post(`${API}/admin/2fa/disable`).set('Cookie', editor).send({ password: EDITOR.password });
    expect(noCode.status).toBe(400);
    expect(noCode.body.message).toBe(ACCOUNT_MESSAGES.codeRequired);
    const wrongCode = await request(sut.http).post(`${API}/admin/2fa/disable`).set('Cookie', editor).send({ password: EDITOR.password, code: '123456' });
    expect(wrongCode.body.message).toBe(ACCOUNT_MESSAGES.codeWrong);
    await request(sut.http)
      .post(`${API}/admin/2fa/disable`)
      .set('Cookie', editor)
      .send({ password: EDITOR.password, code: totpAt(secret, Date.now() + STEP_MS) })
      .expect(200);
    await login(EDITOR).expect(200);
    expect(await db.query(`SELECT 1 FROM admin_recovery_code`)).toHaveLength(0);
    expect((await audit('two-factor.disable')).map((entry) => entry.outcome)).toEqual(['failure', 'failure', 'failure', 'success']);
  });

  it('lets the owner require it of every account: one without it may only set it up, at once', async () => {
    const refused = await request(sut.http).put(`${API}/admin/staff/two-factor-required`).set('Cookie', owner).send({ required: true });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ACCOUNT_MESSAGES.twoFactorOwnFirst);
    const ownerEnrolment = await enrol(owner);
    await request(sut.http).put(`${API}/admin/staff/two-factor-required`).set('Cookie', owner).send({ required: 'yes' }).expect(400);
    await request(sut.http).put(`${API}/admin/staff/two-factor-required`).set('Cookie', owner).send({ required: true }).expect(200);
    const list = await request(sut.http).get(`${API}/admin/staff`).set('Cookie', owner).expect(200);
    expect(list.body.twoFactorRequired).toBe(true);
    expect(Object.fromEntries((list.body.items as { username: string; twoFactor: boolean }[]).map((m) => [m.username, m.twoFactor]))).toEqual({
      [TEST_ADMIN.username]: true,
      [EDITOR.username]: false,
      [RECEPTION.username]: false,
    });

    const reception = await signIn(sut.http, RECEPTION);
    const profile = await request(sut.http).get(PROFILE).set('Cookie', reception).expect(200);
    expect(profile.body).toMatchObject({ twoFactor: false, mustSetUpTwoFactor: true });
    const blocked = await request(sut.http).get(`${API}/admin/enquiries`).set('Cookie', reception);
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe(SET_UP_TWO_FACTOR_MESSAGE);
    const { secret } = await enrol(reception);
    await request(sut.http).get(`${API}/admin/enquiries`).set('Cookie', reception).expect(200);
    await login(RECEPTION).expect(401);
    await login({ ...RECEPTION, code: totpAt(secret, Date.now() + STEP_MS) }).expect(200);

    expect((await audit('two-factor.require')).map((entry) => [entry.target, entry.outcome])).toEqual([
      ['required', 'failure'],
      [null, 'failure'],
      ['required', 'success'],
    ]);
    await request(sut.http).put(`${API}/admin/staff/two-factor-required`).set('Cookie', owner).send({ required: false }).expect(200);
    expect(ownerEnrolment.recoveryCodes).toHaveLength(10);
  });

  it("clears an account's two-factor enrolment when its password is reset (a lost phone)", async () => {
    const [{ id }] = (await db.query(`SELECT id FROM admin_account WHERE username = $1`, [RECEPTION.username])) as { id: string }[];
    const reset = await request(sut.http).post(`${API}/admin/staff/${id}/reset-password`).set('Cookie', owner).expect(200);
    const signedIn = await login({ username: RECEPTION.username, password: reset.body.password }).expect(200);
    const cookie = sessionCookieOf(signedIn.headers['set-cookie'])!;
    const profile = await request(sut.http).get(PROFILE).set('Cookie', cookie).expect(200);
    expect(profile.body).toMatchObject({ twoFactor: false, mustChangePassword: true, recoveryCodesLeft: 0 });
  });

});
