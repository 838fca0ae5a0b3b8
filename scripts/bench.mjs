#!/usr/bin/env node
// `make bench`: how fast the site is, measured side by side in one run on this machine.
//
// 1. Two stacks as `make start` runs them (SITE_SERVER=nginx and SITE_SERVER=node), each on its
//    own ports and a fresh DATA_DIR, with the demo articles.
// 2. The public news reads through nginx against nginx serving the very same bytes as a file (on
//    the same nginx), and an article's read against a bare Node HTTP server answering the same
//    JSON: wrk for both sides of each ratio, rounds alternating, medians.
// 3. Lighthouse (mobile) on every public template in both modes, median of three runs, modes
//    alternating.
// Everything is printed as one table; the exit status says whether every target was met. Run it
// on a quiet machine: the figures are only as steady as the machine is.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { lighthouse } from '../e2e/lighthouse-run.mjs';
import { get } from 'node:http';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const basePort = Number(process.env.BENCH_PORT ?? 18500);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const WRK_SECONDS = Number(process.env.BENCH_WRK_SECONDS ?? 5);
const WRK_ROUNDS = 3;
const CONNECTIONS = 64;

const targets = { performance: 98, lcpMs: 1500, tbtMs: 50, cls: 0.01, categories: 100, newsRatio: 0.5, p99Ms: 50, slugRatio: 0.4 };
const templates = ['/', '/about', '/service/anti-aging', '/news', '/news/:slug', '/contact', '/gallery', '/wellness'];

const log = (line) => process.stderr.write(`[bench] ${line}\n`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

for (const tool of ['wrk', chrome]) {
  try {
    execFileSync('sh', ['-c', `command -v "${tool}"`], { stdio: 'ignore' });
  } catch {
    console.error(`${tool} is not installed (apt-get install wrk chromium)`);
    process.exit(1);
  }
}

/** One stack as `make start` runs it, on ports from `port`, stopped when the bench ends. */
async function startStack(mode, port) {
  const dataDir = mkdtempSync(join(tmpdir(), `clinic-bench-${mode}-`));
  const adminPassword = `Bench-${Math.random().toString(36).slice(2)}-Aa1!`;
  const child = spawn(process.execPath, [join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      SITE_SERVER: mode,
      HTTP_PORT: String(port),
      API_PORT: String(port + 1000),
      PG_PORT: String(port + 2000),
      S3_PORT: String(port + 3000),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: adminPassword,
      SEED_DEMO_CONTENT: 'true',
      DATABASE_URL: '',
      S3_ENDPOINT: '',
      FORM_FORWARD_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://localhost:${port}`;
  for (let waited = 0; ; waited += 1) {
    if (child.exitCode !== null) throw new Error(`the ${mode} stack stopped:\n${output.slice(-2000)}`);
    // Ready once the site is published and compressed at its best (what visitors get).
    if (/Compressed the published site|Published the site: \d+ files in \d+ ms(?!,)/.test(output)) break;
    if (waited > 180) throw new Error(`the ${mode} stack was not ready in 3 minutes:\n${output.slice(-2000)}`);
    await sleep(1000);
  }
  log(`${mode} stack ready at ${url}`);
  return { mode, url, dataDir, stop: () => child.kill('SIGINT'), exited: new Promise((done) => child.on('exit', done)) };
}

/** The body of a GET, on a connection of its own (wrk's load leaves none worth reusing). */
function download(url) {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => (response.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${url}: ${response.statusCode}`))));
    }).on('error', reject);
  });
}

/** wrk against `url`: requests per second and the 99th percentile latency in ms. */
function wrk(url) {
  const out = execFileSync('wrk', ['-t2', `-c${CONNECTIONS}`, `-d${WRK_SECONDS}s`, '--latency', url], { encoding: 'utf8' });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)/.exec(out);
  const errors = /Non-2xx or 3xx responses: (\d+)|Socket errors: ([^\n]+)/.exec(out);
  if (!rps || !p99) throw new Error(`wrk gave no figures for ${url}:\n${out}`);
  if (errors) throw new Error(`wrk saw errors for ${url}:\n${out}`);
  return { rps, p99Ms: Number(p99[1]) * { us: 0.001, ms: 1, s: 1000 }[p99[2]] };
}

/** Alternating rounds of wrk on two addresses; the medians of each. */
function sideBySide(a, b) {
  const results = { a: [], b: [] };
  for (let round = 0; round < WRK_ROUNDS; round += 1) {
    results.a.push(wrk(a));
    results.b.push(wrk(b));
  }
  const summary = (runs) => ({ rps: median(runs.map((run) => run.rps)), p99Ms: median(runs.map((run) => run.p99Ms)) });
  return { a: summary(results.a), b: summary(results.b) };
}

/** A bare Node HTTP server answering `body` as JSON to every request, in its own process. */
async function bareNodeServer(body, port) {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const body = Buffer.from(process.env.BODY, 'base64');
       require('node:http').createServer((req, res) => {
         res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
         res.end(body);
       }).listen(${port}, '127.0.0.1', () => console.log('listening'));`,
    ],
    { env: { ...process.env, BODY: body.toString('base64') }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((ready) => child.stdout.once('data', ready));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

const mark = (ok) => (ok ? '✓' : '✗');
let allMet = true;
const stacks = [];
try {
  stacks.push(await startStack('nginx', basePort), await startStack('node', basePort + 100));
  const [nginxStack] = stacks;
  const news = JSON.parse((await download(`${nginxStack.url}/api/api/news`)).toString('utf8'));
  const slug = news.items?.[0]?.slug;
  if (!slug) throw new Error('the news list has no article');

  // 1. The news reads through nginx against the same bytes as a file on the same nginx.
  const benchFolder = join(nginxStack.dataDir, 'published/current/__bench');
  mkdirSync(benchFolder, { recursive: true });
  const reads = [
    ['GET /api/api/news', '/api/api/news', 'news.json'],
    ['GET /api/api/news/latest', '/api/api/news/latest?limit=4', 'latest.json'],
    ['GET /api/api/news/:slug', `/api/api/news/${slug}`, 'article.json'],
  ];
  const rows = [];
  let articleBody;
  for (const [label, path, file] of reads) {
    const body = await download(`${nginxStack.url}${path}`);
    if (file === 'article.json') articleBody = body;
    writeFileSync(join(benchFolder, file), body);
    log(`wrk: ${label} against the same ${body.length} bytes as a file`);
    const { a: asFile, b: api } = sideBySide(`${nginxStack.url}/__bench/${file}`, `${nginxStack.url}${path}`);
    const ratio = api.rps / asFile.rps;
    const ok = ratio >= targets.newsRatio && api.p99Ms <= targets.p99Ms;
    allMet &&= ok;
    rows.push(`| ${label} | ${Math.round(asFile.rps)} | ${Math.round(api.rps)} | ${(ratio * 100).toFixed(0)} % (≥ 50 %) | ${api.p99Ms.toFixed(1)} ms (≤ 50) | ${mark(ok)} |`);
  }
  rmSync(benchFolder, { recursive: true, force: true });

  // 2. An article's read through nginx against a bare Node server answering the same JSON.
  const bare = await bareNodeServer(articleBody, basePort + 400);
  log('wrk: GET /api/api/news/:slug against a bare Node server');
  const { a: bareNode, b: slugRead } = sideBySide(bare.url, `${nginxStack.url}/api/api/news/${slug}`);
  bare.stop();
  const slugRatio = slugRead.rps / bareNode.rps;
  allMet &&= slugRatio >= targets.slugRatio;

  // 3. Lighthouse on every template, both modes alternating, median of RUNS.
  const lighthouseRows = [];
  for (const template of templates) {
    const path = template.replace(':slug', slug);
    const runs = { nginx: [], node: [] };
    for (let run = 0; run < RUNS; run += 1) {
      for (const stack of stacks) {
        log(`Lighthouse ${stack.mode} ${path} (${run + 1}/${RUNS})`);
        runs[stack.mode].push(await lighthouse(`${stack.url}${path}`, { chrome }));
      }
    }
    for (const mode of ['nginx', 'node']) {
      const of = (key) => median(runs[mode].map((result) => result[key]));
      const m = Object.fromEntries(['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'jsKb'].map((key) => [key, of(key)]));
      const ok =
        m.performance >= targets.performance &&
        m.lcpMs <= targets.lcpMs &&
        m.tbtMs <= targets.tbtMs &&
        m.cls <= targets.cls &&
        m.accessibility >= targets.categories &&
        m.bestPractices >= targets.categories &&
        m.seo >= targets.categories &&
        m.jsKb <= 100;
      allMet &&= ok;
      lighthouseRows.push(
        `| ${template} | ${mode} | ${m.performance} | ${(m.fcpMs / 1000).toFixed(2)} s | ${(m.lcpMs / 1000).toFixed(2)} s | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ${m.accessibility}/${m.bestPractices}/${m.seo} | ${m.jsKb.toFixed(1)} KiB | ${mark(ok)} |`,
      );
    }
  }

  console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs, modes alternating)` : '(one run)'}, mobile; targets: performance ≥ 98, LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.01, 100 for the rest, JS ≤ 100 KiB\n`);
  console.log('| template | mode | performance | FCP | LCP | TBT | CLS | a11y/BP/SEO | JS | |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of lighthouseRows) console.log(row);
  console.log(`\nPublic news reads through nginx, wrk -c${CONNECTIONS}, ${WRK_ROUNDS} alternating rounds of ${WRK_SECONDS} s, medians (requests/s)\n`);
  console.log('| read | nginx, same bytes as a file | through nginx | ratio | p99 | |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(
    `| GET /api/api/news/:slug against a bare Node server | ${Math.round(bareNode.rps)} (bare Node) | ${Math.round(slugRead.rps)} | ${(slugRatio * 100).toFixed(0)} % (≥ 40 %) | ${slugRead.p99Ms.toFixed(1)} ms | ${mark(slugRatio >= targets.slugRatio)} |`,
  );
  console.log(allMet ? '\nEvery target met.' : '\nSome targets are not met (✗ above).');
} finally {
  for (const stack of stacks) stack.stop();
  await Promise.all(stacks.map((stack) => stack.exited));
  for (const stack of stacks) rmSync(stack.dataDir, { recursive: true, force: true });
}
process.exit(allMet ? 0 : 1);
