import { Injectable, OnApplicationShutdown, ServiceUnavailableException } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Env } from '../config/env';

interface Answer {
  id?: number;
  ready?: boolean;
  result?: unknown;
  error?: string;
}

/** An item read from the admin's input, or one message per wrong field. */
export type ParsedItem = { item: unknown; problems?: undefined } | { item?: undefined; problems: Record<string, string> };

/**
 * The site build as the API uses it: a worker thread running frontend/scripts/site-worker.mjs,
 * which loads the server bundle the pages are made with. Started on first use; its answers are
 * the built-in content and the site's own rules for what the admin sends.
 */
@Injectable()
export class SiteBuildService implements OnApplicationShutdown {
  private worker?: Promise<Worker>;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  constructor(private readonly env: Env) {}

  builtIn(kind: string): Promise<unknown> {
    return this.ask({ op: 'builtIn', kind });
  }

  /** `key` names the item of a keyed kind being changed; a new item is parsed without one. */
  parse(kind: string, value: unknown, key?: string): Promise<ParsedItem> {
    return this.ask({ op: 'parse', kind, value, key }) as Promise<ParsedItem>;
  }

  async onApplicationShutdown() {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await (await worker.catch(() => undefined))?.terminate();
  }

  private async ask(question: Record<string, unknown>): Promise<unknown> {
    const worker = await this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ ...question, id });
    });
  }

  private start(): Promise<Worker> {
    if (this.worker) return this.worker;
    const dir = this.env.SITE_BUILD_DIR;
    if (!existsSync(join(dir, 'dist-ssr', 'entry-server.js'))) {
      return Promise.reject(new ServiceUnavailableException('The site is not built yet, so its content cannot be edited. Run `make build`.'));
    }
    this.worker = new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(join(dir, 'scripts', 'site-worker.mjs'), { workerData: { frontendDir: dir } });
      worker.unref();
      worker.on('message', (answer: Answer) => {
        if (answer.ready) return resolve(worker);
        const waiting = answer.id === undefined ? undefined : this.pending.get(answer.id);
        if (!waiting) return;
        this.pending.delete(answer.id!);
        if (answer.error !== undefined) waiting.reject(new Error(answer.error));
        else waiting.resolve(answer.result);
      });
      // A worker that fails or stops is started again by the next question.
      worker.on('error', (error) => {
        this.worker = undefined;
        reject(error);
        this.failAll(error);
      });
      worker.on('exit', () => {
        this.worker = undefined;
        reject(new Error('The site worker stopped'));
        this.failAll(new Error('The site worker stopped'));
      });
    });
    return this.worker;
  }

  private failAll(error: Error) {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
