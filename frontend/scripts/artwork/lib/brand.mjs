/**
 * Brand files: the leaf-and-drop mark, the "Aura" wordmark with "Skin & Hair Clinic", the
 * favicon, and the Open Graph image.
 */
import { C, Doc, el, f, stroke, lighten, mix, rng, blob } from './core.mjs';
import { textPath, measure } from './text.mjs';
import { profileArt } from './people.mjs';
import { sprig } from './motifs.mjs';

/**
 * The mark in a 48 x 48 box: a drop with a leaf rising from its lower right. `colour` is the
 * drop, `leafColour` the leaf; `cut` the colour of the fine vein line (transparent-safe: drawn
 * as a stroke, not a hole).
 */
export function markShapes({ colour = C.deepTeal, leafColour = C.gold, vein = C.cream } = {}) {
  // drop: point at the top, round bottom, centre (20, 30), radius 14
  const drop = 'M20 3C24.5 10.5 34 19.5 34 30A14 14 0 0 1 6 30C6 19.5 15.5 10.5 20 3Z';
  // leaf from the drop's lower right towards the upper right
  const leafPath = 'M25 40C27 28 34 20 45 16C45.5 28 38.5 37.5 25 40Z';
  const rib = 'M26.5 38C31 31 36 25 42.5 19';
  const shine = 'M12.5 27.5C12.5 23.5 14.5 19.5 17 16.5';
  return [
    el.path(drop, { fill: colour }),
    el.path(shine, stroke(vein, 1.8, { opacity: 0.75 })),
    el.path(leafPath, { fill: leafColour }),
    el.path(rib, stroke(colour, 1.3, { opacity: 0.55 })),
  ].join('');
}

export function logoMarkSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" role="img" aria-label="Aura Skin &amp; Hair Clinic"><title>Aura Skin &amp; Hair Clinic</title>${markShapes()}</svg>\n`;
}

/** The horizontal logo, about 200 x 56. */
export function logoSvg({ colour = C.deepTeal, leaf = C.gold, sub = C.teal } = {}) {
  const word = textPath('Aura', 52, 33, { font: 'serif', size: 34, fill: colour, tracking: 0.01 });
  const line = textPath('SKIN & HAIR CLINIC', 53, 47, { font: 'sans', size: 7.4, tracking: 0.16, fill: sub });
  const lineW = measure('SKIN & HAIR CLINIC', { font: 'sans', size: 7.4, tracking: 0.16 });
  const total = Math.ceil(Math.max(53 + lineW, 52 + measure('Aura', { font: 'serif', size: 34, tracking: 0.01 })) + 4);
  const w = Math.max(200, total);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} 56" width="${w}" height="56" role="img" aria-label="Aura Skin &amp; Hair Clinic"><title>Aura Skin &amp; Hair Clinic</title><g transform="translate(0 4)">${markShapes({ colour, leafColour: leaf })}</g>${word}${line}</svg>\n`;
}

/** Favicon: the mark on a cream rounded square so it reads on light and dark tabs. */
export function faviconSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><rect width="48" height="48" rx="11" fill="${C.cream}"/><g transform="translate(2.5 1.5) scale(0.92)">${markShapes()}</g></svg>\n`;
}

/** Square app icon (apple-touch-icon): opaque, mark centred with generous margin. */
export function appIconSvg(size) {
  const s = (size * 0.62) / 48;
  const off = (size - 48 * s) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="${C.cream}"/><g transform="translate(${f(off + s * 1.5)} ${f(off)}) scale(${f(s * 100) / 100})">${markShapes()}</g></svg>`;
}

/** 512 square: the mark above the wordmark, on cream (also the default news image). */
export function logo512Svg() {
  const d = new Doc(512, 512);
  d.add(el.rect(0, 0, 512, 512, { fill: C.cream }));
  d.add(d.glow(256, 200, 220, C.sand, 1));
  d.add(`<g transform="translate(196 80) scale(2.5)">${markShapes()}</g>`);
  d.add(textPath('Aura', 256, 340, { font: 'serif', size: 120, anchor: 'middle', fill: C.deepTeal }));
  d.add(textPath('SKIN & HAIR CLINIC', 256, 392, { font: 'sans', size: 22, tracking: 0.18, anchor: 'middle', fill: C.teal }));
  return d.toString();
}

/** Open Graph image, 1200 x 630. */
export function ogSvg() {
  const r = rng('og-default');
  const d = new Doc(1200, 630);
  d.add(el.rect(0, 0, 1200, 630, { fill: d.linear([[0, C.cream], [1, C.sand]], 120) }));
  d.add(el.path(blob(r, 930, 330, 330, 300, { points: 8, wobble: 0.1 }), { fill: lighten(C.blush, 0.25) }));
  d.add(el.circle(930, 320, 250, stroke(C.gold, 1.6, { opacity: 0.6 })));
  d.add(`<g transform="translate(780 70) scale(1.12)">${profileArt({ colour: C.deepTeal, width: 2.6, hairStyle: 'flowing', fillFace: lighten(C.blush, 0.55) })}</g>`);
  d.add(sprig(r, 1120, 610, 230, -84, { leaves: 5, colour: C.teal, fill: lighten(C.sage, 0.25), curl: 0.3 }));
  d.add(`<g transform="translate(96 104) scale(2)">${markShapes()}</g>`);
  d.add(textPath('Aura', 96, 336, { font: 'serif', size: 132, fill: C.deepTeal }));
  d.add(textPath('SKIN & HAIR CLINIC', 100, 392, { font: 'sans', size: 26, tracking: 0.2, fill: C.teal }));
  d.add(el.line(100, 432, 180, 432, stroke(C.gold, 2.5)));
  d.add(textPath('Skin · Hair · Cosmetology · Pune', 100, 486, { font: 'serif', size: 34, fill: C.ink }));
  d.add(el.rect(0, 600, 1200, 30, { fill: mix(C.deepTeal, C.teal, 0.3) }));
  return d.toString();
}
