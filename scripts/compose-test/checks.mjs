// The clinic's site as the production compose stack serves it, checked from outside over HTTP or
// HTTPS, one named step at a time (run.sh calls them between its Docker actions):
//
//   node scripts/compose-test/checks.mjs <step> [args]
//
// BASE_URL is the site's address (no trailing slash), ADMIN_USERNAME and ADMIN_PASSWORD the
// admin's sign-in, STATE_FILE a JSON file where a step keeps what later steps check (the article
// added, the content changed). Each step prints a line per thing it proved and exits 1 with the
// reason when one fails. Published pages appear after a few seconds, so those checks poll.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { brotliDecompressSync, deflateSync, gunzipSync } from 'node:zlib';
import { siteHeaders } from '../nginx-config.mjs';

const env = (name) => process.env[name] || fail(`Set ${name}`);
const BASE_URL = env('BASE_URL');
const STATE_FILE = env('STATE_FILE');
const API = `${BASE_URL}/api/api`;
/** A heading of the home page (frontend/src/content/home.ts). */
const HOME_HEADING = '>Our Service<';

function fail(message) {
  console.error(`✗ ${message}`);
  process.exit(1);
}
const ok = (message) => console.log(`✓ ${message}`);
const check = (condition, message) => condition || fail(message);
/** An error in words, with the cause fetch hides behind 'fetch failed' (e.g. ECONNREFUSED). */
const reasonOf = (error) => (error.cause ? `${error.message}: ${error.cause.message ?? error.cause.code}` : error.message);

const readState = () => (existsSync(STATE_FILE) ? JSON.parse(readFileSync(STATE_FILE, 'utf8')) : {});
const saveState = (patch) => writeFileSync(STATE_FILE, JSON.stringify({ ...readState(), ...patch }, null, 2));
function saved(...keys) {
  const state = readState();
  const missing = keys.filter((key) => state[key] === undefined);
  if (missing.length > 0) fail(`${STATE_FILE} has no ${missing.join(', ')}: run the step that saves it first`);
  return state;
}

/**
 * How long one request may take: make test runs this beside the other parts with a small share of
 * the processors, where a sign-in (argon2) took more than 10 s.
 */
const REQUEST_TIMEOUT_MS = 60_000;

/** fetch with a timeout, so a hung request is one failed attempt rather than a hung step. */
const get = (url, init = {}) => fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), ...init });

async function json(response) {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${response.url} answered ${response.status} with no JSON: ${text.slice(0, 200)}`);
  }
}

/** A GET with exactly these headers and the body as sent (fetch adds its own Accept-Encoding and decodes). */
function raw(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = BASE_URL.startsWith('https:') ? httpsRequest : httpRequest;
    const req = request(`${BASE_URL}${path}`, { headers, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${path} timed out`)));
    req.on('error', reject).end();
  });
}

/** Tries `attempt` until it returns a value instead of throwing, or `seconds` pass; fails with its last reason. */
async function poll(what, seconds, attempt) {
  const started = Date.now();
  let reason = 'no answer yet';
  while (Date.now() - started < seconds * 1000) {
    try {
      return { value: await attempt(), seconds: (Date.now() - started) / 1000 };
    } catch (error) {
      reason = reasonOf(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 750));
  }
  fail(`${what} within ${seconds} s (last: ${reason})`);
}

/** Raw HTML of a page, as a visitor without JavaScript gets it. */
async function page(path) {
  const response = await get(`${BASE_URL}${path}`);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

async function signIn() {
  const response = await get(`${API}/admin-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: env('ADMIN_USERNAME'), password: env('ADMIN_PASSWORD') }),
  });
  const body = await json(response);
  if (response.status !== 200 || !body.success) fail(`sign-in answered ${response.status}: ${body.message}`);
  const [session, ...others] = response.headers.getSetCookie();
  if (!session || others.length) fail(`sign-in set ${others.length + (session ? 1 : 0)} cookies, not the one session cookie`);
  // Production's cookie: the __Host- prefix, always Secure, on the whole site, no Domain.
  const [pair, ...attributes] = session.split(/;\s*/);
  const has = (attribute) => attributes.some((item) => item.toLowerCase() === attribute.toLowerCase());
  if (!pair.startsWith('__Host-clinic_session=') || !['Secure', 'HttpOnly', 'Path=/', 'SameSite=Strict'].every(has) || attributes.some((item) => /^domain=/i.test(item))) {
    fail(`the session cookie is not __Host-, Secure, HttpOnly, Path=/, SameSite=Strict without Domain: ${session.replace(/=[^;]+/, '=…')}`);
  }
  ok(`signed in as ${env('ADMIN_USERNAME')}; the cookie is __Host-clinic_session, Secure, HttpOnly, Path=/, SameSite=Strict`);
  return pair;
}

/** A real 64×64 RGB PNG (a colour gradient with this much blue), built byte by byte. */
function png(blue, size = 64) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    for (let k = 0; k < 8; k++) n = n & 1 ? 0xedb88320 ^ (n >>> 1) : n >>> 1;
    return n >>> 0;
  });
  const crc = (bytes) => (bytes.reduce((c, byte) => crcTable[(c ^ byte) & 0xff] ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3); // filter byte 0, then the pixels
    for (let x = 0; x < size; x++) rows.set([x * 4, y * 4, blue], row + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

async function listedSlugs() {
  const response = await get(`${API}/news`);
  const body = await json(response);
  if (response.status !== 200 || !Array.isArray(body.items)) throw new Error(`/api/api/news answered ${response.status}`);
  return body.items.map((item) => item.slug);
}

async function articleShown({ slug, title, images }) {
  // Until its page is written (a moment after a restore), the article's shell answers, with the
  // title and the card image in its head: the page is the one with every image too.
  const { seconds } = await poll(`/news/${slug} to show "${title}" and its ${images.length} images`, 60, async () => {
    const html = await page(`/news/${slug}`);
    if (!html.includes(title)) throw new Error('the title is not on the page');
    const missing = images.filter((image) => !html.includes(image));
    if (missing.length > 0) throw new Error(`${missing.join(', ')} not on the page`);
    return html;
  });
  ok(`/news/${slug} shows its title and images in the raw HTML (${seconds.toFixed(1)} s)`);
  for (const image of images) {
    const response = await get(`${BASE_URL}${image}`);
    const type = response.headers.get('content-type') ?? '';
    await response.arrayBuffer();
    if (response.status !== 200 || !type.startsWith('image/')) fail(`${image} answered ${response.status} ${type}`);
    ok(`${image} is on the page and answers 200 ${type}`);
  }
}

/** A public form's request as the site's script sends it (filled in 10 s). */
function sendForm(form, data) {
  return get(`${API}/enquiries/${form}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ startedAt: Date.now() - 10_000, ...data }),
  });
}

async function health() {
  const response = await get(`${API}/health`);
  return { status: response.status, body: await json(response) };
}

const steps = {
  /**
   * `make reset-password` gave the owner a one-time password (the argument): it signs in, every
   * other call waits for a new password, the audit log has the reset, and the owner's own password
   * is set again (so the later steps sign in as before).
   */
  async 'one-time-sign-in'(oneTime) {
    check(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/.test(oneTime ?? ''), `make reset-password printed no one-time password (${oneTime})`);
    const response = await get(`${API}/admin-login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: env('ADMIN_USERNAME'), password: oneTime }),
    });
    check(response.status === 200, `signing in with the one-time password answered ${response.status}`);
    let cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const profile = await json(await get(`${API}/admin/profile`, { headers: { Cookie: cookie } }));
    check(profile.mustChangePassword === true, 'the profile does not ask for a new password');
    const blocked = await get(`${API}/admin/audit`, { headers: { Cookie: cookie } });
    check(blocked.status === 403, `the audit log answered ${blocked.status} before the new password`);
    const changed = await get(`${API}/admin/change-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ currentPassword: oneTime, newPassword: env('ADMIN_PASSWORD') }),
    });
    check(changed.status === 200, `changing the one-time password answered ${changed.status}`);
    cookie = changed.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const audit = await json(await get(`${API}/admin/audit?action=password.reset`, { headers: { Cookie: cookie } }));
    check(audit.items?.some((entry) => entry.actor === 'operator' && entry.target === env('ADMIN_USERNAME')), 'the audit log has no password.reset by the operator');
    ok(`make reset-password: ${env('ADMIN_USERNAME')} signed in with the one-time password, had to choose a new one, and the audit log shows the reset`);
  },

  async serve() {
    const home = await get(`${BASE_URL}/`);
    const html = await home.text();
    check(home.status === 200, `/ answered ${home.status}`);
    check(/^text\/html/.test(home.headers.get('content-type') ?? ''), '/ is not text/html');
    check(html.includes(HOME_HEADING), `/ does not contain ${HOME_HEADING}`);
    ok(`/ answers 200 text/html with the home page (${HOME_HEADING})`);

    const { status, body } = await health();
    check(status === 200 && body.success === true, `/api/api/health answered ${status}: ${body.message}`);
    check(body.instance, '/api/api/health names no instance');
    ok(`/api/api/health answers 200, instance ${body.instance}`);

    const br = await raw('/', { 'Accept-Encoding': 'br' });
    check(br.headers['content-encoding'] === 'br', '/ is not sent with brotli when asked');
    check(brotliDecompressSync(br.body).toString().includes(HOME_HEADING), '/ in brotli does not decode to the home page');
    ok('/ answers with brotli');
    const gzip = await raw('/', { 'Accept-Encoding': 'gzip' });
    check(gzip.headers['content-encoding'] === 'gzip', '/ is not sent with gzip when asked');
    check(gunzipSync(gzip.body).toString().includes(HOME_HEADING), '/ in gzip does not decode to the home page');
    ok('/ answers with gzip');

    const expected = siteHeaders();
    const plain = await raw('/');
    for (const [name, value] of Object.entries({ ...expected.security, ...expected.page })) {
      check(plain.headers[name.toLowerCase()] === value, `/ sends ${name}: ${plain.headers[name.toLowerCase()]} (nginx/ declares ${value})`);
    }
    ok(`/ sends the ${Object.keys({ ...expected.security, ...expected.page }).length} security and page headers nginx/ declares`);
    check(!/\d/.test(plain.headers.server ?? ''), `the Server header shows a version: ${plain.headers.server}`);
    ok(`no version in the Server header (${plain.headers.server ?? 'none'})`);

    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    check(asset, 'the home page references no /assets/*.js');
    const script = await raw(asset, { 'Accept-Encoding': 'br' });
    check(script.status === 200, `${asset} answered ${script.status}`);
    const cacheControl = script.headers['cache-control'] ?? '';
    check(cacheControl === expected.assetsCacheControl && cacheControl.includes('immutable'), `${asset} has Cache-Control ${cacheControl}`);
    check(script.headers['content-encoding'] === 'br', `${asset} is not sent with brotli when asked`);
    ok(`${asset} answers with brotli and Cache-Control: ${cacheControl}`);
  },

  async 'add-article'() {
    const cookie = await signIn();
    const title = `Compose check ${Date.now()}`;
    const form = new FormData();
    form.set('title', title);
    form.set('excerpt', 'Checked end to end on the production stack.');
    form.set('heroIntro', 'An article the compose test adds.');
    form.set('contentIntro', 'It proves an article and its images reach the published pages.');
    form.set('paragraphs', JSON.stringify(['The first paragraph.', 'The second paragraph.']));
    form.set('tags', JSON.stringify(['Compose']));
    form.set('popular', JSON.stringify([]));
    form.set('cardImage', new Blob([png(160)], { type: 'image/png' }), 'card.png');
    form.set('contentImage', new Blob([png(40)], { type: 'image/png' }), 'content.png');
    const response = await get(`${API}/news`, { method: 'POST', headers: { Cookie: cookie }, body: form });
    const body = await json(response);
    if (response.status !== 201 || !body.success) fail(`adding the article answered ${response.status}: ${body.message}`);
    const { slug, cardImage, content } = body.item;
    const images = [cardImage, content.image].filter(Boolean);
    if (new Set(images).size !== 2) fail(`the saved article has ${new Set(images).size} of its 2 images`);
    saveState({ slug, title, images });
    ok(`added "${title}" as ${slug} with its card and content images`);

    await articleShown({ slug, title, images });
    const { seconds } = await poll(`/api/api/news to list ${slug}`, 60, async () => {
      if (!(await listedSlugs()).includes(slug)) throw new Error('not listed');
      return true;
    });
    ok(`/api/api/news lists ${slug} (${seconds.toFixed(1)} s)`);
  },

  /** The backup drill's patients: a callback request and a newsletter sign-up through the public forms. */
  async 'add-enquiry'() {
    const stamp = Date.now().toString(36);
    const enquiryName = `Drill Patient ${stamp}`;
    const subscriberEmail = `drill-${stamp}@example.in`;
    for (const [form, data] of [['callback', { name: enquiryName, phone: '9822012345' }], ['newsletter', { email: subscriberEmail }]]) {
      const response = await sendForm(form, data);
      const body = await json(response);
      if (response.status !== 201 || !body.success) fail(`the ${form} form answered ${response.status}: ${body.message}`);
    }
    saveState({ enquiryName, subscriberEmail });
    ok(`a callback request from "${enquiryName}" and a newsletter sign-up of ${subscriberEmail} through the public forms`);
  },

  /**
   * Run while `make restore` starts: a patient's callback request, sent again until one lands
   * while the restore runs, is answered 503 in words (the fence), never accepted and then lost.
   */
  async 'write-refused-during-restore'() {
    const { value, seconds } = await poll('a callback request to be answered 503 during the restore', 90, async () => {
      const response = await sendForm('callback', { name: 'During The Restore', phone: '9822055557' });
      const body = await json(response);
      if (response.status !== 503) throw new Error(`${response.status} ${body.message ?? ''}`);
      return { body, retryAfter: response.headers.get('retry-after') };
    });
    check(/being restored from a backup/.test(value.body.message ?? ''), `the 503 does not say a restore runs: ${JSON.stringify(value.body)}`);
    ok(`a callback request sent during the restore is answered 503 after ${seconds.toFixed(1)} s: "${value.body.message}" (Retry-After: ${value.retryAfter})`);
  },

  /**
   * `same-clinic BEFORE.json AFTER.json`, each what backup-manifest.mjs printed of a backup: every
   * table has the rows it had and every image its hash. The audit log alone grows (a restore keeps
   * the entries written since the backup, and adds back those of the backup).
   */
  async 'same-clinic'(beforeFile, afterFile) {
    if (!beforeFile || !afterFile) fail('Usage: checks.mjs same-clinic <before.json> <after.json>');
    const [before, after] = [beforeFile, afterFile].map((file) => JSON.parse(readFileSync(file, 'utf8')));
    const differences = [];
    for (const table of new Set([...Object.keys(before.tables), ...Object.keys(after.tables)])) {
      const [was, is] = [before.tables[table], after.tables[table]];
      if (table === 'audit_log' ? !(is >= was) : was !== is) differences.push(`${table}: ${was} rows before, ${is} after`);
    }
    for (const key of new Set([...Object.keys(before.objects), ...Object.keys(after.objects)])) {
      if (before.objects[key] !== after.objects[key]) differences.push(`image ${key}: ${before.objects[key] ?? 'absent'} before, ${after.objects[key] ?? 'absent'} after`);
    }
    if (differences.length > 0) fail(`the restored clinic differs from the backup: ${differences.join('; ')}`);
    const rows = Object.entries(before.tables).filter(([table]) => table !== 'audit_log').reduce((sum, [, count]) => sum + count, 0);
    ok(
      `the restored clinic is the backed-up one: ${Object.keys(before.tables).length - 1} tables with the same rows (${rows} in all), ` +
        `${Object.keys(before.objects).length} images with the same sha256; the audit log kept (${before.tables.audit_log} → ${after.tables.audit_log} entries)`,
    );
  },

  async 'article-present'() {
    await articleShown(saved('slug', 'title', 'images'));
  },

  async 'article-absent'() {
    const { slug, title } = saved('slug', 'title');
    if ((await listedSlugs()).includes(slug)) fail(`/api/api/news still lists ${slug}`);
    ok(`/api/api/news does not list ${slug}`);
    const response = await get(`${BASE_URL}/news/${slug}`);
    if ((await response.text()).includes(title)) fail(`/news/${slug} still shows "${title}"`);
    ok(`/news/${slug} does not show it (${response.status})`);
  },

  async 'change-content'() {
    const cookie = await signIn();
    const read = await get(`${API}/admin/content/clinic`, { headers: { Cookie: cookie } });
    const { item, version, message } = await json(read);
    if (read.status !== 200) fail(`reading the clinic's facts answered ${read.status}: ${message}`);
    let phone;
    do phone = `+91 98220 ${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;
    while (phone === item.phone);
    const write = await get(`${API}/admin/content/clinic`, {
      method: 'PUT',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...item, phone, version }),
    });
    const answer = await json(write);
    if (write.status !== 200 || answer.item?.phone !== phone) fail(`saving the clinic's phone answered ${write.status}: ${answer.message}`);
    saveState({ contentPage: '/contact', contentValue: phone, contentTel: `tel:${phone.replace(/[^\d+]/g, '')}` });
    ok(`changed the clinic's phone from ${item.phone} to ${phone} (version ${answer.version})`);
    await contentShown();
  },

  async 'content-present'() {
    await contentShown();
  },

  /** `health-down database` or `health-down objectStore`: the API itself says that one is down. */
  async 'health-down'(part = 'database') {
    if (!['database', 'objectStore'].includes(part)) fail('Usage: checks.mjs health-down <database|objectStore>');
    const { value } = await poll('/api/api/health to answer 503', 60, async () => {
      const { status, body } = await health();
      if (status !== 503) throw new Error(`${status}`);
      return body;
    });
    check(value.success === false && /[a-z]{3,}/i.test(value.message ?? ''), `the 503 has no message in words: ${JSON.stringify(value)}`);
    check(value[part] === 'down', `the API does not say the ${part} is down: ${JSON.stringify(value)}`);
    ok(`/api/api/health answers 503: "${value.message}"`);
  },

  async 'health-up'() {
    const { value, seconds } = await poll('/api/api/health to answer 200 again', 120, async () => {
      const { status, body } = await health();
      if (status !== 200 || !body.success) throw new Error(`${status} ${body.message ?? ''}`);
      return body;
    });
    ok(`/api/api/health answers 200 again after ${seconds.toFixed(1)} s (instance ${value.instance})`);
    const news = await get(`${API}/news`);
    await news.arrayBuffer();
    check(news.status === 200, `/api/api/news answered ${news.status}`);
    ok('/api/api/news answers 200');
  },

  async replicas(wanted) {
    const needed = Number(wanted);
    if (!Number.isInteger(needed) || needed < 1) fail('Usage: checks.mjs replicas <N>');
    const instances = new Set();
    for (let i = 0; i < 60 && instances.size < needed; i++) {
      const { status, body } = await health();
      if (status === 200 && body.instance) instances.add(body.instance);
    }
    if (instances.size < needed) fail(`only ${instances.size} API instance(s) answered in 60 requests, not ${needed}: ${[...instances].join(', ')}`);
    ok(`${instances.size} API instance(s) answer behind nginx: ${[...instances].join(', ')}`);
  },
};

/** The changed phone number, shown and linked in the raw HTML of its page. */
async function contentShown() {
  const { contentPage, contentValue, contentTel } = saved('contentPage', 'contentValue', 'contentTel');
  const { seconds } = await poll(`${contentPage} to show ${contentValue}`, 60, async () => {
    const html = await page(contentPage);
    if (!html.includes(`>${contentValue}<`)) throw new Error(`${contentValue} is not shown`);
    if (!html.includes(`"${contentTel}"`)) throw new Error(`no ${contentTel} link`);
    return true;
  });
  ok(`${contentPage} shows ${contentValue} with its ${contentTel} link in the raw HTML after ${seconds.toFixed(1)} s`);
}

const [name, ...args] = process.argv.slice(2);
if (!Object.hasOwn(steps, name ?? '')) fail(`Usage: checks.mjs <${Object.keys(steps).join('|')}> [args]`);
try {
  await steps[name](...args);
} catch (error) {
  fail(`${name}: ${reasonOf(error)}`);
}
