#!/usr/bin/env node
/**
 * Generates the site's illustrative artwork: SVG drawn in code, rasterised with sharp to WebP
 * and AVIF at a few widths, plus the brand files and the manifest src/content/artwork.ts.
 *
 *   node scripts/artwork/generate.mjs            # everything
 *   node scripts/artwork/generate.mjs treatments # only names starting with "treatments"
 *   node scripts/artwork/generate.mjs brand      # only the brand files
 *
 * Deterministic: every picture is seeded from its name, so a re-run rewrites identical
 * drawings (encoders aside). No network, no fonts needed (glyph outlines are embedded).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

import { readCatalogue, treatmentSvg } from './lib/treatments.mjs';
import { beforeAfterSvg, BEFORE_AFTER_IDS } from './lib/beforeAfter.mjs';
import { heroSvg, heroMobileSvg, doctorSvg, gallerySvg, videoSvg, reelSvg, siteSvg, SITE } from './lib/scenes.mjs';
import { logoSvg, logoMarkSvg, faviconSvg, appIconSvg, logo512Svg, ogSvg } from './lib/brand.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const frontend = path.resolve(here, '..', '..');
const IMAGES = path.join(frontend, 'public', 'images');
const BRAND = path.join(frontend, 'public', 'brand');
const MANIFEST = path.join(frontend, 'src', 'content', 'artwork.ts');
const CATALOGUE = path.join(frontend, 'src', 'content', 'treatments', 'catalogue.ts');

const WEBP = { quality: 72, effort: 5, smartSubsample: true };
const AVIF = { quality: 50, effort: 4, chromaSubsampling: '4:2:0' };

/** Every raster picture: name, its drawing (a Doc), aspect (w/h) and the widths to write. */
function jobs() {
  const list = [];
  const add = (name, draw, widths) => list.push({ name, draw, widths });

  const catalogue = readCatalogue(CATALOGUE);
  if (catalogue.length === 0) throw new Error(`no treatments found in ${CATALOGUE}`);
  const seen = {};
  for (const t of catalogue) {
    seen[t.category] = (seen[t.category] ?? -1) + 1;
    const index = seen[t.category];
    add(`treatments/${t.id}`, () => treatmentSvg(t, index), [480, 960]);
  }
  for (const id of BEFORE_AFTER_IDS) add(`before-after/${id}`, () => beforeAfterSvg(id), [480, 960]);
  for (let n = 1; n <= 6; n++) {
    add(`hero/slide-${n}`, () => heroSvg(n), [960, 1600]);
    add(`hero/slide-${n}-mobile`, () => heroMobileSvg(n), [480, 640]);
  }
  add('doctor/dr-meera-kulkarni', () => doctorSvg(), [480, 960]);
  for (let n = 1; n <= 8; n++) add(`gallery/clinic-${n}`, () => gallerySvg(n), [480, 960]);
  for (let n = 1; n <= 2; n++) add(`gallery/video-${n}`, () => videoSvg(n), [480, 960]);
  for (let n = 1; n <= 4; n++) add(`videos/reel-${n}`, () => reelSvg(n), [360, 720]);
  for (const name of Object.keys(SITE)) add(`site/${name}`, () => siteSvg(name), [960, 1600]);
  return list;
}

/** Sets the raster size of an SVG string drawn in viewBox units. */
function sized(svg, width, height) {
  return svg.replace(/^<svg([^>]*?) width="[\d.]+" height="[\d.]+"/, `<svg$1 width="${width}" height="${height}"`);
}

async function renderJob(job) {
  const doc = job.draw();
  const svg = doc.toString();
  const out = [];
  for (const width of job.widths) {
    const height = Math.round((width * doc.vh) / doc.vw);
    const raster = await sharp(Buffer.from(sized(svg, width, height)))
      .resize(width, height, { fit: 'fill' })
      .removeAlpha()
      .toBuffer();
    const base = path.join(IMAGES, `${job.name}-${width}`);
    fs.mkdirSync(path.dirname(base), { recursive: true });
    const img = () => sharp(raster);
    await img().webp(WEBP).toFile(`${base}.webp`);
    await img().avif(AVIF).toFile(`${base}.avif`);
    out.push({ width, height });
  }
  const largest = out[out.length - 1];
  return { name: job.name, width: largest.width, height: largest.height, widths: job.widths.slice() };
}

async function writeBrand() {
  fs.mkdirSync(BRAND, { recursive: true });
  fs.writeFileSync(path.join(BRAND, 'logo.svg'), logoSvg());
  fs.writeFileSync(path.join(BRAND, 'logo-mark.svg'), logoMarkSvg());
  fs.writeFileSync(path.join(BRAND, 'favicon.svg'), faviconSvg());
  await sharp(Buffer.from(sized(faviconSvg(), 256, 256))).resize(32, 32).png({ compressionLevel: 9 }).toFile(path.join(BRAND, 'favicon-32.png'));
  await sharp(Buffer.from(appIconSvg(180))).png({ compressionLevel: 9 }).toFile(path.join(BRAND, 'apple-touch-icon.png'));
  await sharp(Buffer.from(logo512Svg())).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(path.join(BRAND, 'logo-512.png'));
  await sharp(Buffer.from(ogSvg())).flatten({ background: '#FBF8F4' }).jpeg({ quality: 84, mozjpeg: true, chromaSubsampling: '4:4:4' }).toFile(path.join(BRAND, 'og-default.jpg'));
}

function writeManifest(entries) {
  const sorted = entries.slice().sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const lines = sorted.map((e) => `  '${e.name}': { width: ${e.width}, height: ${e.height}, widths: [${e.widths.join(', ')}] },`);
  const src = `// Generated by scripts/artwork/generate.mjs: do not edit by hand; re-run the script instead.
// Each picture exists as /images/<name>-<w>.webp and /images/<name>-<w>.avif for every w in widths;
// width and height are the pixel size of the largest raster.

export interface Artwork {
  width: number;
  height: number;
  widths: number[];
}

export const artwork: Record<string, Artwork> = {
${lines.join('\n')}
};
`;
  fs.mkdirSync(path.dirname(MANIFEST), { recursive: true });
  fs.writeFileSync(MANIFEST, src);
}

/** Runs at most `limit` promises at a time. */
async function pool(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function main() {
  const filter = process.argv[2];
  const all = jobs();
  const selected = filter ? all.filter((j) => j.name.startsWith(filter)) : all;
  sharp.concurrency(1);
  const started = Date.now();
  const done = await pool(selected, 2, async (job) => {
    const r = await renderJob(job);
    process.stdout.write(`  ${job.name}\n`);
    return r;
  });
  if (!filter || filter === 'brand') await writeBrand();
  // the manifest always lists every picture, whether or not this run re-rendered it
  const byName = new Map(done.map((e) => [e.name, e]));
  const entries = all.map((j) => byName.get(j.name) ?? manifestEntryFromDisk(j));
  writeManifest(entries.filter(Boolean));
  console.log(`artwork: ${done.length} pictures in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** For a partial run: derive the entry of a picture not re-rendered now from its drawing size. */
function manifestEntryFromDisk(job) {
  const doc = job.draw();
  const w = job.widths[job.widths.length - 1];
  return { name: job.name, width: w, height: Math.round((w * doc.vh) / doc.vw), widths: job.widths.slice() };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
