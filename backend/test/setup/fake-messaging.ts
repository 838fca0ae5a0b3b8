import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the fake received. */
export interface ReceivedCall {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/** How the fake answers: as the real service does, refused for good, or failing for now. */
export type FakeMode = 'ok' | 'refuse' | 'down';

/**
 * Stands in for WhatsApp's Cloud API (POST /{version}/{phone-number-id}/messages) and MSG91's Flow
 * API (POST /api/v5/flow/), answering as they do: records every call, fails on demand, and sends
 * webhooks signed the way Meta signs them.
 */
export class FakeMessaging {
  readonly whatsApp: ReceivedCall[] = [];
  readonly sms: ReceivedCall[] = [];
  whatsAppMode: FakeMode = 'ok';
  smsMode: FakeMode = 'ok';
  private counter = 0;

  private constructor(private readonly server: Server) {}

  static async start(): Promise<FakeMessaging> {
    const calls: { fake?: FakeMessaging } = {};
    const server = createServer((req, res) => void calls.fake!.handle(req, res));
    const fake = new FakeMessaging(server);
    calls.fake = fake;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close() {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Waits until `count` WhatsApp (or SMS) calls have arrived. */
  async waitFor(kind: 'whatsApp' | 'sms', count: number, timeoutMs = 10_000): Promise<ReceivedCall[]> {
    const deadline = Date.now() + timeoutMs;
    while (this[kind].length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} ${kind} calls, got ${this[kind].length}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return this[kind];
  }

  /** The id the fake gave the message it took as its `index`th WhatsApp call. */
  static messageId(index: number) {
    return `wamid.FAKE${index}`;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
    } catch {
      body = {};
    }
    const path = req.url ?? '';
    const answer = (status: number, json: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
    if (req.method === 'POST' && /^\/v\d+\.\d+\/\d+\/messages$/.test(path)) {
      this.whatsApp.push({ path, headers: req.headers, body });
      if (this.whatsAppMode === 'down') return answer(503, { error: { message: 'Service temporarily unavailable', type: 'OAuthException', code: 2 } });
      if (this.whatsAppMode === 'refuse') return answer(400, { error: { message: '(#131026) Message undeliverable', type: 'OAuthException', code: 131026 } });
      const id = FakeMessaging.messageId(++this.counter);
      return answer(200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id, message_status: 'accepted' }] });
    }
    if (req.method === 'POST' && path === '/api/v5/flow/') {
      this.sms.push({ path, headers: req.headers, body });
      if (this.smsMode === 'down') return answer(503, { type: 'error', message: 'Service unavailable' });
      if (this.smsMode === 'refuse') return answer(400, { type: 'error', message: 'Template not approved' });
      return answer(200, { type: 'success', message: `sms-${this.sms.length}` });
    }
    answer(404, { error: { message: 'Unknown path' } });
  }
}

/** The body of a webhook call as Meta sends it, with these statuses and messages. */
export function webhookBody(value: { statuses?: unknown[]; messages?: unknown[]; contacts?: unknown[] }) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '919822000000', phone_number_id: '106540352242922' }, ...value } }],
      },
    ],
  };
}

/** X-Hub-Signature-256 as Meta computes it over the exact bytes sent. */
export const signatureOf = (raw: string, secret: string) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
