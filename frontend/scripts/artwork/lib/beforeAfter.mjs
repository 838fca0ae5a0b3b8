/**
 * Before/after pictures (4:3): one illustrative subject split down the middle, the left half in
 * its "before" state and the right half "after". Deliberately stylised, and the "after" shows a
 * realistic improvement rather than perfection. No labels: the page overlays them.
 */
import { C, Doc, el, f, rng, smooth, stroke, blob, lighten, darken, mix, place, SKIN, HAIR } from './core.mjs';
import { bust } from './people.mjs';
import { lotus } from './motifs.mjs';

const W = 1200;
const H = 900;

/** id → [scene, issue, options] */
const SCENES = {
  'anti-aging': ['face', 'lines', { skin: SKIN[1] }],
  'laser-skin-therapy': ['close', 'uneven', { skin: SKIN[2] }],
  'co2-fractional-laser': ['close', 'pits', { skin: SKIN[1] }],
  'pigmentation-treatments': ['face', 'melasma', { skin: SKIN[2] }],
  'pigmentation-solutions': ['close', 'spots', { skin: SKIN[0] }],
  'chemical-peel': ['face', 'marks', { skin: SKIN[3] }],
  'micro-needling-prp': ['close', 'scars', { skin: SKIN[2] }],
  'dermaroller-with-prp-and-subcision': ['section', 'tethered', {}],
  'stretch-marks': ['close', 'striae', { skin: SKIN[1] }],
  'laser-tattoo-removal': ['close', 'tattoo', { skin: SKIN[2] }],
  hairfall: ['crown', 'thin', {}],
  'hair-prp': ['parting', 'wide', { skin: SKIN[1] }],
  'hair-transplant': ['hairline', 'recede', { skin: SKIN[3] }],
  'laser-hair-removal': ['close', 'hair', { skin: SKIN[1] }],
  'vitiligo-white-spot': ['close', 'vitiligo', { skin: SKIN[3] }],
};

export const BEFORE_AFTER_IDS = Object.keys(SCENES);

function half(doc, side, inner) {
  const clip = doc.clip(el.rect(side === 'before' ? 0 : W / 2, 0, W / 2, H));
  return `<g clip-path="${clip}">${inner}</g>`;
}

/* ----------------------------------------------------------- frontal face */
function faceScene(doc, id, issue, o, state) {
  const r = rng(`ba-face:${id}`);
  const skin = o.skin;
  const parts = [];
  parts.push(el.rect(0, 0, W, H, { fill: doc.linear([[0, C.sand], [1, mix(C.blush, C.sand, 0.5)]], 160) }));
  parts.push(el.circle(600, 420, 380, { fill: lighten(C.blush, 0.35) }));
  parts.push(`<g transform="${place(600, 390, 3.1)}">${bust(doc, { skin, hair: HAIR[0], hairStyle: 'long', outfit: 'kurta', outfitColour: C.sage, eyes: 'open', smile: 0.8, earrings: true })}</g>`);
  // face-space helper: bust units → picture
  const P = (x, y) => [600 + x * 3.1, 390 + y * 3.1];
  const before = state === 'before';
  const line = darken(skin, 0.3);
  if (issue === 'lines') {
    const op = before ? 0.75 : 0.18;
    for (let i = 0; i < 3; i++) {
      const [ax, ay] = P(-34, -50 + i * 7);
      const [bx, by] = P(34, -50 + i * 7);
      parts.push(el.path(`M${f(ax)} ${f(ay)}Q600 ${f(ay - 12)} ${f(bx)} ${f(by)}`, stroke(line, 3, { opacity: op })));
    }
    for (const s of [-1, 1]) {
      for (let i = 0; i < 3; i++) {
        const [ax, ay] = P(s * 44, -8 + i * 7);
        parts.push(el.path(`M${f(ax)} ${f(ay)}l${f(s * 34)} ${f(-10 + i * 10)}`, stroke(line, 2.6, { opacity: op })));
      }
      const [nx, ny] = P(s * 18, 24);
      const [mx, my] = P(s * 26, 50);
      parts.push(el.path(`M${f(nx)} ${f(ny)}Q${f(nx + s * 40)} ${f((ny + my) / 2)} ${f(mx)} ${f(my)}`, stroke(line, 3.4, { opacity: before ? 0.6 : 0.2 })));
    }
    if (!before) parts.push(doc.glow(...P(-30, 10), 150, '#FFFFFF', 0.25));
  } else if (issue === 'melasma') {
    for (const s of [-1, 1]) {
      const [cx, cy] = P(s * 34, 18);
      parts.push(el.path(blob(rng(`mel${s}`), cx, cy, 70, 46, { points: 7, wobble: 0.22 }), { fill: darken(skin, 0.25), opacity: before ? 0.5 : 0.16 }));
    }
    const [ux, uy] = P(0, 38);
    parts.push(el.ellipse(ux, uy, 52, 12, { fill: darken(skin, 0.25), opacity: before ? 0.4 : 0.1 }));
    const [fx, fy] = P(0, -44);
    parts.push(el.ellipse(fx, fy, 90, 26, { fill: darken(skin, 0.2), opacity: before ? 0.3 : 0.08 }));
  } else if (issue === 'marks') {
    const pts = [];
    for (let i = 0; i < 26; i++) {
      const s = i % 2 ? -1 : 1;
      pts.push(P(s * r.range(22, 50), r.range(-4, 52)));
    }
    for (const [x, y] of pts) parts.push(el.circle(x, y, r.range(4, 8), { fill: darken(skin, 0.3), opacity: before ? 0.6 : 0.16 }));
    if (before) parts.push(el.rect(0, 0, W, H, { fill: '#7A6A5A', opacity: 0.08 }));
    else parts.push(doc.glow(...P(-20, 0), 200, '#FFFFFF', 0.2));
  }
  return parts.join('');
}

/* ----------------------------------------------------------- skin close-up */
function closeScene(doc, id, issue, o, state) {
  const r = rng(`ba-close:${id}`);
  const skin = o.skin;
  const before = state === 'before';
  const parts = [];
  const outer = [];
  outer.push(el.rect(0, 0, W, H, { fill: doc.linear([[0, C.sand], [1, mix(C.blush, C.sand, 0.35)]], 150) }));
  outer.push(el.circle(600, 450, 424, stroke(C.rose, 1.6, { opacity: 0.5 })));
  parts.push(el.rect(0, 0, W, H, { fill: doc.radial([[0, lighten(skin, 0.16)], [1, darken(skin, 0.05)]], 520, 360, 820) }));
  // fine skin creases, the same on both halves
  for (let i = 0; i < 11; i++) {
    const y = 40 + i * 84 + r.range(-14, 14);
    const pts = [];
    for (let x = -40; x <= W + 40; x += 160) pts.push([x, y + r.range(-10, 10)]);
    parts.push(el.path(smooth(pts), stroke(darken(skin, 0.1), 1.6, { opacity: 0.4 })));
  }
  for (let i = 0; i < 90; i++) parts.push(el.circle(r.range(0, W), r.range(0, H), 1.6, { fill: darken(skin, 0.14), opacity: 0.35 }));
  const dark = darken(skin, 0.32);
  if (issue === 'uneven' || issue === 'spots') {
    const n = issue === 'spots' ? 34 : 16;
    for (let i = 0; i < n; i++) {
      const x = r.range(60, W - 60);
      const y = r.range(60, H - 60);
      const rad = issue === 'spots' ? r.range(8, 22) : r.range(40, 90);
      parts.push(el.path(blob(r, x, y, rad, rad * r.range(0.7, 1), { points: 6, wobble: 0.25 }), { fill: issue === 'spots' ? dark : darken(skin, 0.18), opacity: before ? (issue === 'spots' ? 0.55 : 0.45) : 0.12 }));
    }
    if (!before) parts.push(el.rect(0, 0, W, H, { fill: lighten(skin, 0.3), opacity: 0.12 }));
  } else if (issue === 'pits' || issue === 'scars') {
    const n = issue === 'pits' ? 46 : 30;
    for (let i = 0; i < n; i++) {
      const x = r.range(60, W - 60);
      const y = r.range(60, H - 60);
      const rad = issue === 'pits' ? r.range(8, 18) : r.range(14, 30);
      const k = before ? 1 : 0.45;
      parts.push(el.ellipse(x, y, rad * k, rad * 0.75 * k, { fill: darken(skin, 0.2), opacity: before ? 0.55 : 0.25 }));
      parts.push(el.path(`M${f(x - rad * k)} ${f(y)}A${f(rad * k)} ${f(rad * 0.75 * k)} 0 0 0 ${f(x + rad * k)} ${f(y)}`, stroke(lighten(skin, 0.35), 2, { opacity: before ? 0.7 : 0.3 })));
    }
  } else if (issue === 'striae') {
    for (let i = 0; i < 9; i++) {
      const y = 150 + i * 75 + r.range(-10, 10);
      const x = r.range(60, 300);
      const len = r.range(500, 800);
      parts.push(el.path(`M${f(x)} ${f(y)}C${f(x + len * 0.3)} ${f(y - 30)} ${f(x + len * 0.7)} ${f(y - 20)} ${f(x + len)} ${f(y + 10)}`, stroke(before ? lighten(mix(skin, C.rose, 0.35), 0.25) : lighten(skin, 0.12), before ? 14 : 7, { opacity: before ? 0.85 : 0.5 })));
    }
  } else if (issue === 'tattoo') {
    const ink = '#27343A';
    parts.push(lotus(600, 560, 3.6, stroke(ink, 9, { opacity: before ? 0.85 : 0.1 })));
  } else if (issue === 'hair') {
    for (let i = 0; i < 260; i++) {
      const x = r.range(20, W - 20);
      const y = r.range(20, H - 20);
      const a = r.range(-0.5, 0.3);
      const len = r.range(26, 40);
      const keep = r.next() < 0.08;
      if (!before && !keep) continue;
      parts.push(el.path(`M${f(x)} ${f(y)}q${f(Math.cos(a) * len * 0.5)} ${f(-8)} ${f(Math.cos(a) * len)} ${f(Math.sin(a) * len - 6)}`, stroke(darken(skin, 0.62), before ? 2.6 : 1.4, { opacity: before ? 0.85 : 0.4 })));
    }
  } else if (issue === 'vitiligo') {
    const patches = [[360, 330, 170, 120], [820, 560, 140, 110], [700, 220, 90, 70], [300, 680, 90, 70]];
    for (const [x, y, rx, ry] of patches) {
      const k = before ? 1 : 0.55;
      parts.push(el.path(blob(rng(`vit${x}`), x, y, rx * k, ry * k, { points: 8, wobble: 0.22 }), { fill: mix(C.cream, skin, 0.12) }));
      if (!before) {
        const rr = rng(`vitdots${x}`);
        for (let i = 0; i < 14; i++) {
          const a = rr.next() * Math.PI * 2;
          const d = rr.range(0.65, 1.1);
          parts.push(el.circle(x + Math.cos(a) * rx * d, y + Math.sin(a) * ry * d, rr.range(6, 12), { fill: mix(skin, C.cream, 0.25), opacity: 0.9 }));
        }
      }
    }
  }
  const clip = doc.clip(el.circle(600, 450, 400));
  return `${outer.join('')}<g clip-path="${clip}">${parts.join('')}</g>${el.circle(600, 450, 400, stroke(darken(skin, 0.2), 3, { opacity: 0.6 }))}`;
}

/* ----------------------------------------------------------- cross-section */
function sectionScene(doc, id, issue, o, state) {
  const before = state === 'before';
  const parts = [];
  parts.push(el.rect(0, 0, W, H, { fill: doc.linear([[0, C.cream], [1, C.sand]], 180) }));
  const surf = (x) => {
    let y = 360 + Math.sin(x / 90) * 8;
    for (const c of [260, 600, 930]) {
      const d = (x - c) / 70;
      y += (before ? 70 : 18) * Math.exp(-d * d);
    }
    return y;
  };
  const top = [];
  for (let x = -20; x <= W + 20; x += 20) top.push([x, surf(x)]);
  const base = top.map(([x, y]) => [x, y + 70]).reverse();
  parts.push(el.rect(0, 300, W, 600, { fill: doc.linearUser([[0, lighten(C.blush, 0.3)], [1, lighten(C.blush, 0.6)]], 0, 400, 0, 900) }));
  for (let i = 0; i < 12; i++) parts.push(el.ellipse(50 + i * 104, 800 + (i % 2) * 30, 60, 48, { fill: lighten(C.gold, 0.78), stroke: lighten(C.gold, 0.5), strokeWidth: 2 }));
  parts.push(el.path(`${smooth(top)}L${W + 20} ${f(surf(W + 20) + 70)}${smooth(base).replace(/^M/, 'L')}Z`, { fill: C.blush }));
  parts.push(el.path(smooth(top), stroke(darken(C.blush, 0.3), 3.5)));
  for (const c of [260, 600, 930]) {
    if (before) {
      parts.push(el.path(`M${c} ${f(surf(c) + 70)}L${c - 20} 640M${c} ${f(surf(c) + 70)}L${c + 24} 650`, stroke(darken(C.rose, 0.15), 5)));
    } else {
      parts.push(el.path(`M${c} ${f(surf(c) + 74)}L${c - 20} 560`, stroke(darken(C.rose, 0.1), 3, { strokeDasharray: '3 10', opacity: 0.6 })));
      for (let i = 0; i < 4; i++) parts.push(el.circle(c - 40 + i * 26, 520 + (i % 2) * 24, 9, { fill: C.rose, opacity: 0.6 }));
      for (let k = 0; k < 3; k++) parts.push(el.path(`M${c - 80} ${560 + k * 20}q40 -14 80 0t80 0`, stroke(C.rose, 2, { opacity: 0.5 })));
    }
  }
  return parts.join('');
}

/* ----------------------------------------------------------- hair: crown, parting, hairline */
function crownScene(doc, id, issue, o, state) {
  const r = rng(`ba-crown:${id}`);
  const before = state === 'before';
  const parts = [];
  parts.push(el.rect(0, 0, W, H, { fill: doc.linear([[0, lighten(C.sage, 0.5)], [1, mix(C.sage, C.cream, 0.3)]], 160) }));
  const scalp = lighten(SKIN[1], 0.25);
  const hair = HAIR[2];
  parts.push(el.ellipse(600, 470, 400, 380, { fill: hair }));
  // visible scalp at the crown
  const k = before ? 1 : 0.35;
  parts.push(el.ellipse(600, 430, 170 * k + 10, 150 * k + 10, { fill: scalp, opacity: before ? 1 : 0.55 }));
  // strands radiating from the whorl
  const n = before ? 170 : 320;
  for (let i = 0; i < n; i++) {
    const a = r.next() * Math.PI * 2;
    const d0 = (before ? r.range(120, 220) : r.range(30, 120));
    const len = r.range(120, 260);
    const x0 = 600 + Math.cos(a) * d0;
    const y0 = 430 + Math.sin(a) * d0 * 0.9;
    const a2 = a + 0.5;
    const x1 = x0 + Math.cos(a2) * len;
    const y1 = y0 + Math.sin(a2) * len * 0.9;
    if (Math.hypot(x1 - 600, (y1 - 470) / 0.95) > 395) continue;
    parts.push(el.path(`M${f(x0)} ${f(y0)}Q${f((x0 + x1) / 2 + Math.cos(a) * 30)} ${f((y0 + y1) / 2 + Math.sin(a) * 30)} ${f(x1)} ${f(y1)}`, stroke(lighten(hair, r.range(0.05, 0.3)), r.range(2, 4), { opacity: 0.9 })));
  }
  return parts.join('');
}

function partingScene(doc, id, issue, o, state) {
  const r = rng(`ba-part:${id}`);
  const before = state === 'before';
  const parts = [];
  parts.push(el.rect(0, 0, W, H, { fill: doc.linear([[0, C.cream], [1, lighten(C.sage, 0.35)]], 160) }));
  const hair = HAIR[0];
  const scalp = lighten(o.skin, 0.22);
  // top of the head seen from above-front, a centre parting running back
  parts.push(el.ellipse(600, 520, 420, 420, { fill: hair }));
  const pw = before ? 46 : 14;
  parts.push(el.path(`M${600 - pw} 110C${600 - pw * 1.2} 300 ${600 - pw * 1.4} 600 ${600 - pw * 0.6} 930L${600 + pw * 0.6} 930C${600 + pw * 1.4} 600 ${600 + pw * 1.2} 300 ${600 + pw} 110Z`, { fill: scalp }));
  for (let i = 0; i < (before ? 80 : 150); i++) {
    const side = i % 2 ? -1 : 1;
    const y = r.range(120, 900);
    const x0 = 600 + side * (pw + r.range(0, 10));
    const len = r.range(160, 380);
    parts.push(el.path(`M${f(x0)} ${f(y)}Q${f(x0 + side * len * 0.5)} ${f(y - 20)} ${f(x0 + side * len)} ${f(y + 60)}`, stroke(lighten(hair, r.range(0.05, 0.28)), r.range(2.5, 4.5), { opacity: 0.9 })));
  }
  if (before) for (let i = 0; i < 26; i++) parts.push(el.path(`M${f(600 + r.range(-150, 150))} ${f(r.range(160, 860))}l${f(r.range(-60, 60))} 30`, stroke(scalp, r.range(4, 8), { opacity: 0.45 })));
  return parts.join('');
}

function hairlineScene(doc, id, issue, o, state) {
  const before = state === 'before';
  const parts = [];
  parts.push(el.rect(0, 0, W, H, { fill: doc.linear([[0, lighten(C.sage, 0.45)], [1, lighten(C.sage, 0.15)]], 160) }));
  parts.push(el.circle(600, 430, 380, { fill: C.cream, opacity: 0.7 }));
  const hair = HAIR[1];
  parts.push(`<g transform="${place(600, 380, 3.4)}">${bust(doc, { skin: o.skin, hair, hairStyle: 'none', outfit: 'top', outfitColour: C.teal, eyes: 'open', smile: 0.7 })}</g>`);
  const P = (x, y) => [600 + x * 3.4, 380 + y * 3.4];
  // hair cap: a receding M-shaped hairline before, a fuller line after
  const [lx, ly] = P(-66, -6);
  const [rx, ry] = P(66, -6);
  const front = before ? [[-54, -26], [-40, -62], [-16, -56], [0, -54], [16, -56], [40, -62], [54, -26]] : [[-56, -22], [-40, -44], [-16, -50], [0, -50], [16, -50], [40, -44], [56, -22]];
  const fp = front.map(([x, y]) => P(x, y));
  const top = P(0, -112)[1];
  const cap = `M${f(lx)} ${f(ly)}C${f(lx - 10)} ${f(top)} ${f(rx + 10)} ${f(top)} ${f(rx)} ${f(ry)}${smooth([P(62, -22), ...fp.slice().reverse(), P(-62, -22)]).replace(/^M/, 'L')}Z`;
  parts.push(el.path(cap, { fill: hair }));
  if (!before) {
    const r = rng(`ba-hl:${id}`);
    for (let i = 0; i < 40; i++) {
      const [x, y] = P(r.range(-48, 48), r.range(-52, -40));
      parts.push(el.path(`M${f(x)} ${f(y)}l${f(r.range(-4, 4))} ${f(-14)}`, stroke(hair, 3, { opacity: 0.8 })));
    }
  }
  return parts.join('');
}

const DRAW = { face: faceScene, close: closeScene, section: sectionScene, crown: crownScene, parting: partingScene, hairline: hairlineScene };

export function beforeAfterSvg(id) {
  const [scene, issue, o] = SCENES[id];
  const doc = new Doc(W, H);
  const draw = DRAW[scene];
  doc.add(half(doc, 'before', draw(doc, id, issue, o, 'before')));
  doc.add(half(doc, 'after', draw(doc, id, issue, o, 'after')));
  // a fine divider with a small round handle
  doc.add(el.rect(W / 2 - 2, 0, 4, H, { fill: C.cream, opacity: 0.95 }));
  doc.add(el.circle(W / 2, H / 2, 26, { fill: C.cream, stroke: C.deepTeal, strokeWidth: 2, strokeOpacity: 0.5 }));
  doc.add(el.path(`M${W / 2 - 8} ${H / 2 - 8}l-8 8l8 8M${W / 2 + 8} ${H / 2 - 8}l8 8l-8 8`, stroke(C.deepTeal, 2.6)));
  return doc;
}
