// One Lighthouse run (its mobile preset) in Debian's Chromium: the four scores, the metrics and the
// JavaScript on the wire. Used by `make audit` (lighthouse.mjs), `make bench` (every template, both
// serving modes) and the browser tests (the home page, once per serving mode).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const require = createRequire(import.meta.url);
const lighthouseCli = require.resolve('lighthouse/cli/index.js');
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

export async function lighthouse(url, { chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium' } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-lighthouse-'));
  try {
    const report = join(dir, 'report.json');
    await promisify(execFile)(process.execPath, [lighthouseCli, url, '--quiet', '--output=json', `--output-path=${report}`, `--chrome-flags=${chromeFlags}`], {
      env: { ...process.env, CHROME_PATH: chrome },
      maxBuffer: 64 * 1024 * 1024,
    });
    const result = JSON.parse(readFileSync(report, 'utf8'));
    const score = (id) => Math.round(result.categories[id].score * 100);
    const value = (id) => result.audits[id].numericValue;
    const scripts = result.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
    // What kept a category under 100, to say in a failure.
    const missed = Object.fromEntries(
      ['accessibility', 'best-practices', 'seo'].map((id) => [
        id,
        result.categories[id].auditRefs
          .filter((ref) => ref.weight > 0 && result.audits[ref.id].score !== null && result.audits[ref.id].score < 1)
          .map((ref) => `${ref.id}: ${result.audits[ref.id].title}`),
      ]),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      jsKb: scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024,
      scriptCount: scripts.length,
      missed,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
