import { createServer, IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST the fake form-forwarding service received. */
export interface ForwardedRequest {
  /** Multipart fields in the order they were sent (names may repeat). */
  fields: Array<[string, string]>;
  headers: IncomingHttpHeaders;
  /** The status it answered. */
  status: number;
  /** The caller had hung up (e.g. timed out) before the answer was ready. */
  callerGone: boolean;
  receivedAt: number;
}

/**
 * A stand-in for the third-party form-forwarding service: a real HTTP server on a free port that
 * parses multipart bodies (with the platform's own FormData parser), records every request, and
 * can be told to fail the next N requests or to answer slowly.
 */
export class FakeForwarder {
  readonly requests: ForwardedRequest[] = [];
  private failuresLeft = 0;
  private failureStatus = 500;
  private delayMs = 0;
  private readonly server: Server;
  private readonly sockets = new Set<import('node:net').Socket>();
  url = '';

  private constructor() {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  static async start(): Promise<FakeForwarder> {
    const forwarder = new FakeForwarder();
    await new Promise<void>((resolve) => forwarder.server.listen(0, '127.0.0.1', resolve));
    const { port } = forwarder.server.address() as AddressInfo;
    forwarder.url = `http://127.0.0.1:${port}/forward`;
    return forwarder;
  }

  /** The requests it answered with a 2xx: what reached the clinic's mailbox. */
  get delivered(): ForwardedRequest[] {
    return this.requests.filter((request) => request.status >= 200 && request.status < 300 && !request.callerGone);
  }

  failNext(count: number, status = 500) {
    this.failuresLeft = count;
    this.failureStatus = status;
  }

  answerAfter(ms: number) {
    this.delayMs = ms;
  }

  /** Resolves once `count` requests were delivered; rejects after `timeoutMs`. */
  async waitForDeliveries(count: number, timeoutMs = 10_000): Promise<ForwardedRequest[]> {
    const progress = () => `${this.delivered.length}/${count} deliveries`;
    await this.waitUntil(() => this.delivered.length >= count, timeoutMs, progress);
    return this.delivered;
  }

  async waitForRequests(count: number, timeoutMs = 10_000): Promise<ForwardedRequest[]> {
    const progress = () => `${this.requests.length}/${count} requests`;
    await this.waitUntil(() => this.requests.length >= count, timeoutMs, progress);
    return this.requests;
  }

  async close() {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async waitUntil(done: () => boolean, timeoutMs: number, progress: () => string) {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`Fake forwarder: timed out with ${progress()}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const fields: Array<[string, string]> = [];
    try {
      const form = await new Response(body, { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
      for (const [name, value] of form.entries()) {
        fields.push([name, typeof value === 'string' ? value : `[file ${value.name}]`]);
      }
    } catch {
      // Not multipart: recorded with no fields, so a test sees it.
    }
    let status = 200;
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      status = this.failureStatus;
    }
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const callerGone = res.destroyed || req.socket.destroyed;
    this.requests.push({ fields, headers: req.headers, status, callerGone, receivedAt: Date.now() });
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: status < 300 ? 'true' : 'false' }));
  }
}
