import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { link, mkdir, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { DataSource } from 'typeorm';
import { Env } from '../config/env';
import { ContentService, SINGLE_ITEM_KINDS, UNPUBLISHED_KINDS, type ContentRef, type SingleItemKind } from './content.service';

/** The link in the publish folder to the site being served (relative, so any container reads it). */
export const CURRENT_SITE = 'current';
/** What a published site says about itself, inside its folder (dot files are never served). */
export const PUBLICATION_FILE = '.publication.json';
/** Inside a published site's folder: its brotli files are all at the best quality. */
const COMPRESSED_FILE = '.compressed';
/** How long one publication may take before its worker is stopped. */
const PUBLISH_TIMEOUT_MS = 60_000;
/** How long writing the news pages may take before their worker is stopped. */
const NEWS_PAGES_TIMEOUT_MS = 30_000;

/** What a folder of news pages was written from, inside it (dot files are never served). */
const NEWS_PAGES_SOURCE = '.source.json';

/** Pages written by writeNewsPages: rendered afresh, or copied from the pages before them. */
export interface NewsPagesWritten {
  rendered: number;
  copied: number;
}

/** The worker that writes the news pages, kept loaded with the content it was started with. */
interface NewsPagesWorker {
  /** The build and content it renders with (Publication.key's fingerprint). */
  key: string;
  worker: Worker;
  waiting: Map<number, { resolve: (written: NewsPagesWritten) => void; reject: (error: Error) => void }>;
}

export interface Publication {
  /** Fingerprint of the build and the content it was made from: the same pair is not published twice. */
  key: string;
  publishedAt: string;
  /** Pages, shells and files written. */
  files: number;
  ms: number;
}

/**
 * Publishes the public site with the content the admin edits: every page rendered by the site's
 * own server bundle (frontend/scripts/site-publish.mjs in a fresh worker thread) into a new folder
 * under SITE_PUBLISH_DIR, then switched to atomically (the `current` link is renamed over), so
 * nginx and the API's own site server, which read that folder before the build's pages, never
 * see half a site. Runs after every change of content, and at boot when the build or the content
 * differs from what was published (a new release). One publication at a time across every API
 * process (a Postgres advisory lock); a change made while one runs is published right after it.
 */
@Injectable()
export class SitePublisher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SitePublisher.name);
  private running: Promise<void> = Promise.resolve();
  private queued?: Promise<void>;
  private buildKey?: string;
  private closing = false;
  /** The brotli pass over the site just published, if one runs. */
  private compacting: Promise<void> = Promise.resolve();
  private newsPagesWorker?: NewsPagesWorker;
  private newsPagesRequests = 0;
  private readonly publishedListeners: Array<() => Promise<void>> = [];

  constructor(
    private readonly env: Env,
    private readonly dataSource: DataSource,
    private readonly content: ContentService,
  ) {
    content.onChange((ref) => {
      if (!UNPUBLISHED_KINDS.has(ref.kind)) void this.request();
    });
  }

  onApplicationBootstrap() {
    void this.request();
  }

  async onApplicationShutdown() {
    this.closing = true;
    await this.running;
    await this.compacting;
    await this.newsPagesWorker?.worker.terminate();
  }

  /**
   * Called after each new publication of the site (the news pages show its header, footer and
   * menus too); the publication (request()) is done once they are.
   */
  onPublished(listener: () => Promise<void>) {
    this.publishedListeners.push(listener);
  }

  /** Where the site is published, or undefined when this API does not publish. */
  get folder(): string | undefined {
    return this.env.SITE_PUBLISH_DIR;
  }

  /**
   * Publishes the current content (after the publication under way, if any). Calls made while one
   * waits share it: it reads the content when it starts, so it carries every change made until then.
   */
  request(): Promise<void> {
    if (!this.folder || this.closing) return Promise.resolve();
    this.queued ??= this.running.then(async () => {
      this.queued = undefined;
      try {
        if (await this.publish()) await Promise.all(this.publishedListeners.map((listener) => listener()));
      } catch (error) {
        this.logger.error(`Publishing the site failed; the site shows what was published before: ${(error as Error).stack ?? error}`);
      }
    });
    this.running = this.queued;
    return this.queued;
  }

  /** The publication being served, if any. */
  current(): Publication | undefined {
    const folder = this.folder;
    if (!folder) return undefined;
    try {
      return JSON.parse(readFileSync(join(folder, CURRENT_SITE, PUBLICATION_FILE), 'utf8')) as Publication;
    } catch {
      return undefined;
    }
  }

  /** Publishes the site when the build or the content changed; true when it did. */
  private async publish(): Promise<boolean> {
    const folder = this.folder!;
    return this.whileHoldingPublishLock(async () => {
      const content = await this.publishedContent();
      const key = this.keyOf(content);
      if (this.current()?.key === key) return false;

      await mkdir(folder, { recursive: true });
      // Leftovers of a publication that stopped half-way (no other one runs: we hold the lock).
      for (const entry of await readdir(folder)) {
        if (entry.startsWith('.publishing-')) await rm(join(folder, entry), { recursive: true, force: true });
      }
      const draft = join(folder, `.publishing-${randomBytes(6).toString('hex')}`);
      const started = Date.now();
      const { files, fast } = await this.render(content, draft, await this.compressedSites());
      const publication: Publication = { key, publishedAt: new Date().toISOString(), files, ms: Date.now() - started };
      await writeFile(join(draft, PUBLICATION_FILE), JSON.stringify(publication));
      if (fast === 0) await writeFile(join(draft, COMPRESSED_FILE), '');
      const name = `site-${Date.now()}-${key}`;
      await rename(draft, join(folder, name));
      await this.serve(folder, name);
      this.logger.log(`Published the site: ${files} files in ${publication.ms} ms${fast ? `, ${fast} to compress again` : ''}`);
      if (fast > 0) this.compact(join(folder, name));
      return true;
    });
  }

  /**
   * The HTML `path` would have if `item` (of `ref`) were saved, the rest of the content as it is:
   * the admin's preview, rendered as publishing renders it.
   */
  async preview(ref: ContentRef, item: Record<string, unknown>, path: string): Promise<string> {
    const content = await this.publishedContent({ everyTreatment: ref.kind === 'treatment' });
    if (ref.kind !== 'treatment') {
      content[ref.kind] = item;
    } else {
      const treatments = content.treatments!;
      const at = treatments.findIndex((treatment) => (treatment as { id?: unknown }).id === ref.key);
      if (at >= 0) treatments[at] = item;
      else treatments.push(item);
      content.treatments = treatments;
    }
    const { html } = await this.runWorker({ content, preview: path });
    return html ?? '';
  }

  /**
   * The content as the server bundle takes it (frontend/src/content/site-data.ts): only what the
   * admin changed, so what they did not is the site's built-in content, told with the clinic's
   * facts as they are now (and as a new release writes it). `everyTreatment` lists the treatments
   * even when none changed (a preview puts one in their place).
   */
  private async publishedContent({ everyTreatment = false } = {}): Promise<Partial<Record<SingleItemKind, unknown>> & { treatments?: unknown[] }> {
    const content: Partial<Record<SingleItemKind, unknown>> & { treatments?: unknown[] } = {};
    for (const kind of SINGLE_ITEM_KINDS) {
      // The menu order reaches the site as the order of the treatments.
      if (kind === 'treatment-order' || UNPUBLISHED_KINDS.has(kind)) continue;
      const { item, version } = await this.content.current({ kind, key: '' });
      // An item restored as the site came is the built-in one: pages carry only what differs.
      if (version > 0 && !(await this.content.isBuiltIn(kind, item))) content[kind] = item;
    }
    const treatments = await this.content.list('treatment');
    const reordered = (await this.content.current({ kind: 'treatment-order', key: '' })).version > 0;
    const unchanged = !reordered && treatments.every(({ version, builtIn }) => builtIn && version === 0);
    if (everyTreatment || !unchanged || treatments.length !== (await this.content.builtInCount('treatment'))) {
      content.treatments = treatments.map(({ item, version, builtIn }) => (builtIn && version === 0 ? { id: item.id, builtIn: true } : item));
    }
    return content;
  }

  /**
   * Writes the news pages (news/index.html, news/<slug>/index.html, compressed beside each) into
   * the new folder `outDir`, with `items` (GET /news's articles, newest first) and the content as
   * the site is published with now. The worker that renders them stays loaded while the build and
   * the content stay the same, and a page whose articles did not change since the pages in
   * `previousDir` were written (with this build and content) is copied from there, so an article's
   * change is written in well under a second.
   */
  async writeNewsPages(items: unknown[], outDir: string, previousDir?: string): Promise<NewsPagesWritten> {
    this.assertBuilt();
    const content = await this.publishedContent();
    const key = this.keyOf(content);
    const previous = previousDir && (await this.newsPagesSource(previousDir, key));
    const { worker, waiting } = this.newsPagesWorkerFor(key, content);
    const id = ++this.newsPagesRequests;
    const written = await new Promise<NewsPagesWritten>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`Writing the news pages took longer than ${NEWS_PAGES_TIMEOUT_MS / 1000} s`));
        void worker.terminate();
      }, NEWS_PAGES_TIMEOUT_MS);
      const settle = <T>(done: (value: T) => void) => (value: T) => {
        clearTimeout(timer);
        waiting.delete(id);
        done(value);
      };
      waiting.set(id, { resolve: settle(resolve), reject: settle(reject) });
      worker.postMessage({ id, items, outDir, previous });
    });
    await writeFile(join(outDir, NEWS_PAGES_SOURCE), JSON.stringify({ key, items }));
    return written;
  }

  /** The folder and articles of news pages written with this build and content, if `dir` holds such. */
  private async newsPagesSource(dir: string, key: string): Promise<{ dir: string; items: unknown[] } | undefined> {
    try {
      const source = JSON.parse(await readFile(join(dir, NEWS_PAGES_SOURCE), 'utf8')) as { key?: unknown; items?: unknown };
      return source.key === key && Array.isArray(source.items) ? { dir, items: source.items } : undefined;
    } catch {
      return undefined;
    }
  }

  /** The news pages' worker for this build and content: the one running, or a new one in its place. */
  private newsPagesWorkerFor(key: string, content: unknown): NewsPagesWorker {
    if (this.newsPagesWorker?.key === key) return this.newsPagesWorker;
    void this.newsPagesWorker?.worker.terminate();
    const frontendDir = this.env.SITE_BUILD_DIR;
    const worker = new Worker(join(frontendDir, 'scripts', 'site-publish.mjs'), { workerData: { frontendDir, content, newsPages: true } });
    const entry: NewsPagesWorker = { key, worker, waiting: new Map() };
    const stop = (error: Error) => {
      for (const { reject } of entry.waiting.values()) reject(error);
      if (this.newsPagesWorker === entry) this.newsPagesWorker = undefined;
    };
    worker.on('message', ({ id, rendered = 0, copied = 0, error }: { id: number; rendered?: number; copied?: number; error?: string }) => {
      const waiting = entry.waiting.get(id);
      if (error !== undefined) waiting?.reject(new Error(error));
      else waiting?.resolve({ rendered, copied });
    });
    worker.once('error', stop);
    worker.once('exit', (code) => stop(new Error(`The news pages' worker stopped (exit ${code})`)));
    // It waits for work without keeping the process up.
    worker.unref();
    this.newsPagesWorker = entry;
    return entry;
  }

  /** Fingerprint of this build and `content`: a publication's key. */
  private keyOf(content: unknown): string {
    return createHash('sha256').update(this.build()).update(JSON.stringify(content)).digest('hex').slice(0, 20);
  }

  private assertBuilt() {
    if (!existsSync(join(this.env.SITE_BUILD_DIR, 'dist-ssr', 'entry-server.js'))) {
      throw new Error('The site is not built (frontend/dist-ssr is missing): run `make build`');
    }
  }

  /** Fingerprint of the server bundle and the page parts (hashed asset names) of this build. */
  private build(): string {
    if (this.buildKey) return this.buildKey;
    const ssr = join(this.env.SITE_BUILD_DIR, 'dist-ssr');
    const hash = createHash('sha256');
    const files = readdirSync(ssr, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(file.slice(ssr.length)).update(readFileSync(file));
    this.buildKey = hash.digest('hex');
    return this.buildKey;
  }

  /** Writes the site into `outDir`: its files, and how many of them were compressed at a faster quality. */
  private async render(content: unknown, outDir: string, bestFrom: string[]): Promise<{ files: number; fast: number }> {
    const { files, fast } = await this.runWorker({ content, outDir, bestFrom });
    return { files: files ?? 0, fast: fast ?? files ?? 0 };
  }

  /**
   * Sites whose brotli files are all at the best quality, whose identical files lend theirs to a
   * new publication: the build's own, and the newest publication compressed again (or published
   * whole from such files).
   */
  private async compressedSites(): Promise<string[]> {
    const sites: string[] = [];
    const built = join(this.env.SITE_BUILD_DIR, 'dist');
    if (existsSync(join(built, 'index.html'))) sites.push(built);
    const folder = this.folder!;
    const published = (await readdir(folder).catch(() => [] as string[]))
      .filter((entry) => entry.startsWith('site-') && existsSync(join(folder, entry, COMPRESSED_FILE)))
      .sort((a, b) => Number(b.split('-')[1]) - Number(a.split('-')[1]));
    if (published.length) sites.push(join(folder, published[0]));
    return sites;
  }

  /** Runs frontend/scripts/site-publish.mjs once, in a fresh worker (so the bundle loads with this content). */
  private runWorker(data: {
    content: unknown;
    outDir?: string;
    preview?: string;
    compact?: string;
    bestFrom?: string[];
  }): Promise<{ files?: number; fast?: number; html?: string }> {
    const frontendDir = this.env.SITE_BUILD_DIR;
    try {
      this.assertBuilt();
    } catch (error) {
      return Promise.reject(error as Error);
    }
    return new Promise((resolve, reject) => {
      const worker = new Worker(join(frontendDir, 'scripts', 'site-publish.mjs'), { workerData: { frontendDir, ...data } });
      const timer = setTimeout(() => {
        reject(new Error(`Publishing took longer than ${PUBLISH_TIMEOUT_MS / 1000} s`));
        void worker.terminate();
      }, PUBLISH_TIMEOUT_MS);
      worker.once('message', (answer: { files?: number; fast?: number; html?: string; error?: string }) => {
        clearTimeout(timer);
        if (answer.error !== undefined) reject(new Error(answer.error));
        else resolve(answer);
        void worker.terminate();
      });
      worker.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      worker.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The publishing worker stopped (exit ${code})`));
      });
    });
  }

  /**
   * Writes the brotli files of a site just published again at the best quality (the publication
   * wrote them fast), so its pages travel as small as the build's; visitors get the page meanwhile.
   * Not under the publishing lock: the next publication need not wait for it.
   *
   * It writes them in a copy of the site's folder whose files are hard links to the same ones (each
   * smaller file replaces a link in the copy only), then serves the copy as a publication does. A
   * file being read keeps its bytes: a server that stats a file by its path and opens it again (the
   * API's own, through serve-static) never gets a shorter file than the length it announced. A
   * publication made meanwhile (by any API process) wins: the copy is dropped.
   */
  private compact(site: string) {
    const folder = this.folder!;
    const stillServed = () => {
      try {
        return realpathSync(join(folder, CURRENT_SITE)) === realpathSync(site);
      } catch {
        return false;
      }
    };
    this.compacting = this.compacting
      .then(async () => {
        if (this.closing || !stillServed()) return;
        const draft = join(folder, `.compacting-${randomBytes(6).toString('hex')}`);
        try {
          await linkTree(site, draft);
          const { files } = await this.runWorker({ content: null, compact: draft, bestFrom: await this.compressedSites() });
          await writeFile(join(draft, COMPRESSED_FILE), '');
          const served = await this.whileHoldingPublishLock(async () => {
            if (!stillServed()) return false;
            const { key } = JSON.parse(await readFile(join(site, PUBLICATION_FILE), 'utf8')) as Publication;
            const name = `site-${Date.now()}-${key}`;
            await rename(draft, join(folder, name));
            await this.serve(folder, name);
            return true;
          });
          if (served) this.logger.log(`Compressed the published site at the best quality: ${files ?? 0} files`);
        } finally {
          await rm(draft, { recursive: true, force: true });
        }
      })
      .catch((error: Error) => {
        // A newer publication (of this process or another) replaced the site meanwhile, and may have
        // removed its folder: there is nothing left to compress.
        if (this.closing || !stillServed()) return;
        this.logger.warn(`Compressing the published site again failed; it is served as written: ${error.message}`);
      });
  }

  /** Runs `work` holding the lock every publication holds (on every API process). */
  private async whileHoldingPublishLock<T>(work: () => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query(`SELECT pg_advisory_lock(hashtext('clinic:publish-site'))`);
      return await work();
    } finally {
      await runner.query(`SELECT pg_advisory_unlock(hashtext('clinic:publish-site'))`).catch(() => undefined);
      await runner.release();
    }
  }

  /** Switches `current` to the site folder `name` at once, and removes the sites before the previous one. */
  private async serve(folder: string, name: string) {
    const pointer = join(folder, `.link-${randomBytes(6).toString('hex')}`);
    await symlink(name, pointer);
    await rename(pointer, join(folder, CURRENT_SITE));
    await this.prune(folder, name);
  }

  /** Keeps the site being served and the one before it (a visitor may be reading it), removes older ones. */
  private async prune(folder: string, serving: string) {
    const sites = (await readdir(folder)).filter((entry) => entry.startsWith('site-') && entry !== serving);
    // Names start with the time they were published, so the newest sorts last.
    const older = sites.sort((a, b) => Number(a.split('-')[1]) - Number(b.split('-')[1])).slice(0, -1);
    for (const site of older) await rm(join(folder, site), { recursive: true, force: true });
  }

}

/** A copy of a folder whose files are hard links to the same files (the folder tree made anew). */
async function linkTree(from: string, to: string) {
  await mkdir(to);
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (entry.isDirectory()) await linkTree(join(from, entry.name), join(to, entry.name));
    else await link(join(from, entry.name), join(to, entry.name));
  }
}
