#!/usr/bin/env node
// Lighthouse (mobile) against a running site, with Debian's Chromium: the figures issue notes ask
// for, and the budgets the home page is held to. A benchmark, not part of `make test`.
//
//   make audit                         # the site `make start` serves on HTTP_PORT (8080)
//   node e2e/lighthouse.mjs http://localhost:8080/ http://localhost:8080/about
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const lighthouse = require.resolve('lighthouse/cli/index.js');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const port = process.env.HTTP_PORT ?? '8080';
const urls = process.argv.slice(2).length ? process.argv.slice(2) : [`http://localhost:${port}/`];
const budgets = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95 };
const flags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

const dir = mkdtempSync(join(tmpdir(), 'clinic-lighthouse-'));
let failed = false;
try {
  for (const url of urls) {
    const report = join(dir, 'report.json');
    execFileSync(process.execPath, [lighthouse, url, '--quiet', '--output=json', `--output-path=${report}`, `--chrome-flags=${flags}`], {
      env: { ...process.env, CHROME_PATH: chrome },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const result = JSON.parse(readFileSync(report, 'utf8'));
    const scores = Object.fromEntries(Object.entries(budgets).map(([id]) => [id, Math.round(result.categories[id].score * 100)]));
    const requests = result.audits['network-requests'].details.items;
    const scriptBytes = requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + item.transferSize, 0);
    const metric = (id) => result.audits[id].displayValue;
    console.log(`\n${url}`);
    for (const [id, score] of Object.entries(scores)) {
      const ok = score >= budgets[id];
      failed ||= !ok;
      console.log(`  ${ok ? '✓' : '✗'} ${id.padEnd(15)} ${String(score).padStart(3)}  (budget ${budgets[id]})`);
    }
    console.log(`  FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`);
    console.log(`  JavaScript transferred (compressed): ${(scriptBytes / 1024).toFixed(1)} KiB in ${requests.filter((item) => item.resourceType === 'Script').length} files`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
