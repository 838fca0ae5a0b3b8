/**
 * Larger compositions: hero slides (desktop 16:7 and mobile 3:4), the doctor's portrait, clinic
 * gallery interiors, video and reel posters, and the low-contrast site banners.
 */
import { C, Doc, el, f, rng, smooth, stroke, blob, arch, rrect, lighten, darken, mix, place, SKIN, HAIR } from './core.mjs';
import { bust, profileArt } from './people.mjs';
import { sprig, flower, dropperBottle, jar, tube, globuleVial, mortar, sparkle } from './motifs.mjs';
import { markShapes } from './brand.mjs';

const DOCTOR = { skin: SKIN[2], hair: HAIR[0], hairStyle: 'bun', outfit: 'coat', innerColour: C.teal, stethoscope: true, earrings: true, bindi: true, smile: 1 };

/* ================================================================= shared pieces */

/** A potted plant standing on (x, y); h is its height. */
function plant(r, x, y, h, { pot = C.cream, leafColour = C.teal } = {}) {
  const out = [];
  const n = 7;
  for (let i = 0; i < n; i++) {
    const a = -Math.PI / 2 + (i - (n - 1) / 2) * 0.28 + r.range(-0.08, 0.08);
    const len = h * r.range(0.6, 0.95);
    const ex = x + Math.cos(a) * len;
    const ey = y - h * 0.28 + Math.sin(a) * len;
    const mx = x + Math.cos(a) * len * 0.5 + r.range(-10, 10);
    const my = y - h * 0.28 + Math.sin(a) * len * 0.5;
    out.push(el.path(`M${f(x)} ${f(y - h * 0.28)}Q${f(mx - 26)} ${f(my)} ${f(ex)} ${f(ey)}Q${f(mx + 26)} ${f(my)} ${f(x)} ${f(y - h * 0.28)}Z`, { fill: i % 2 ? leafColour : lighten(leafColour, 0.2) }));
  }
  out.push(el.path(`M${f(x - h * 0.2)} ${f(y - h * 0.3)}H${f(x + h * 0.2)}L${f(x + h * 0.16)} ${f(y)}H${f(x - h * 0.16)}Z`, { fill: pot }));
  out.push(el.line(x - h * 0.2, y - h * 0.3, x + h * 0.2, y - h * 0.3, stroke(darken(pot, 0.15), 3)));
  return out.join('');
}

/** A pendant lamp hanging from the top edge. */
function pendant(x, len, w, colour = C.gold, glowDoc) {
  return [
    el.line(x, 0, x, len, stroke(C.ink, 2, { opacity: 0.5 })),
    glowDoc ? glowDoc.glow(x, len + w * 0.3, w * 1.6, '#FFF3D6', 0.5) : '',
    el.path(`M${f(x - w / 2)} ${f(len + w * 0.42)}A${f(w / 2)} ${f(w * 0.42)} 0 0 1 ${f(x + w / 2)} ${f(len + w * 0.42)}Z`, { fill: colour }),
  ].join('');
}

/** A picture frame with an abstract arch print (no text). */
function frameArt(x, y, w, h, { mat = C.cream, art = C.sage, line = C.gold } = {}) {
  return [
    el.rect(x, y, w, h, { fill: line, rx: 2 }),
    el.rect(x + 6, y + 6, w - 12, h - 12, { fill: mat }),
    el.path(arch(x + w * 0.28, y + h * 0.2, w * 0.44, h * 0.62), { fill: art }),
    el.circle(x + w * 0.62, y + h * 0.34, w * 0.08, { fill: C.rose, opacity: 0.8 }),
  ].join('');
}

/** A window with soft daylight. */
function windowPane(doc, x, y, w, h, { sky = lighten(C.sage, 0.55), frame = C.cream } = {}) {
  return [
    el.path(arch(x, y, w, h), { fill: doc.linearUser([[0, sky], [1, lighten(sky, 0.5)]], 0, y, 0, y + h) }),
    el.path(`M${f(x + w / 2)} ${f(y)}V${f(y + h)}M${f(x)} ${f(y + h * 0.55)}H${f(x + w)}`, stroke(frame, 6)),
    el.path(arch(x, y, w, h), stroke(frame, 10)),
    el.path(`M${f(x + w * 0.15)} ${f(y + h)}C${f(x + w * 0.3)} ${f(y + h * 0.75)} ${f(x + w * 0.2)} ${f(y + h * 0.6)} ${f(x + w * 0.35)} ${f(y + h * 0.5)}`, stroke(lighten(C.sage, 0.1), 3, { opacity: 0.6 })),
  ].join('');
}

function floor(doc, W, H, y, colour = mix(C.sand, C.gold, 0.18)) {
  return el.rect(0, y, W, H - y, { fill: doc.linearUser([[0, colour], [1, darken(colour, 0.06)]], 0, y, 0, H) }) + el.line(0, y, W, y, stroke(darken(colour, 0.12), 2));
}

/* ================================================================= hero slides */

/** Desktop hero slide n (1..6), 1600 x 700. Calm left side for the caption and form. */
export function heroSvg(n) {
  const W = 1600;
  const H = 700;
  const r = rng(`hero:${n}`);
  const d = new Doc(W, H);
  const themes = {
    1: { a: C.cream, b: lighten(C.blush, 0.35), blob: lighten(C.blush, 0.15) },
    2: { a: lighten(C.sage, 0.6), b: lighten(C.sage, 0.25), blob: lighten(C.sage, 0.05) },
    3: { a: C.cream, b: C.sand, blob: lighten(C.sage, 0.3) },
    4: { a: lighten(C.sage, 0.55), b: mix(C.sage, C.sand, 0.5), blob: C.cream },
    5: { a: C.sand, b: mix(C.blush, C.sand, 0.5), blob: lighten(C.blush, 0.2) },
    6: { a: C.cream, b: mix(C.gold, C.cream, 0.7), blob: lighten(C.sage, 0.35) },
  };
  const t = themes[n];
  d.add(el.rect(0, 0, W, H, { fill: d.linear([[0, t.a], [0.5, t.a], [1, t.b]], 90) }));
  d.add(el.path(blob(r, 1150, 380, 470, 400, { points: 8, wobble: 0.1 }), { fill: t.blob, opacity: 0.9 }));
  d.add(el.circle(1150, 350, 330, stroke(C.gold, 1.6, { opacity: 0.55 })));
  d.add(heroMotif(d, r, n, { cx: 1150, base: H, scale: 1 }));
  return d;
}

/** Mobile hero slide n, 600 x 800: calm top, motif in the lower half. */
export function heroMobileSvg(n) {
  const W = 600;
  const H = 800;
  const r = rng(`hero-m:${n}`);
  const d = new Doc(W, H);
  const bg = {
    1: [C.cream, lighten(C.blush, 0.3)],
    2: [lighten(C.sage, 0.6), lighten(C.sage, 0.25)],
    3: [C.cream, C.sand],
    4: [lighten(C.sage, 0.55), mix(C.sage, C.sand, 0.5)],
    5: [C.sand, mix(C.blush, C.sand, 0.5)],
    6: [C.cream, mix(C.gold, C.cream, 0.7)],
  }[n];
  d.add(el.rect(0, 0, W, H, { fill: d.linear([[0, bg[0]], [0.45, bg[0]], [1, bg[1]]], 180) }));
  d.add(el.path(blob(r, 300, 620, 330, 260, { points: 7, wobble: 0.1 }), { fill: bg[1], opacity: 0.9 }));
  d.add(el.circle(300, 560, 240, stroke(C.gold, 1.4, { opacity: 0.55 })));
  d.add(heroMotif(d, r, n, { cx: 300, base: H, scale: 0.78 }));
  return d;
}

/** The right-hand subject of each hero slide, standing on the bottom edge at x = cx. */
function heroMotif(d, r, n, { cx, base, scale }) {
  const s = scale;
  const out = [];
  if (n === 1) {
    // skin: a serene profile with a glow and a sprig
    out.push(d.glow(cx + 20 * s, base - 330 * s, 260 * s, '#FFFFFF', 0.7));
    out.push(`<g transform="${place(cx - 190 * s, base - 600 * s, 1.3 * s)}">${profileArt({ colour: C.deepTeal, width: 2.6, hairStyle: 'flowing', fillFace: lighten(C.blush, 0.5) })}</g>`);
    out.push(sprig(r, cx + 300 * s, base - 20 * s, 320 * s, -100, { leaves: 6, colour: C.teal, fill: lighten(C.sage, 0.25), curl: -0.35, size: s }));
    out.push(sparkle(cx + 170 * s, base - 470 * s, 16 * s, C.gold));
    out.push(sparkle(cx + 210 * s, base - 420 * s, 9 * s, C.gold));
  } else if (n === 2) {
    // hair: a woman with long hair, flowing strands behind
    for (let i = 0; i < 18; i++) {
      const x0 = cx - 330 * s + i * 18 * s;
      out.push(el.path(smooth([[x0, base - 640 * s], [x0 + 60 * s, base - 460 * s], [x0 + 10 * s, base - 260 * s], [x0 + 80 * s, base]]), stroke(i % 3 ? C.teal : C.gold, 2, { opacity: 0.35 })));
    }
    out.push(`<g transform="${place(cx, base - 420 * s, 1.3 * s)}">${bust(d, { skin: SKIN[1], hair: HAIR[0], hairStyle: 'long', outfit: 'kurta', outfitColour: C.cream, eyes: 'closed', smile: 0.8, earrings: true })}</g>`);
  } else if (n === 3) {
    // the doctor beside an arch window and a plant
    out.push(el.path(arch(cx - 330 * s, base - 560 * s, 250 * s, 560 * s), { fill: lighten(C.sage, 0.45) }));
    out.push(el.path(arch(cx - 330 * s, base - 560 * s, 250 * s, 560 * s), stroke(C.cream, 10 * s)));
    out.push(plant(r, cx + 280 * s, base, 260 * s, { pot: C.cream }));
    out.push(`<g transform="${place(cx, base - 430 * s, 1.25 * s)}">${bust(d, DOCTOR)}</g>`);
  } else if (n === 4) {
    // the doctor with a dermatoscope, framed certificates (blank) behind
    out.push(frameArt(cx - 380 * s, base - 560 * s, 130 * s, 170 * s));
    out.push(frameArt(cx - 380 * s, base - 360 * s, 130 * s, 100 * s, { art: C.blush }));
    out.push(`<g transform="${place(cx + 20 * s, base - 440 * s, 1.28 * s)}">${bust(d, { ...DOCTOR, skin: SKIN[2], bindi: false })}</g>`);
    // dermatoscope in hand
    out.push(el.g({ transform: `${place(cx + 170 * s, base - 150 * s, s)} rotate(-20)` }, el.path(rrect(-16, -10, 32, 120, 12), { fill: C.ink }), el.circle(0, -26, 30, { fill: C.gold }), el.circle(0, -26, 20, { fill: lighten(C.sage, 0.5) }), el.ellipse(-2, 56, 26, 22, { fill: SKIN[2] })));
  } else if (n === 5) {
    // technology: a laser handpiece with soft light on a skin lens
    out.push(el.circle(cx, base - 330 * s, 220 * s, { fill: lighten(C.blush, 0.35), stroke: C.deepTeal, strokeWidth: 3 }));
    const clip = d.clip(el.circle(cx, base - 330 * s, 220 * s));
    const layers = [];
    for (let k = 0; k < 5; k++) layers.push(el.path(`M${f(cx - 240 * s)} ${f(base - (300 - k * 40) * s)}C${f(cx - 80 * s)} ${f(base - (320 - k * 40) * s)} ${f(cx + 80 * s)} ${f(base - (280 - k * 40) * s)} ${f(cx + 240 * s)} ${f(base - (300 - k * 40) * s)}`, stroke(C.rose, 2, { opacity: 0.5 - k * 0.06 })));
    out.push(`<g clip-path="${clip}">${el.rect(cx - 240 * s, base - 300 * s, 480 * s, 300 * s, { fill: C.blush })}${layers.join('')}</g>`);
    for (let i = 0; i < 7; i++) {
      const x = cx - 90 * s + i * 30 * s;
      out.push(el.line(x, base - 520 * s, x, base - 310 * s, { stroke: d.linearUser([[0, C.gold, 0], [1, C.gold, 0.9]], 0, base - 520 * s, 0, base - 310 * s), strokeWidth: 3 * s, strokeLinecap: 'round' }));
    }
    out.push(el.g({ transform: `${place(cx, base - 560 * s, s)} rotate(-8)` }, el.path(rrect(-120, -40, 240, 70, 30), { fill: C.deepTeal }), el.rect(-90, 30, 180, 14, { fill: C.gold, rx: 6 })));
    out.push(sprig(r, cx + 260 * s, base - 20 * s, 260 * s, -100, { leaves: 5, colour: C.teal, fill: lighten(C.sage, 0.25), curl: -0.3, size: s }));
  } else if (n === 6) {
    // homeopathy and wellness: botanicals and globules
    out.push(sprig(r, cx - 150 * s, base - 40 * s, 420 * s, -86, { leaves: 6, colour: C.deepTeal, fill: lighten(C.sage, 0.15), size: 1.2 * s }));
    out.push(flower(cx - 130 * s, base - 470 * s, 62 * s, { petals: 16, colour: mix(C.gold, '#E2A85C', 0.5), centre: darken(C.gold, 0.35) }));
    out.push(flower(cx - 30 * s, base - 360 * s, 40 * s, { petals: 13, colour: '#FFFFFF', centre: C.gold, petalWidth: 0.22 }));
    out.push(globuleVial(d, cx + 80 * s, base - 40 * s, 220 * s, { line: C.deepTeal }));
    out.push(dropperBottle(d, cx + 210 * s, base - 40 * s, 260 * s, { glass: C.gold, cap: C.deepTeal }));
    out.push(mortar(cx - 20 * s, base - 40 * s, 140 * s, { line: C.deepTeal }));
    out.push(el.ellipse(cx + 40 * s, base - 36 * s, 320 * s, 14 * s, { fill: darken(C.sand, 0.1), opacity: 0.6 }));
  }
  return out.join('');
}

/* ================================================================= doctor portrait */

export function doctorSvg() {
  const W = 960;
  const H = 1200;
  const r = rng('doctor:dr-meera-kulkarni');
  const d = new Doc(W, H);
  d.add(el.rect(0, 0, W, H, { fill: d.linear([[0, C.cream], [1, lighten(C.sage, 0.4)]], 160) }));
  d.add(el.path(arch(150, 110, 660, 1100), { fill: lighten(C.sage, 0.2) }));
  d.add(el.path(arch(126, 86, 708, 1140), stroke(C.gold, 2, { opacity: 0.6 })));
  d.add(plant(r, 130, 1200, 420, { pot: C.sand, leafColour: C.teal }));
  d.add(d.glow(480, 480, 320, '#FFFFFF', 0.5));
  d.add(`<g transform="${place(480, 500, 2.15)}">${bust(d, DOCTOR)}</g>`);
  return d;
}

/* ================================================================= gallery */

export function gallerySvg(n) {
  const W = 1200;
  const H = 900;
  const r = rng(`gallery:${n}`);
  const d = new Doc(W, H);
  const wall = [null, C.sand, C.cream, lighten(C.sage, 0.55), mix(C.blush, C.cream, 0.55), C.sand, lighten(C.sage, 0.5), C.cream, null][n];
  if (wall) d.add(el.rect(0, 0, W, H, { fill: d.linear([[0, lighten(wall, 0.3)], [1, wall]], 180) }));
  if (n === 1) {
    // reception: arched niche with the mark, desk, pendant lights, plants
    d.add(el.path(arch(420, 120, 360, 560), { fill: lighten(C.sage, 0.3) }));
    d.add(`<g transform="translate(552 250) scale(2)">${markShapes({ colour: C.deepTeal, leafColour: C.gold })}</g>`);
    d.add(floor(d, W, H, 680));
    d.add(pendant(300, 150, 70, C.gold, d) + pendant(900, 150, 70, C.gold, d));
    d.add(`<g transform="${place(600, 500, 0.62)}">${bust(d, { skin: SKIN[1], hair: HAIR[0], hairStyle: 'bun', outfit: 'top', outfitColour: C.teal, earrings: true })}</g>`);
    d.add(el.path('M260 600H940Q960 600 960 620V760H240V620Q240 600 260 600Z', { fill: C.cream }));
    d.add(el.rect(240, 600, 720, 22, { fill: mix(C.sand, C.gold, 0.3) }));
    d.add(el.rect(240, 720, 720, 40, { fill: C.deepTeal }));
    for (let i = 0; i < 9; i++) d.add(el.line(290 + i * 78, 640, 290 + i * 78, 710, stroke(darken(C.cream, 0.06), 3)));
    d.add(plant(r, 120, 780, 280) + plant(r, 1080, 780, 240, { pot: C.deepTeal, leafColour: C.sage }));
    d.add(el.rect(300, 580, 90, 20, { fill: C.ink, rx: 3 }));
    d.add(el.ellipse(860, 592, 26, 8, { fill: C.gold }));
  } else if (n === 2) {
    // consultation room: desk, chairs, window, frames
    d.add(windowPane(d, 820, 110, 260, 400));
    d.add(frameArt(200, 150, 150, 190) + frameArt(380, 180, 120, 120, { art: C.blush }));
    d.add(floor(d, W, H, 640));
    d.add(el.rect(140, 520, 640, 26, { fill: mix(C.sand, C.gold, 0.35), rx: 6 }));
    d.add(el.rect(170, 546, 20, 210, { fill: darken(C.sand, 0.25) }) + el.rect(730, 546, 20, 210, { fill: darken(C.sand, 0.25) }));
    d.add(el.path(rrect(450, 430, 180, 10, 4), { fill: C.ink }) + el.path('M470 430L490 330H610L620 430Z', { fill: darken(C.ink, 0.1) }) + el.path('M500 345H600L594 420H494Z', { fill: lighten(C.sage, 0.3) }));
    d.add(el.rect(230, 480, 120, 40, { fill: C.cream, rx: 4 }) + el.circle(700, 500, 18, { fill: C.teal }));
    d.add(chair(300, 780, C.teal) + chair(900, 780, C.rose, true));
    d.add(plant(r, 1090, 760, 230, { pot: C.cream }));
  } else if (n === 3) {
    // treatment room with a laser device
    d.add(floor(d, W, H, 660, mix(C.sand, C.sage, 0.25)));
    d.add(pendant(600, 80, 120, C.cream, d));
    d.add(el.path('M180 560H760Q800 560 800 600V620H180Z', { fill: C.cream }) + el.path('M180 560L120 470Q110 450 130 450H250L290 560Z', { fill: C.cream }));
    d.add(el.rect(170, 620, 640, 30, { fill: C.teal }) + el.rect(300, 650, 30, 130, { fill: darken(C.sand, 0.35) }) + el.rect(650, 650, 30, 130, { fill: darken(C.sand, 0.35) }));
    d.add(el.path(rrect(560, 530, 200, 40, 18), { fill: lighten(C.sage, 0.3) }));
    // the device: cart, screen, arm, handpiece
    d.add(el.path(rrect(890, 420, 180, 340, 26), { fill: C.cream, stroke: darken(C.sand, 0.2), strokeWidth: 3 }));
    d.add(el.rect(910, 460, 140, 14, { fill: C.teal, rx: 6 }));
    d.add(el.path(rrect(900, 250, 170, 130, 14), { fill: C.ink }) + el.path(rrect(912, 262, 146, 106, 8), { fill: d.linearUser([[0, C.teal], [1, C.sage]], 0, 262, 0, 368) }) + el.rect(975, 380, 20, 44, { fill: darken(C.sand, 0.3) }));
    d.add(el.path('M960 430C900 380 820 400 790 470', stroke(C.ink, 8)) + el.path(rrect(760, 462, 60, 24, 10), { fill: C.deepTeal, transform: 'rotate(30 790 474)' }));
    d.add(el.circle(910, 780, 14, { fill: C.ink }) + el.circle(1050, 780, 14, { fill: C.ink }));
    d.add(plant(r, 100, 760, 200, { pot: C.sand }));
  } else if (n === 4) {
    // facial suite: reclined bed, magnifier lamp, trolley with products
    d.add(el.path(arch(150, 140, 300, 420), { fill: lighten(C.blush, 0.35) }));
    d.add(floor(d, W, H, 650, mix(C.sand, C.blush, 0.3)));
    d.add(el.path('M300 560H860Q900 560 900 600V620H300Z', { fill: C.cream }) + el.path('M300 560L250 450Q240 430 262 430H360L400 560Z', { fill: C.cream }));
    d.add(el.path(rrect(250, 410, 130, 40, 18), { fill: C.sage }));
    d.add(el.rect(290, 620, 600, 30, { fill: C.rose }) + el.rect(420, 650, 26, 120, { fill: darken(C.sand, 0.35) }) + el.rect(760, 650, 26, 120, { fill: darken(C.sand, 0.35) }));
    d.add(el.path('M540 110V180Q540 220 480 260L420 300', stroke(C.ink, 6)) + el.ellipse(400, 318, 64, 26, { fill: C.cream, stroke: C.ink, strokeWidth: 5 }) + el.ellipse(400, 318, 44, 16, { fill: lighten(C.sage, 0.45) }));
    d.add(el.rect(960, 470, 170, 16, { fill: C.gold, rx: 6 }) + el.rect(960, 600, 170, 16, { fill: C.gold, rx: 6 }) + el.line(970, 486, 970, 770, stroke(C.gold, 6)) + el.line(1120, 486, 1120, 770, stroke(C.gold, 6)));
    d.add(dropperBottle(d, 1000, 470, 90, { glass: C.rose, cap: C.deepTeal }) + jar(1060, 470, 50, { lid: C.gold }) + tube(1100, 470, 80, { cap: C.teal }));
    d.add(el.path(rrect(985, 560, 120, 40, 16), { fill: C.cream, stroke: darken(C.sand, 0.15), strokeWidth: 2 }));
    d.add(el.path(rrect(985, 540, 120, 26, 12), { fill: C.blush }));
  } else if (n === 5) {
    // waiting lounge: sofa, armchair, table, window, art
    d.add(windowPane(d, 80, 100, 240, 420));
    d.add(frameArt(560, 130, 220, 160, { art: C.sage }));
    d.add(floor(d, W, H, 650));
    d.add(el.path(rrect(420, 400, 520, 150, 40), { fill: C.teal }) + el.path(rrect(400, 500, 560, 150, 40), { fill: mix(C.teal, C.deepTeal, 0.3) }));
    d.add(el.path(rrect(470, 430, 130, 110, 30), { fill: C.blush }) + el.path(rrect(760, 430, 130, 110, 30), { fill: C.sand }));
    d.add(el.rect(430, 650, 16, 40, { fill: C.ink }) + el.rect(915, 650, 16, 40, { fill: C.ink }));
    d.add(el.ellipse(680, 730, 170, 26, { fill: C.cream, stroke: darken(C.sand, 0.2), strokeWidth: 3 }) + el.rect(672, 740, 16, 60, { fill: C.gold }));
    d.add(el.rect(610, 696, 90, 14, { fill: C.sage, rx: 3, transform: 'rotate(-6 655 703)' }) + plant(r, 740, 720, 90, { pot: C.gold }));
    d.add(chair(1080, 800, C.rose, true));
    d.add(plant(r, 330, 780, 260, { pot: C.cream }));
  } else if (n === 6) {
    // hair-care station: chair, round mirror, analysis scope, shelf
    d.add(el.circle(560, 300, 170, { fill: C.gold }) + el.circle(560, 300, 156, { fill: d.linearUser([[0, lighten(C.sage, 0.6)], [1, lighten(C.sage, 0.2)]], 0, 140, 0, 460) }));
    d.add(el.path('M450 250C480 200 540 190 580 220', stroke('#FFFFFF', 8, { opacity: 0.7 })));
    d.add(floor(d, W, H, 660, mix(C.sand, C.sage, 0.3)));
    d.add(el.rect(340, 470, 440, 20, { fill: C.cream }) + el.rect(340, 490, 440, 100, { fill: C.sand }));
    d.add(el.path(rrect(470, 520, 180, 170, 40), { fill: C.deepTeal }) + el.path(rrect(480, 420, 160, 130, 40), { fill: C.teal }) + el.rect(552, 690, 16, 60, { fill: C.ink }) + el.ellipse(560, 760, 80, 14, { fill: C.ink }));
    d.add(el.line(900, 780, 900, 330, stroke(C.ink, 6)) + el.path('M900 340L800 300', stroke(C.ink, 6)) + el.path(rrect(740, 276, 80, 40, 14), { fill: C.cream, stroke: C.ink, strokeWidth: 4 }) + el.ellipse(900, 784, 60, 12, { fill: C.ink }));
    d.add(el.rect(1000, 250, 160, 12, { fill: C.gold }) + el.rect(1000, 380, 160, 12, { fill: C.gold }));
    d.add(dropperBottle(d, 1040, 250, 80, { glass: C.teal, cap: C.ink }) + tube(1100, 250, 80, { cap: C.gold }) + jar(1050, 380, 56, { lid: C.teal }) + dropperBottle(d, 1120, 380, 70, { glass: C.gold, cap: C.ink }));
    d.add(plant(r, 150, 780, 280, { pot: C.cream, leafColour: C.teal }));
  } else if (n === 7) {
    // pharmacy shelf with skincare
    d.add(el.rect(150, 90, 900, 560, { fill: lighten(C.sand, 0.2), stroke: darken(C.sand, 0.15), strokeWidth: 4 }));
    const shelves = [230, 370, 510, 650];
    for (const y of shelves) d.add(el.rect(150, y, 900, 14, { fill: C.gold }));
    const items = [
      (x, y) => dropperBottle(d, x, y, 100, { glass: C.rose, cap: C.deepTeal }),
      (x, y) => jar(x, y, 64, { lid: C.gold }),
      (x, y) => tube(x, y, 100, { cap: C.teal }),
      (x, y) => dropperBottle(d, x, y, 90, { glass: C.gold, cap: C.ink }),
      (x, y) => jar(x, y, 56, { lid: C.teal, body: C.blush }),
      (x, y) => tube(x, y, 90, { cap: C.rose, body: lighten(C.sage, 0.4) }),
      (x, y) => dropperBottle(d, x, y, 96, { glass: C.sage, cap: C.gold }),
    ];
    shelves.forEach((y, j) => {
      for (let i = 0; i < 9; i++) {
        if ((i + j) % 5 === 4) continue;
        d.add(items[(i * 3 + j * 2) % items.length](210 + i * 98, y));
      }
    });
    d.add(floor(d, W, H, 760));
    d.add(el.path('M100 680H1100V800H100Z', { fill: C.cream }) + el.rect(100, 680, 1000, 16, { fill: C.deepTeal }));
    d.add(plant(r, 1110, 680, 200, { pot: C.sand }));
  } else if (n === 8) {
    // exterior at dusk
    d.add(el.rect(0, 0, W, H, { fill: d.linear([[0, C.deepTeal], [0.55, mix(C.teal, C.rose, 0.45)], [1, lighten(C.blush, 0.2)]], 180) }));
    d.add(el.circle(980, 170, 40, { fill: lighten(C.blush, 0.5), opacity: 0.8 }));
    d.add(el.path('M0 640C200 600 400 620 600 600C800 580 1000 610 1200 590V900H0Z', { fill: mix(C.deepTeal, C.ink, 0.4) }));
    d.add(el.rect(300, 170, 600, 580, { fill: mix(C.sand, C.rose, 0.25) }) + el.rect(280, 150, 640, 30, { fill: darken(C.sand, 0.25) }));
    for (let fl = 0; fl < 3; fl++) {
      const y = 220 + fl * 170;
      for (let i = 0; i < 4; i++) {
        const lit = fl === 1 || (fl + i) % 3 === 0;
        d.add(el.rect(340 + i * 140, y, 100, 110, { fill: lit ? '#F4D9A6' : mix(C.deepTeal, C.sage, 0.3), rx: 4 }));
        d.add(el.line(390 + i * 140, y, 390 + i * 140, y + 110, stroke(darken(C.sand, 0.3), 3)));
      }
    }
    // the second floor sign panel: the mark only
    d.add(el.rect(520, 350 - 12, 160, 40, { fill: C.deepTeal, rx: 6 }) + `<g transform="translate(585 341) scale(0.7)">${markShapes({ colour: C.cream, leafColour: C.gold })}</g>`);
    d.add(el.rect(540, 620, 120, 130, { fill: '#F4D9A6' }) + el.rect(520, 600, 160, 20, { fill: C.deepTeal }));
    d.add(el.rect(0, 750, W, 150, { fill: mix(C.ink, C.deepTeal, 0.3) }) + el.rect(0, 740, W, 14, { fill: darken(C.sand, 0.4) }));
    for (let i = 0; i < 6; i++) d.add(el.rect(60 + i * 200, 820, 100, 8, { fill: C.sand, opacity: 0.5 }));
    d.add(tree(150, 750, 300) + tree(1060, 750, 260));
    d.add(el.line(960, 750, 960, 520, stroke(C.ink, 5)) + d.glow(960, 520, 50, '#F4D9A6', 0.8) + el.circle(960, 520, 10, { fill: '#F4D9A6' }));
  }
  return d;
}

function chair(x, y, colour, flip = false, size = 1) {
  const s = flip ? -1 : 1;
  return el.g({ transform: `translate(${x} ${y}) scale(${f(s * size)} ${f(size)})` },
    el.path(rrect(-70, -170, 50, 170, 20), { fill: darken(colour, 0.1) }),
    el.path(rrect(-70, -80, 150, 50, 20), { fill: colour }),
    el.rect(-60, -30, 10, 30, { fill: C.ink }),
    el.rect(60, -30, 10, 30, { fill: C.ink }));
}

function tree(x, y, h) {
  return [
    el.rect(x - 8, y - h * 0.45, 16, h * 0.45, { fill: C.ink }),
    el.circle(x, y - h * 0.62, h * 0.26, { fill: mix(C.deepTeal, C.ink, 0.2) }),
    el.circle(x - h * 0.16, y - h * 0.5, h * 0.18, { fill: mix(C.deepTeal, C.teal, 0.3) }),
    el.circle(x + h * 0.16, y - h * 0.52, h * 0.2, { fill: mix(C.deepTeal, C.ink, 0.35) }),
  ].join('');
}

/* ================================================================= video posters */

export function videoSvg(n) {
  const W = 1200;
  const H = 675;
  const r = rng(`video:${n}`);
  const d = new Doc(W, H);
  if (n === 1) {
    // the doctor explaining, a soft clinic backdrop
    d.add(el.rect(0, 0, W, H, { fill: d.linear([[0, C.cream], [1, lighten(C.sage, 0.35)]], 120) }));
    d.add(el.path(arch(120, 90, 300, 600), { fill: lighten(C.sage, 0.25) }));
    d.add(frameArt(880, 130, 170, 220));
    d.add(plant(r, 1080, 675, 300));
    d.add(`<g transform="${place(600, 300, 1.35)}">${bust(d, DOCTOR)}</g>`);
  } else {
    // a facial in progress: a relaxed patient, products, calm light
    d.add(el.rect(0, 0, W, H, { fill: d.linear([[0, C.sand], [1, mix(C.blush, C.sand, 0.4)]], 120) }));
    d.add(el.circle(560, 300, 280, { fill: lighten(C.blush, 0.3) }));
    d.add(`<g transform="${place(560, 280, 1.3)}">${bust(d, { skin: SKIN[3], hairStyle: 'wrapped', wrapColour: C.cream, outfit: 'towel', outfitColour: C.cream, eyes: 'closed', smile: 0.6 })}</g>`);
    d.add(el.rect(860, 520, 260, 14, { fill: C.gold, rx: 6 }));
    d.add(dropperBottle(d, 910, 520, 130, { glass: C.rose, cap: C.deepTeal }) + jar(1000, 520, 70, { lid: C.gold }) + tube(1070, 520, 110, { cap: C.teal }));
    d.add(sprig(r, 140, 660, 300, -80, { leaves: 6, colour: C.teal, fill: lighten(C.sage, 0.25) }));
  }
  return d;
}

/* ================================================================= reels (9:16) */

export function reelSvg(n) {
  const W = 720;
  const H = 1280;
  const r = rng(`reel:${n}`);
  const d = new Doc(W, H);
  if (n === 1) {
    // skincare still life
    d.add(el.rect(0, 0, W, H, { fill: d.linear([[0, C.cream], [1, C.blush]], 180) }));
    d.add(el.path(arch(130, 300, 460, 900), { fill: lighten(C.blush, 0.35) }));
    d.add(el.rect(80, 960, 560, 20, { fill: C.gold, rx: 8 }));
    d.add(dropperBottle(d, 250, 960, 340, { glass: C.rose, cap: C.deepTeal }) + jar(460, 960, 150, { lid: C.gold }) + tube(560, 960, 260, { cap: C.teal, rot: 8 }));
    d.add(sprig(r, 110, 1200, 420, -80, { leaves: 6, colour: C.teal, fill: lighten(C.sage, 0.25) }));
    d.add(sparkle(520, 420, 20, C.gold) + sparkle(570, 480, 12, C.gold));
  } else if (n === 2) {
    // facial: relaxed face with droplets
    d.add(el.rect(0, 0, W, H, { fill: d.linear([[0, lighten(C.sage, 0.55)], [1, lighten(C.sage, 0.1)]], 180) }));
    d.add(el.circle(360, 560, 300, { fill: C.cream, opacity: 0.8 }));
    d.add(`<g transform="${place(360, 560, 2.1)}">${bust(d, { skin: SKIN[1], hairStyle: 'wrapped', wrapColour: C.blush, outfit: 'towel', outfitColour: C.blush, eyes: 'closed', smile: 0.6 })}</g>`);
    d.add(sparkle(560, 300, 22, C.gold) + sparkle(170, 360, 14, C.gold));
  } else if (n === 3) {
    // hair: long hair from behind, strands
    d.add(el.rect(0, 0, W, H, { fill: d.linear([[0, C.sand], [1, mix(C.gold, C.sand, 0.4)]], 180) }));
    d.add(el.circle(360, 520, 290, { fill: C.cream, opacity: 0.8 }));
    d.add(el.path('M240 1280C210 1000 190 800 230 620C250 520 200 460 230 380C260 300 460 300 490 380C520 460 470 520 490 620C530 800 510 1000 480 1280Z', { fill: HAIR[1] }));
    for (let i = 0; i < 16; i++) d.add(el.path(smooth([[260 + i * 13, 380], [250 + i * 14, 700], [258 + i * 13, 1000], [250 + i * 14, 1280]]), stroke(lighten(HAIR[1], 0.25), 2, { opacity: 0.6 })));
    d.add(el.path('M250 860C300 880 420 880 470 860', stroke(C.gold, 10)));
    d.add(sprig(r, 620, 1200, 360, -100, { leaves: 5, colour: C.teal, fill: lighten(C.sage, 0.25), curl: -0.3 }));
  } else {
    // the clinic: arch window, chair, plant
    d.add(el.rect(0, 0, W, H, { fill: d.linear([[0, C.cream], [1, C.sand]], 180) }));
    d.add(windowPane(d, 180, 200, 360, 640));
    d.add(floor(d, W, H, 1000));
    d.add(chair(330, 1130, C.teal, false, 1.6));
    d.add(plant(r, 110, 1100, 320) + plant(r, 620, 1100, 260, { pot: C.deepTeal, leafColour: C.sage }));
    d.add(pendant(360, 80, 90, C.gold, d));
  }
  return d;
}

/* ================================================================= site banners (8:3) */

/**
 * Backgrounds behind text, 1600 x 600, kept to a narrow tonal range: 'dark' ones for white text,
 * 'light' ones for deep-teal text.
 */
export const SITE = {
  'care-band': 'dark',
  'consultation-banner': 'dark',
  'about-banner': 'light',
  'news-hero': 'dark',
  'contact-hero': 'light',
  'wellness-hero': 'light',
  'service-hero': 'dark',
};

export function siteSvg(name) {
  const W = 1600;
  const H = 600;
  const r = rng(`site:${name}`);
  const d = new Doc(W, H);
  const dark = SITE[name] === 'dark';
  const base = dark ? [C.deepTeal, mix(C.deepTeal, C.teal, 0.55)] : name === 'wellness-hero' ? [lighten(C.sage, 0.55), lighten(C.sage, 0.4)] : [C.cream, C.sand];
  const line = dark ? mix(C.teal, C.sage, 0.1) : name === 'wellness-hero' ? lighten(C.sage, 0.1) : darken(C.sand, 0.07);
  d.add(el.rect(0, 0, W, H, { fill: d.linear([[0, base[0]], [1, base[1]]], 110) }));
  d.add(el.path(blob(r, 1250, 300, 420, 330, { points: 8, wobble: 0.12 }), { fill: dark ? mix(C.deepTeal, C.teal, 0.35) : lighten(base[1], 0.35), opacity: 0.7 }));
  if (name === 'care-band' || name === 'wellness-hero') {
    for (let i = 0; i < 5; i++) d.add(sprig(r, 200 + i * 300, 640, 300 + (i % 2) * 80, -95 + r.range(-15, 15), { leaves: 5, colour: line, width: 2.4, curl: r.range(-0.4, 0.4) }));
  } else if (name === 'service-hero') {
    for (let i = 0; i < 7; i++) d.add(el.circle(1240, 300, 70 + i * 56, stroke(line, 1.8)));
    for (let i = 0; i < 4; i++) d.add(el.path(`M${-40} ${f(420 + i * 40)}C400 ${f(360 + i * 40)} 800 ${f(470 + i * 40)} 1700 ${f(380 + i * 40)}`, stroke(line, 1.8)));
  } else if (name === 'consultation-banner') {
    for (let i = 0; i < 6; i++) d.add(el.path(arch(80 + i * 260, 120 + (i % 2) * 40, 180, 560), stroke(line, 2)));
    d.add(el.circle(1250, 300, 230, stroke(line, 2)));
  } else if (name === 'about-banner') {
    d.add(`<g transform="translate(1060 40) scale(1.1)" opacity="0.8">${profileArt({ colour: line, width: 2.6, hairStyle: 'flowing' })}</g>`);
    for (let i = 0; i < 6; i++) d.add(el.circle(380, 300, 80 + i * 46, stroke(line, 1.6)));
  } else if (name === 'news-hero') {
    for (let j = 0; j < 9; j++) for (let i = 0; i < 30; i++) d.add(el.circle(40 + i * 54, 40 + j * 66, 2.2, { fill: line }));
  } else if (name === 'contact-hero') {
    for (let k = 0; k < 12; k++) {
      const pts = [];
      for (let x = -40; x <= W + 200; x += 160) pts.push([x, 40 + k * 50 + Math.sin(x / 210 + k * 0.6) * 26]);
      d.add(el.path(smooth(pts), stroke(line, 2)));
    }
    d.add(el.circle(1180, 290, 18, { fill: 'none', stroke: darken(C.sand, 0.12), strokeWidth: 3 }));
  }
  return d;
}
