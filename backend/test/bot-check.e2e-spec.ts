import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { FakeForwarder } from './setup/fake-forwarder';
import { createTestApp, TestApp } from './setup/test-app';

/**
 * The forms' proof-of-work bot check, on as in production: what the browser does (fetch a
 * challenge, solve it, send the answer with the form) is done here with the same library.
 */
describe('bot check on the visitor forms', () => {
  let sut: TestApp;
  let forwarder: FakeForwarder;
  let ipCounter = 0;
  const freshIp = () => `192.0.2.${++ipCounter}`;

  beforeAll(async () => {
    forwarder = await FakeForwarder.start();
    sut = await createTestApp({
      BOT_CHECK: 'true',
      BOT_CHECK_WORK: '200',
      FORM_FORWARD_URL: forwarder.url,
      ENQUIRY_FORWARD_INTERVAL_MS: '20',
      ENQUIRIES_PER_TEN_MINUTES: '3',
    });
  });
  afterAll(async () => {
    await sut.close();
    await forwarder.close();
  });

  const challenge = async (): Promise<Challenge> => {
    const res = await request(sut.http).get('/api/api/enquiries/bot-check').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.success).toBe(true);
    return res.body.challenge as Challenge;
  };
  /** What the browser sends in the form's `botCheck` field. */
  const solved = async (issued?: Challenge): Promise<string> => {
    const challengeToSolve = issued ?? (await challenge());
    const solution = await solveChallenge({ challenge: challengeToSolve, deriveKey });
    expect(solution).not.toBeNull();
    return Buffer.from(JSON.stringify({ challenge: challengeToSolve, solution })).toString('base64');
  };
  const callback = (name: string, botCheck?: unknown) =>
    request(sut.http)
      .post('/api/api/enquiries/callback')
      .set('X-Forwarded-For', freshIp())
      .send({ name, phone: '9876543210', startedAt: Date.now() - 10_000, ...(botCheck === undefined ? {} : { botCheck }) });
  const spamOf = async (name: string): Promise<boolean> => {
    const rows: Array<{ spam: boolean }> = await sut.app.get(DataSource).query('SELECT spam FROM enquiry WHERE name = $1', [name]);
    expect(rows).toHaveLength(1);
    return rows[0].spam;
  };

  it('issues signed challenges that expire, each different', async () => {
    const [a, b] = [await challenge(), await challenge()];
    expect(a.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(a.parameters.algorithm).toBe('SHA-256');
    expect(a.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + 60 * 60);
    expect(a.parameters.nonce).not.toBe(b.parameters.nonce);
  });

  it('takes an enquiry with a solved challenge as a person’s, and forwards it', async () => {
    await callback('Solved Visitor', await solved()).expect(201);
    expect(await spamOf('Solved Visitor')).toBe(false);
    await forwarder.waitForDeliveries(1);
  });

  it('keeps an enquiry without an answer, or with a forged or reused one, as suspected spam: answered alike, not forwarded', async () => {
    await callback('No Answer').expect(201, { success: true });
    await callback('Garbage Answer', 'bm90IGpzb24=').expect(201, { success: true });

    const issued = await challenge();
    const answer = JSON.parse(Buffer.from(await solved(issued), 'base64').toString()) as { solution: { derivedKey: string } };
    const key = answer.solution.derivedKey;
    answer.solution.derivedKey = `${key[0] === '0' ? '1' : '0'}${key.slice(1)}`;
    await callback('Wrong Key', Buffer.from(JSON.stringify(answer)).toString('base64')).expect(201);

    const unsolved = { challenge: await challenge(), solution: { counter: 1, derivedKey: '00'.repeat(32) } };
    await callback('Unsolved', Buffer.from(JSON.stringify(unsolved)).toString('base64')).expect(201);

    const reused = await solved();
    await callback('First Use', reused).expect(201);
    await callback('Second Use', reused).expect(201);

    expect(await spamOf('No Answer')).toBe(true);
    expect(await spamOf('Garbage Answer')).toBe(true);
    expect(await spamOf('Wrong Key')).toBe(true);
    expect(await spamOf('Unsolved')).toBe(true);
    expect(await spamOf('First Use')).toBe(false);
    expect(await spamOf('Second Use')).toBe(true);

    await forwarder.waitForDeliveries(2);
    await new Promise((done) => setTimeout(done, 300));
    const forwarded = forwarder.delivered.map((delivery) => delivery.fields.find(([key]) => key === 'Name')?.[1]);
    expect(forwarded).toContain('First Use');
    for (const name of ['No Answer', 'Garbage Answer', 'Wrong Key', 'Unsolved', 'Second Use']) expect(forwarded).not.toContain(name);
  });

  it('spends an answer sent twice at once only once', async () => {
    const answer = await solved();
    await Promise.all([callback('Twin A', answer).expect(201), callback('Twin B', answer).expect(201)]);
    expect([await spamOf('Twin A'), await spamOf('Twin B')].sort()).toEqual([false, true]);
  });

  it('refuses an answer far longer than any real one with 400, not 500', async () => {
    const res = await callback('Long Answer', 'A'.repeat(5000)).expect(400);
    expect(res.body).toEqual({ success: false, message: 'Invalid request' });
    await callback('Object Answer', { challenge: {} }).expect(400);
  });

  it('does not count fetching challenges against the enquiry limit', async () => {
    for (let i = 0; i < 6; i += 1) await challenge();
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) {
      await request(sut.http)
        .post('/api/api/enquiries/newsletter')
        .set('X-Forwarded-For', ip)
        .send({ email: `reader${i}@example.in`, startedAt: Date.now() - 10_000, botCheck: await solved() })
        .expect(201);
    }
  });
});
