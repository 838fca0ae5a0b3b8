import { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 that keeps every mail it accepts, parsed. It can be stopped and
 * started again on the same port, as a relay that goes down and comes back.
 */
export class TestSmtp {
  readonly mails: ParsedMail[] = [];
  private server?: SMTPServer;

  private constructor(private port: number) {}

  static async start(): Promise<TestSmtp> {
    const smtp = new TestSmtp(0);
    await smtp.resume();
    return smtp;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Starts accepting again (on the port it had). */
  async resume(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, done) => {
        simpleParser(stream).then(
          (mail) => {
            this.mails.push(mail);
            done();
          },
          (error: Error) => done(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops accepting: connections are refused until resume(). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The first mail to `to` whose subject matches, waiting for it up to `timeoutMs`. */
  async waitFor(to: string, subject: RegExp, timeoutMs = 10_000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.mails.find((entry) => entry.to && [entry.to].flat().some((address) => address.text.includes(to)) && subject.test(entry.subject ?? ''));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async close(): Promise<void> {
    await this.stop();
  }
}
