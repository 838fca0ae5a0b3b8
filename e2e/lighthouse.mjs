#!/usr/bin/env node
// Lighthouse (mobile) against a running site, with Debian's Chromium: the figures issue notes ask
// for, and the budgets the home page is held to. `make bench` runs it on every template in both
// serving modes; the browser tests run it on the home page once per mode.
//
//   make audit                         # the site `make start` serves on HTTP_PORT (8080)
//   node e2e/lighthouse.mjs http://localhost:8080/ http://localhost:8080/about
import { lighthouse } from './lighthouse-run.mjs';

const port = process.env.HTTP_PORT ?? '8080';
const urls = process.argv.slice(2).length ? process.argv.slice(2) : [`http://localhost:${port}/`];
const budgets = { performance: 90, accessibility: 95, bestPractices: 95, seo: 95 };

let failed = false;
for (const url of urls) {
  const result = await lighthouse(url);
  console.log(`\n${url}`);
  for (const [id, budget] of Object.entries(budgets)) {
    const ok = result[id] >= budget;
    failed ||= !ok;
    console.log(`  ${ok ? '✓' : '✗'} ${id.padEnd(15)} ${String(result[id]).padStart(3)}  (budget ${budget})`);
  }
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`  FCP ${s(result.fcpMs)}, LCP ${s(result.lcpMs)}, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}`);
  console.log(`  JavaScript transferred (compressed): ${result.jsKb.toFixed(1)} KiB in ${result.scriptCount} files`);
}
process.exit(failed ? 1 : 0);
