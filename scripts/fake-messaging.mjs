// A stand-in for WhatsApp's Cloud API and MSG91's SMS Flow API, for `make start` and the browser
// tests: it answers as they do, records every message, fails on demand, and plays the patient's
// side by sending the clinic's webhook the calls Meta would, signed with the app secret.
//
//   node scripts/fake-messaging.mjs            (FAKE_MESSAGING_PORT, default 9300)
//   POST /v21.0/{phone-number-id}/messages     a template message → {messages: [{id: 'wamid…'}]}
//   POST /api/v5/flow/                         an SMS → {type: 'success'}
//   GET  /received                             [{ at, kind: 'whatsapp'|'sms', id, to, template, variables, buttons, body }]
//   POST /fail?kind=whatsapp|sms&how=refuse|down   fail every message of that kind from now (how=ok: stop)
//   POST /reply {to, button}                   the patient taps a button ('Cancel', 'Another time', 'Accept')
//                                              of the last message to that number: a signed webhook is sent;
//                                              answers {status, body, signature} so a test can replay it
//   POST /status {id, status}                  WhatsApp reports a message delivered, read or failed
//   POST /reset                                forget everything
// The webhook goes to FAKE_WEBHOOK_URL (default http://127.0.0.1:8080/api/api/whatsapp/webhook),
// signed with FAKE_APP_SECRET (the API's WHATSAPP_APP_SECRET; default the one README's example uses).
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';

const port = Number(process.env.FAKE_MESSAGING_PORT ?? 9300);
const webhookUrl = process.env.FAKE_WEBHOOK_URL ?? 'http://127.0.0.1:8080/api/api/whatsapp/webhook';
const appSecret = process.env.FAKE_APP_SECRET ?? 'local-app-secret';
const received = [];
const failing = { whatsapp: 'ok', sms: 'ok' };
let counter = 0;

/** The words on each quick-reply button, as the clinic's templates carry them. */
const BUTTON_ACTIONS = { Cancel: 'cancel', 'Another time': 'another-time', Accept: 'accept' };

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const json = (res, status, body) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

const parse = (text) => {
  try {
    return JSON.parse(text || '{}');
  } catch {
    return {};
  }
};

/** Sends the clinic's webhook one change, signed as Meta signs it (HMAC-SHA256 of the exact bytes). */
async function webhook(value) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '102290129340398', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '919822000000', phone_number_id: '106540352242922' }, ...value } }] }],
  });
  const signature = `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
  const res = await fetch(webhookUrl, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature }, body });
  return { status: res.status, answer: await res.json().catch(() => null), body, signature };
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url, 'http://localhost');
  try {
    const text = await readBody(req);
    if (req.method === 'GET' && url.pathname === '/received') return json(res, 200, received);
    if (req.method === 'POST' && url.pathname === '/reset') {
      received.length = 0;
      failing.whatsapp = failing.sms = 'ok';
      return json(res, 200, { success: true });
    }
    if (req.method === 'POST' && url.pathname === '/fail') {
      const kind = url.searchParams.get('kind') === 'sms' ? 'sms' : 'whatsapp';
      failing[kind] = ['refuse', 'down'].includes(url.searchParams.get('how')) ? url.searchParams.get('how') : 'ok';
      return json(res, 200, { success: true, failing });
    }
    if (req.method === 'POST' && /^\/v\d+\.\d+\/\d+\/messages$/.test(url.pathname)) {
      const body = parse(text);
      if (failing.whatsapp === 'down') return json(res, 503, { error: { message: 'Service temporarily unavailable', type: 'OAuthException', code: 2 } });
      if (failing.whatsapp === 'refuse') return json(res, 400, { error: { message: '(#131026) Message undeliverable', type: 'OAuthException', code: 131026 } });
      const id = `wamid.FAKE${++counter}`;
      const components = body.template?.components ?? [];
      received.push({
        at: new Date().toISOString(),
        kind: 'whatsapp',
        id,
        to: body.to,
        template: body.template?.name,
        variables: (components.find((part) => part.type === 'body')?.parameters ?? []).map((parameter) => parameter.text),
        buttons: components.filter((part) => part.type === 'button').map((part) => part.parameters?.[0]?.payload),
        body,
      });
      return json(res, 200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id, message_status: 'accepted' }] });
    }
    if (req.method === 'POST' && url.pathname === '/api/v5/flow/') {
      const body = parse(text);
      if (failing.sms === 'down') return json(res, 503, { type: 'error', message: 'Service unavailable' });
      if (failing.sms === 'refuse') return json(res, 400, { type: 'error', message: 'Template not approved' });
      const recipient = body.recipients?.[0] ?? {};
      const variables = Object.keys(recipient)
        .filter((key) => /^VAR\d+$/.test(key))
        .sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)))
        .map((key) => recipient[key]);
      received.push({ at: new Date().toISOString(), kind: 'sms', id: `sms-${++counter}`, to: recipient.mobiles, template: body.template_id, variables, buttons: [], body });
      return json(res, 200, { type: 'success', message: `sms-${counter}` });
    }
    if (req.method === 'POST' && url.pathname === '/reply') {
      const { to, button } = parse(text);
      const action = BUTTON_ACTIONS[button];
      const message = [...received].reverse().find((one) => one.kind === 'whatsapp' && one.to === to && one.buttons.some((payload) => payload?.startsWith(`${action}:`)));
      if (!message) return json(res, 404, { error: `No message to ${to} with a ${button} button` });
      const payload = message.buttons.find((one) => one.startsWith(`${action}:`));
      const sent = await webhook({
        contacts: [{ profile: { name: 'Patient' }, wa_id: to }],
        messages: [{ context: { from: '919822000000', id: message.id }, from: to, id: `wamid.REPLY${++counter}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'button', button: { payload, text: button } }],
      });
      return json(res, 200, sent);
    }
    if (req.method === 'POST' && url.pathname === '/status') {
      const { id, status } = parse(text);
      const message = received.find((one) => one.id === id);
      const errors = status === 'failed' ? [{ code: 131026, title: 'Message undeliverable' }] : undefined;
      const sent = await webhook({ statuses: [{ id, status, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: message?.to, ...(errors ? { errors } : {}) }] });
      return json(res, 200, sent);
    }
    json(res, 404, { error: 'Unknown path' });
  } catch (error) {
    json(res, 500, { error: String(error) });
  }
});

server.listen(port, '127.0.0.1', () => console.log(`[fake messaging] WhatsApp Cloud API and MSG91 stand-in on http://127.0.0.1:${server.address().port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
