import { expect, test } from './fixtures';
import { e2eAdmin, forwarderURL, replicaApiURLs, replicasURL } from '../playwright.config';
import { solvedBotCheck } from './bot-check';

/**
 * Against `API_REPLICAS=2 make start` with the default per-address limits and a TLS proxy named
 * in TRUSTED_PROXY_CIDRS that is not this machine: what an operator and an attacker would see.
 * These requests come from 127.0.0.1 through nginx, unless they go to one API process directly.
 */
// Site-wide: these spend the stack's per-address limits, from this machine's address, that the
// backup drill (backups.spec.ts, on the same stack) needs unspent; both run alone, the drill first.
test.describe('two API processes behind nginx', { tag: '@site-wide' }, () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP only: once is enough');

  test('health answers name two different instances', async ({ request }) => {
    const instances = new Set<string>();
    for (let i = 0; i < 10; i += 1) {
      const res = await request.get(`${replicasURL}/api/api/health`);
      expect(res.status()).toBe(200);
      instances.add((await res.json()).instance);
    }
    expect(instances.size).toBe(2);
  });

  test('ten wrong sign-ins with a different X-Forwarded-For each meet the lockout before the tenth', async ({ request }) => {
    const answers: Array<{ status: number; message: string }> = [];
    for (let i = 1; i <= 10; i += 1) {
      const res = await request.post(`${replicasURL}/api/api/admin-login`, {
        headers: { 'X-Forwarded-For': `198.51.100.${i}`, 'X-Real-IP': `198.51.100.${i}` },
        data: { username: 'forwarded-for-admin', password: 'wrong-password' },
      });
      answers.push({ status: res.status(), message: (await res.json()).message });
    }
    const firstRefusal = answers.findIndex((answer) => answer.status === 429);
    expect(firstRefusal).toBeGreaterThanOrEqual(0);
    expect(firstRefusal).toBeLessThan(9);
    expect(answers.slice(0, firstRefusal).every((answer) => answer.status === 401)).toBe(true);
    // The proxy named in TRUSTED_PROXY_CIDRS (replicasProxy) is elsewhere, so this machine's header was not believed.
    expect(answers[firstRefusal].message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
  });

  test('of 30 parallel wrong sign-ins for one username, at most 5 are answered as a wrong password', async ({ request }) => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        request.post(`${replicasURL}/api/api/admin-login`, { data: { username: 'parallel-admin', password: 'wrong-password' } }),
      ),
    );
    const statuses = answers.map((res) => res.status());
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  test('30 newsletter sign-ups in a row from one visitor: at most 20 accepted, the rest refused in words', async ({ request }) => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await request.post(`${replicasURL}/api/api/enquiries/newsletter`, {
        data: { email: `reader-${Date.now()}-${i}@example.in`, startedAt: Date.now() - 10_000 },
      });
      statuses.push(res.status());
      if (res.status() === 429) expect((await res.json()).message).toBe('Too many requests. Please try again in a few minutes.');
    }
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(20);
    expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  test('40 plain forms at once from one visitor (a page before its scripts): every refusal is a page in words, nginx’s too', async ({ request }) => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        request.post(`${replicasURL}/api/api/enquiries/newsletter`, {
          form: { email: `plain-${Date.now()}-${i}@example.in`, website: '' },
          maxRedirects: 0,
        }),
      ),
    );
    const refused = answers.filter((res) => res.status() !== 303);
    expect(refused.length).toBeGreaterThan(0);
    const pages = await Promise.all(refused.map(async (res) => ({ status: res.status(), type: res.headers()['content-type'], text: await res.text() })));
    for (const page of pages) {
      expect(page.status).toBe(429);
      expect(page.type).toMatch(/^text\/html/);
      expect(page.text).toContain('Too many requests. Please try again in a few minutes.');
    }
    // More at once than nginx's burst: some were refused by nginx itself, before the API.
    expect(pages.some((page) => page.text.includes('<title>Please try again in a few minutes</title>'))).toBe(true);
  });

  test('a 1 MB JSON body to an enquiry is refused by nginx with a JSON 413', async ({ request }) => {
    const res = await request.post(`${replicasURL}/api/api/enquiries/contact`, {
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ name: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.status()).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: 'The request is too large.' });
  });

  test('a session made through one process is valid on the other, and signing out on one ends it on both', async ({ request }) => {
    const login = await request.post(`${replicaApiURLs[0]}/api/api/admin-login`, { data: e2eAdmin });
    expect(login.status()).toBe(200);
    const cookie = login.headers()['set-cookie'].split(';')[0];
    for (const api of replicaApiURLs) {
      expect((await request.get(`${api}/api/api/admin/profile`, { headers: { Cookie: cookie } })).status()).toBe(200);
    }
    expect((await request.post(`${replicaApiURLs[1]}/api/api/admin-logout`, { headers: { Cookie: cookie } })).status()).toBe(200);
    for (const api of replicaApiURLs) {
      expect((await request.get(`${api}/api/api/admin/profile`, { headers: { Cookie: cookie } })).status()).toBe(401);
    }
  });

  test('100 enquiries sent at once to both processes are each delivered once', async ({ request }) => {
    const run = `Replica ${Date.now()}`;
    const names = Array.from({ length: 100 }, (_, i) => `${run} ${i}`);
    // Each passes the bot check, as a person's browser would (challenges from either process).
    const botChecks = await Promise.all(names.map((_, i) => solvedBotCheck(request, replicaApiURLs[(i + 1) % 2])));
    const answers = await Promise.all(
      names.map((name, i) =>
        // Each from its own address (the processes believe X-Forwarded-For from nginx's loopback).
        request.post(`${replicaApiURLs[i % 2]}/api/api/enquiries/callback`, {
          headers: { 'X-Forwarded-For': `10.20.${Math.floor(i / 200)}.${(i % 200) + 1}` },
          data: { name, phone: '9876543210', startedAt: Date.now() - 10_000, botCheck: botChecks[i] },
        }),
      ),
    );
    expect(answers.map((res) => res.status())).toEqual(names.map(() => 201));

    const deliveredNames = async () => {
      const received = (await (await request.get(`${forwarderURL}/received`)).json()) as Array<{ fields: Record<string, string> }>;
      return received.map((entry) => entry.fields.Name).filter((name) => name?.startsWith(run));
    };
    await expect.poll(async () => (await deliveredNames()).length, { timeout: 30_000 }).toBe(100);
    await new Promise((done) => setTimeout(done, 2_000));
    const delivered = await deliveredNames();
    expect(delivered).toHaveLength(100);
    expect(new Set(delivered)).toEqual(new Set(names));
  });
});
