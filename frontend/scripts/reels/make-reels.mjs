#!/usr/bin/env node
/**
 * Makes the four looping clinic reels of the home page (public/media/reels/reel-N.mp4) from the
 * reel artwork: a slow zoom that returns to where it began (so the loop has no seam), three short
 * tips in the site's type, and a quiet ambient chord for the sound toggle.
 *
 *   node scripts/reels/make-reels.mjs      # needs ffmpeg (apt-get install ffmpeg)
 *
 * A development tool: the videos are committed, so neither the build nor the tests need ffmpeg.
 * A clinic with its own clips replaces the files (same names, 9:16, muted-safe) and is done.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { reelSvg } from '../artwork/lib/scenes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const frontend = path.resolve(here, '..', '..');
const OUT = path.join(frontend, 'public', 'media', 'reels');
const require = createRequire(import.meta.url);
const FONT = require.resolve('@fontsource/inter/files/inter-latin-600-normal.woff');

const SECONDS = 9;
const FPS = 24;
const WIDTH = 540;
const HEIGHT = 960;

/** Three tips a reel shows in turn (each as its lines), a third of the loop each; and the chord under it (Hz). */
const REELS = [
  { tips: [['Cleanse and exfoliate'], ['Gentle extraction'], ['Hydrating serum', 'to finish']], chord: [220, 277.18, 329.63] },
  { tips: [['Two finger-lengths', 'for face and neck'], ['SPF 30 or more,', 'every morning'], ['Reapply every', '2-3 hours outdoors']], chord: [196, 246.94, 293.66] },
  { tips: [['Shave the area', 'the day before'], ['A quick snapping', 'feeling, no more'], ['Usually 6-8 sessions,', 'weeks apart']], chord: [174.61, 220, 261.63] },
  { tips: [['Up to 100 hairs', 'a day is normal'], ['Dry your scalp', 'well after the rain'], ['Patches or thinning?', 'See a doctor']], chord: [164.81, 207.65, 246.94] },
];

function sized(svg, width, height) {
  return svg.replace(/^<svg([^>]*?) width="[\d.]+" height="[\d.]+"/, `<svg$1 width="${width}" height="${height}"`);
}

/** drawtext filters: each tip, one centred line at a time, fades in and out within its third of the loop. */
function tipFilters(tips, dir) {
  const slot = SECONDS / tips.length;
  return tips.flatMap((tip, i) => {
    const t0 = (i * slot).toFixed(2);
    const t1 = ((i + 1) * slot).toFixed(2);
    const alpha = `if(lt(t,${t0}+0.5),(t-${t0})/0.5,if(gt(t,${t1}-0.5),(${t1}-t)/0.5,1))`;
    return tip.map((line, j) => {
      const file = path.join(dir, `tip-${i}-${j}.txt`);
      writeFileSync(file, line);
      return [
        `drawtext=fontfile=${FONT}:textfile=${file}:fontsize=32:fontcolor=0x173B38`,
        `box=1:boxcolor=white@0.9:boxborderw=14`,
        `x=(w-text_w)/2:y=h*0.1+${j * 58}`,
        `enable='between(t,${t0},${t1})':alpha='${alpha}'`,
      ].join(':');
    });
  });
}

mkdirSync(OUT, { recursive: true });
const work = mkdtempSync(path.join(tmpdir(), 'clinic-reels-'));
try {
  for (const [index, reel] of REELS.entries()) {
    const n = index + 1;
    const still = path.join(work, `reel-${n}.png`);
    const svg = reelSvg(n).toString();
    await sharp(Buffer.from(sized(svg, WIDTH * 2, HEIGHT * 2))).png().toFile(still);
    const frames = SECONDS * FPS;
    const video = [
      `zoompan=z='1+0.07*pow(sin(PI*on/${frames}),2)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=${WIDTH}x${HEIGHT}:fps=${FPS}`,
      ...tipFilters(reel.tips, work),
      'format=yuv420p',
    ].join(',');
    const tones = reel.chord.map((hz, i) => `sine=frequency=${hz}:duration=${SECONDS}[t${i}]`).join(';');
    const audio = `${tones};${reel.chord.map((_, i) => `[t${i}]`).join('')}amix=inputs=${reel.chord.length},volume=0.18,tremolo=f=0.33:d=0.4,afade=t=in:d=0.8,afade=t=out:st=${SECONDS - 0.8}:d=0.8[a]`;
    const out = path.join(OUT, `reel-${n}.mp4`);
    execFileSync('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-loop', '1', '-framerate', String(FPS), '-t', String(SECONDS), '-i', still,
      '-filter_complex', `[0:v]${video}[v];${audio}`,
      '-map', '[v]', '-map', '[a]',
      '-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-profile:v', 'main', '-pix_fmt', 'yuv420p',
      '-c:a', 'aac', '-b:a', '48k', '-ac', '1',
      '-t', String(SECONDS), '-movflags', '+faststart',
      out,
    ]);
    console.log(`wrote ${path.relative(frontend, out)}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
