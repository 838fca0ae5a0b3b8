/**
 * Treatment motifs. Each motif draws inside a 600 x 600 local box centred on (300, 300) and
 * returns an SVG fragment. `t` is the colourway (see treatments.mjs), `r` the seeded random.
 */
import { C, el, f, smooth, stroke, blob, drop, leaf, mix, lighten, darken, rrect, place, arch, SKIN } from './core.mjs';
import { profileArt, bust } from './people.mjs';

const TAU = Math.PI * 2;

/* ------------------------------------------------------------------ small pieces */

function dots(r, n, cx, cy, rx, ry, rad, attrs, minGap = 0) {
  const out = [];
  const pts = [];
  let guard = 0;
  while (pts.length < n && guard++ < n * 40) {
    const a = r.next() * TAU;
    const d = Math.sqrt(r.next());
    const x = cx + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d;
    if (minGap && pts.some(([px, py]) => Math.hypot(px - x, py - y) < minGap)) continue;
    pts.push([x, y]);
  }
  for (const [x, y] of pts) out.push(el.circle(x, y, typeof rad === 'function' ? rad() : rad, attrs));
  return out.join('');
}

/** Light rays converging on (tx, ty) from a direction. */
function rays(doc, tx, ty, fromX, fromY, spread, n, colour, width = 2) {
  const out = [];
  const ang = Math.atan2(fromY - ty, fromX - tx);
  const len = Math.hypot(fromX - tx, fromY - ty);
  for (let i = 0; i < n; i++) {
    const a = ang + (i - (n - 1) / 2) * spread;
    const x = tx + Math.cos(a) * len;
    const y = ty + Math.sin(a) * len;
    const g = doc.linearUser([[0, colour, 0], [0.6, colour, 0.55], [1, colour, 0.95]], x, y, tx + Math.cos(a) * 24, ty + Math.sin(a) * 24);
    out.push(el.line(x, y, tx + Math.cos(a) * 24, ty + Math.sin(a) * 24, { stroke: g, strokeWidth: width, strokeLinecap: 'round' }));
  }
  return out.join('');
}

/** A curved stem with leaves along it. */
export function sprig(r, x, y, len, angle, { leaves = 6, size = 1, colour = C.teal, fill, curl = 0.25, width = 2.4, opposite = false } = {}) {
  const out = [];
  const pts = [];
  const steps = 6;
  let a = (angle * Math.PI) / 180;
  let px = x;
  let py = y;
  pts.push([px, py]);
  for (let i = 0; i < steps; i++) {
    a += curl / steps;
    px += Math.cos(a) * (len / steps);
    py += Math.sin(a) * (len / steps);
    pts.push([px, py]);
  }
  out.push(el.path(smooth(pts), stroke(colour, width)));
  for (let i = 1; i <= leaves; i++) {
    const t = i / (leaves + 0.6);
    const k = Math.min(steps, Math.floor(t * steps));
    const p0 = pts[k];
    const p1 = pts[Math.min(steps, k + 1)];
    const dir = Math.atan2(p1[1] - p0[1], p1[0] - p0[0]);
    const sides = opposite ? [1, -1] : [i % 2 ? 1 : -1];
    for (const side of sides) {
      const la = dir + side * 0.75;
      const ll = (40 + 18 * (1 - t)) * size;
      const lx = p0[0] + (p1[0] - p0[0]) * 0.5;
      const ly = p0[1] + (p1[1] - p0[1]) * 0.5;
      const L = leaf(lx, ly, lx + Math.cos(la) * ll, ly + Math.sin(la) * ll, ll * 0.28);
      out.push(el.path(L.outline, fill ? { fill, stroke: colour, strokeWidth: width * 0.7 } : stroke(colour, width * 0.8)));
      out.push(el.path(L.rib, stroke(colour, width * 0.5, { opacity: 0.7 })));
    }
  }
  // tip leaf
  const last = pts[steps];
  const prev = pts[steps - 1];
  const dir = Math.atan2(last[1] - prev[1], last[0] - prev[0]);
  const ll = 46 * size;
  const L = leaf(last[0], last[1], last[0] + Math.cos(dir) * ll, last[1] + Math.sin(dir) * ll, ll * 0.28);
  out.push(el.path(L.outline, fill ? { fill, stroke: colour, strokeWidth: width * 0.7 } : stroke(colour, width * 0.8)));
  return out.join('');
}

/** A daisy-like flower (calendula, chamomile). */
export function flower(x, y, rad, { petals = 14, colour = C.gold, centre = C.rose, lineColour, petalWidth = 0.3, rot = 0 } = {}) {
  const out = [];
  for (let i = 0; i < petals; i++) {
    const a = rot + (i / petals) * TAU;
    const L = leaf(x + Math.cos(a) * rad * 0.25, y + Math.sin(a) * rad * 0.25, x + Math.cos(a) * rad, y + Math.sin(a) * rad, rad * petalWidth);
    out.push(el.path(L.outline, lineColour ? { fill: colour, stroke: lineColour, strokeWidth: 1.6 } : { fill: colour }));
  }
  out.push(el.circle(x, y, rad * 0.28, { fill: centre }));
  out.push(el.circle(x, y, rad * 0.28, stroke(darken(centre, 0.2), 1.5, { strokeDasharray: '2 4' })));
  return out.join('');
}

/** A glass dropper bottle standing on (x, y) (bottom centre), height h. */
export function dropperBottle(doc, x, y, h, { glass = C.gold, cap = C.deepTeal, label = C.cream, opacity = 0.92 } = {}) {
  const w = h * 0.46;
  const body = rrect(x - w / 2, y - h * 0.66, w, h * 0.66, w * 0.22);
  const shine = doc.linearUser([[0, '#FFFFFF', 0.0], [0.25, '#FFFFFF', 0.42], [0.45, '#FFFFFF', 0]], x - w / 2, 0, x + w / 2, 0);
  return [
    el.path(body, { fill: glass, opacity }),
    el.path(body, { fill: shine }),
    el.rect(x - w * 0.3, y - h * 0.5, w * 0.6, h * 0.26, { fill: label, rx: 4, opacity: 0.9 }),
    el.rect(x - w * 0.22, y - h * 0.76, w * 0.44, h * 0.12, { fill: cap, rx: 3 }),
    el.path(`M${f(x - w * 0.16)} ${f(y - h * 0.76)}V${f(y - h * 0.88)}Q${f(x - w * 0.16)} ${f(y - h * 1.0)} ${f(x)} ${f(y - h * 1.0)}Q${f(x + w * 0.16)} ${f(y - h * 1.0)} ${f(x + w * 0.16)} ${f(y - h * 0.88)}V${f(y - h * 0.76)}Z`, { fill: darken(cap, 0.1) }),
  ].join('');
}

/** A cream jar with a lid, bottom centre (x, y). */
export function jar(x, y, w, { body = C.cream, lid = C.gold, line = C.deepTeal } = {}) {
  const h = w * 0.62;
  return [
    el.path(rrect(x - w / 2, y - h, w, h, w * 0.14), { fill: body, stroke: line, strokeWidth: 2, strokeOpacity: 0.35 }),
    el.path(rrect(x - w * 0.54, y - h - w * 0.22, w * 1.08, w * 0.24, w * 0.06), { fill: lid }),
    el.line(x - w * 0.3, y - h * 0.45, x + w * 0.3, y - h * 0.45, stroke(line, 2, { opacity: 0.35 })),
  ].join('');
}

/** A slim tube lying or standing; (x, y) bottom centre, rotated by rot degrees. */
export function tube(x, y, h, { body = C.cream, cap = C.teal, rot = 0, line = C.deepTeal } = {}) {
  const w = h * 0.3;
  return el.g(
    { transform: `translate(${f(x)} ${f(y)}) rotate(${f(rot)})` },
    el.path(`M${f(-w / 2)} 0H${f(w / 2)}L${f(w * 0.6)} ${f(-h * 0.82)}H${f(-w * 0.6)}Z`, { fill: body, stroke: line, strokeWidth: 2, strokeOpacity: 0.3 }),
    el.rect(-w * 0.62, -h * 0.86, w * 1.24, h * 0.06, { fill: mix(body, line, 0.1) }),
    el.path(rrect(-w * 0.3, -h, w * 0.6, h * 0.14, 4), { fill: cap }),
    el.line(-w * 0.25, -h * 0.35, w * 0.25, -h * 0.35, stroke(line, 2, { opacity: 0.3 })),
  );
}

/** Glossy spheres (globules, volume, bubbles). */
function sphere(doc, x, y, rad, colour, { opacity = 1, outline } = {}) {
  const g = doc.radial([[0, lighten(colour, 0.65), opacity], [0.55, colour, opacity], [1, darken(colour, 0.12), opacity]], x - rad * 0.35, y - rad * 0.4, rad * 1.35);
  return el.circle(x, y, rad, { fill: g, stroke: outline, strokeWidth: outline ? 1.5 : undefined, strokeOpacity: outline ? 0.5 : undefined });
}

function bubble(x, y, rad, colour) {
  return (
    el.circle(x, y, rad, { fill: colour, fillOpacity: 0.12, stroke: colour, strokeWidth: 2, strokeOpacity: 0.7 }) +
    el.path(`M${f(x - rad * 0.55)} ${f(y - rad * 0.1)}A${f(rad * 0.6)} ${f(rad * 0.6)} 0 0 1 ${f(x - rad * 0.1)} ${f(y - rad * 0.55)}`, stroke('#FFFFFF', 2, { opacity: 0.9 }))
  );
}

function dropShape(doc, x, y, rad, colour, { opacity = 0.95 } = {}) {
  const g = doc.radial([[0, lighten(colour, 0.55)], [1, colour]], x - rad * 0.3, y - rad * 0.2, rad * 1.6);
  return (
    el.path(drop(x, y, rad), { fill: g, opacity }) +
    el.path(`M${f(x - rad * 0.5)} ${f(y - rad * 0.1)}Q${f(x - rad * 0.45)} ${f(y + rad * 0.4)} ${f(x - rad * 0.05)} ${f(y + rad * 0.55)}`, stroke('#FFFFFF', Math.max(1.5, rad * 0.12), { opacity: 0.7 }))
  );
}

/** A circular "lens" (dermatoscope view) that clips a cross-section drawing. */
function lens(doc, inner, { cx = 300, cy = 300, rad = 236, ring = C.deepTeal, ringWidth = 3, back = C.cream, frame = 'circle' } = {}) {
  if (frame === 'arch') {
    const shape = arch(76, 40, 448, 530);
    const clip = doc.clip(el.path(shape));
    return [
      el.path(arch(58, 22, 484, 566), { fill: 'none', stroke: ring, strokeWidth: 1.2, opacity: 0.45 }),
      el.path(shape, { fill: back }),
      `<g clip-path="${clip}">${inner}</g>`,
      el.path(shape, stroke(ring, ringWidth)),
    ].join('');
  }
  const clip = doc.clip(el.circle(cx, cy, rad));
  return [
    el.circle(cx, cy, rad + 18, { fill: 'none', stroke: ring, strokeWidth: 1.2, opacity: 0.45 }),
    el.circle(cx, cy, rad, { fill: back }),
    `<g clip-path="${clip}">${inner}</g>`,
    el.circle(cx, cy, rad, stroke(ring, ringWidth)),
  ].join('');
}

/* ------------------------------------------------------------------ skin cross-section */

/**
 * A skin cross-section inside a lens. variant: fractional | beam | needles | roller | subcision |
 * pigment | peel | deepPeel | crystals | prp | collagen | rf | cool
 */
export function skinSection(doc, r, t, variant, { frame = 'circle' } = {}) {
  const surf = (x) => 250 + Math.sin(x / 42 + 0.6) * 7 + Math.sin(x / 17) * 2.5;
  const top = [];
  for (let x = 40; x <= 560; x += 20) top.push([x, surf(x)]);
  const epiTop = smooth(top);
  const epiBase = [];
  for (let x = 560; x >= 40; x -= 20) epiBase.push([x, surf(x) + 44 + Math.sin(x / 30) * 10]);
  const epidermis = `${epiTop}L560 ${f(surf(560) + 44)}${smooth(epiBase).replace(/^M/, 'L')}Z`;
  const skinTop = t.skin ?? C.blush;
  const parts = [];
  // air above: soft gradient
  parts.push(el.rect(40, 40, 520, 230, { fill: doc.linearUser([[0, lighten(t.bg1, 0.4)], [1, t.bg1]], 0, 60, 0, 260) }));
  // dermis
  parts.push(el.rect(40, 240, 520, 340, { fill: doc.linearUser([[0, lighten(skinTop, 0.35)], [1, lighten(skinTop, 0.6)]], 0, 260, 0, 560) }));
  // fat lobules
  for (let i = 0; i < 9; i++) parts.push(el.ellipse(60 + i * 62 + (i % 2) * 14, 520 + (i % 2) * 20, 36, 30, { fill: lighten(C.gold, 0.78), stroke: lighten(C.gold, 0.5), strokeWidth: 1.5 }));
  // collagen fibres
  for (let k = 0; k < 6; k++) {
    const pts = [];
    const y0 = 330 + k * 28;
    for (let x = 40; x <= 560; x += 40) pts.push([x, y0 + Math.sin(x / 50 + k) * 8 + r.range(-3, 3)]);
    parts.push(el.path(smooth(pts), stroke(mix(C.rose, skinTop, 0.3), 1.8, { opacity: variant === 'collagen' || variant === 'rf' ? 0.85 : 0.4 })));
  }
  parts.push(el.path(epidermis, { fill: skinTop }));
  parts.push(el.path(epiTop, stroke(darken(skinTop, 0.25), 2.5)));

  const line = t.line;
  const accent = t.accent;
  if (variant === 'fractional' || variant === 'beam') {
    const cols = variant === 'fractional' ? 9 : 1;
    for (let i = 0; i < cols; i++) {
      const x = variant === 'fractional' ? 92 + i * 52 : 300;
      const y = surf(x);
      if (variant === 'fractional') {
        parts.push(el.path(`M${f(x - 5)} ${f(y)}Q${f(x)} ${f(y + 120 + (i % 3) * 18)} ${f(x + 5)} ${f(y)}Z`, { fill: lighten(accent, 0.3), opacity: 0.85 }));
        parts.push(el.line(x, 70, x, y - 8, { stroke: doc.linearUser([[0, accent, 0], [1, accent, 0.9]], 0, 70, 0, y), strokeWidth: 3, strokeLinecap: 'round' }));
        parts.push(el.circle(x, y - 2, 5, { fill: lighten(accent, 0.5) }));
      } else {
        const g = doc.linearUser([[0, accent, 0], [1, accent, 0.5]], 0, 60, 0, y);
        parts.push(el.path(`M240 60L360 60L318 ${f(y)}L282 ${f(y)}Z`, { fill: g }));
        parts.push(el.path(`M270 ${f(y)}Q300 ${f(y + 30)} 330 ${f(y)}Z`, { fill: lighten(accent, 0.4) }));
        parts.push(el.line(300, 60, 300, y, stroke(lighten(accent, 0.5), 2)));
      }
    }
  } else if (variant === 'needles' || variant === 'rf') {
    parts.push(el.path(rrect(150, 96, 300, 56, 18), { fill: t.line, opacity: 0.92 }));
    parts.push(el.rect(190, 84, 220, 14, { fill: accent, rx: 6 }));
    for (let i = 0; i < 8; i++) {
      const x = 178 + i * 35;
      const y = surf(x);
      parts.push(el.line(x, 152, x, y + 46, stroke(darken(line, 0.1), 2.2)));
      if (variant === 'rf' || i % 2 === 0) {
        for (let k = 1; k <= 2; k++) parts.push(el.ellipse(x, y + 50, 10 * k, 7 * k, stroke(accent, 1.6, { opacity: 0.7 / k })));
      }
    }
  } else if (variant === 'roller') {
    parts.push(el.path('M300 180L470 40', stroke(t.line, 12)));
    parts.push(el.ellipse(300, 190, 120, 44, { fill: lighten(t.line, 0.15) }));
    for (let i = 0; i < 13; i++) {
      const x = 196 + i * 17.3;
      parts.push(el.line(x, 224, x, 246, stroke(darken(t.line, 0.2), 2)));
    }
    parts.push(el.ellipse(300, 182, 116, 30, { fill: lighten(t.line, 0.3), opacity: 0.5 }));
    for (let i = 0; i < 12; i++) {
      const x = 90 + i * 36;
      parts.push(el.line(x, surf(x) + 6, x, surf(x) + 30, stroke(C.rose, 2, { opacity: 0.5 })));
    }
    parts.push(dots(r, 14, 300, 380, 200, 50, () => r.range(4, 8), { fill: C.rose, opacity: 0.55 }, 22));
  } else if (variant === 'subcision') {
    // a tethered scar dip being released, with plasma droplets beneath
    parts.push(el.path(`M240 ${f(surf(240))}Q300 ${f(surf(300) + 40)} 360 ${f(surf(360))}`, { fill: lighten(t.bg1, 0.3) }));
    parts.push(el.path(`M240 ${f(surf(240))}Q300 ${f(surf(300) + 40)} 360 ${f(surf(360))}`, stroke(darken(skinTop, 0.25), 2.5)));
    parts.push(el.path('M300 292L300 410', stroke(darken(C.rose, 0.1), 3, { strokeDasharray: '3 9' })));
    parts.push(el.path('M150 440Q300 400 450 440', stroke(accent, 3)));
    for (let i = 0; i < 7; i++) parts.push(dropShape(doc, 200 + i * 34, 372 + (i % 2) * 22, 9, C.rose));
    parts.push(el.path('M160 190C220 150 380 150 440 190', stroke(line, 2, { strokeDasharray: '2 10', opacity: 0.6 })));
  } else if (variant === 'pigment') {
    for (let i = 0; i < 6; i++) {
      const x = 100 + i * 80 + r.range(-10, 10);
      const fade = i / 5;
      parts.push(dots(r, 9, x, surf(x) + 26, 26, 10, () => r.range(3, 6), { fill: mix('#6B4432', lighten(skinTop, 0.2), fade), opacity: 1 - fade * 0.6 }));
    }
    parts.push(el.path('M80 120C200 80 400 80 520 120', stroke(accent, 2, { opacity: 0.6 })));
    parts.push(rays(doc, 430, 260, 520, 60, 0.09, 5, accent, 2.2));
  } else if (variant === 'peel' || variant === 'deepPeel') {
    const layers = variant === 'peel' ? 1 : 2;
    for (let k = 0; k < layers; k++) {
      const off = k * 28;
      parts.push(el.path(`M${300 + off} ${f(surf(300) - 2)}C${360 + off} ${f(200 - off)} ${430 + off} ${f(150 - off)} ${520} ${f(170 - off * 1.6)}L${540} ${f(196 - off * 1.6)}C${450 + off} ${f(180 - off)} ${380 + off} ${f(226 - off)} ${330 + off} ${f(surf(330))}Z`, { fill: k ? lighten(accent, 0.5) : lighten(skinTop, 0.25), opacity: 0.85, stroke: darken(skinTop, 0.2), strokeWidth: 1.5 }));
    }
    parts.push(el.path(`M60 ${f(surf(60) - 2)}C140 ${f(surf(140) - 6)} 220 ${f(surf(220) - 6)} 300 ${f(surf(300) - 2)}`, stroke(lighten(C.gold, 0.3), 6, { opacity: 0.6 })));
    parts.push(dots(r, 10, 180, 160, 120, 50, () => r.range(2, 4), { fill: accent, opacity: 0.5 }));
  } else if (variant === 'crystals') {
    for (let i = 0; i < 60; i++) {
      const x = r.range(80, 520);
      const y = r.range(120, 236) - Math.abs(x - 300) * 0.12;
      const s = r.range(2.5, 6);
      const a = r.range(0, 90);
      parts.push(el.rect(x - s / 2, y - s / 2, s, s, { fill: i % 3 ? lighten(C.gold, 0.4) : '#FFFFFF', transform: `rotate(${f(a)} ${f(x)} ${f(y)})`, opacity: 0.9 }));
    }
    parts.push(el.path('M90 200C200 150 400 150 510 200', stroke(line, 2, { opacity: 0.4, strokeDasharray: '1 10' })));
    parts.push(el.ellipse(300, 120, 70, 30, { fill: t.line, opacity: 0.9 }));
    parts.push(el.path('M300 90L380 20', stroke(t.line, 14)));
  } else if (variant === 'prp') {
    for (let i = 0; i < 10; i++) parts.push(dropShape(doc, 90 + i * 46 + r.range(-6, 6), 330 + (i % 3) * 36 + r.range(-6, 6), r.range(8, 12), C.rose));
    parts.push(dots(r, 40, 300, 160, 230, 80, () => r.range(2, 4.5), { fill: lighten(C.rose, 0.3), opacity: 0.7 }, 14));
  } else if (variant === 'collagen') {
    for (let i = 0; i < 5; i++) parts.push(el.path(`M${120 + i * 90} 200C${140 + i * 90} 160 ${100 + i * 90} 130 ${120 + i * 90} 90`, stroke(accent, 2.4, { opacity: 0.6 })));
  } else if (variant === 'cool') {
    for (let i = 0; i < 5; i++) parts.push(snowflake(120 + i * 90, 140 + (i % 2) * 50, 22, t.line));
  }
  return lens(doc, parts.join(''), { ring: t.line, back: t.bg1, frame });
}

function snowflake(x, y, rad, colour, width = 2.2) {
  const out = [];
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * TAU - Math.PI / 2;
    const ex = x + Math.cos(a) * rad;
    const ey = y + Math.sin(a) * rad;
    out.push(el.line(x, y, ex, ey, stroke(colour, width)));
    const mx = x + Math.cos(a) * rad * 0.6;
    const my = y + Math.sin(a) * rad * 0.6;
    for (const s of [-1, 1]) out.push(el.line(mx, my, mx + Math.cos(a + s * 0.7) * rad * 0.3, my + Math.sin(a + s * 0.7) * rad * 0.3, stroke(colour, width * 0.8)));
  }
  return out.join('');
}

/* ------------------------------------------------------------------ face profile motifs */

/**
 * The line-art profile with an overlay. variant: rays | contours | dots | volume | spectrum | sheen |
 * spots | grid
 */
export function faceProfile(doc, r, t, variant, { hairStyle = 'bun', flip = false } = {}) {
  const s = 1.05;
  const ox = 70;
  const oy = 50;
  const P = (x, y) => [ox + x * s, oy + y * s];
  const parts = [];
  const [cx, cy] = P(200, 236); // cheek
  parts.push(doc.glow(cx, cy, 150, t.glow ?? C.cream, 0.7));
  parts.push(`<g transform="${place(ox, oy, s)}">${profileArt({ colour: t.line, width: 3, hairStyle, fillFace: t.faceFill })}</g>`);
  const accent = t.accent;
  if (variant === 'rays') {
    parts.push(rays(doc, cx + 20, cy - 6, 580, 70, 0.075, 7, accent, 2.4));
    parts.push(el.circle(cx + 20, cy - 6, 7, { fill: accent }));
    parts.push(el.circle(cx + 20, cy - 6, 18, stroke(accent, 1.5, { opacity: 0.6 })));
  } else if (variant === 'contours') {
    for (let k = 0; k < 5; k++) {
      const [ax, ay] = P(130 + k * 8, 330 - k * 12);
      const [bx, by] = P(230 - k * 4, 190 - k * 26);
      parts.push(el.path(`M${f(ax)} ${f(ay)}Q${f(ax + 70 + k * 14)} ${f((ay + by) / 2 + 30)} ${f(bx)} ${f(by)}`, stroke(accent, 2, { opacity: 0.85 - k * 0.13 })));
    }
    const [ux, uy] = P(270, 160);
    parts.push(el.path(`M${f(ux)} ${f(uy + 90)}C${f(ux + 30)} ${f(uy + 40)} ${f(ux + 30)} ${f(uy)} ${f(ux + 10)} ${f(uy - 40)}`, stroke(accent, 2.4)));
    parts.push(el.path(`M${f(ux)} ${f(uy - 30)}L${f(ux + 10)} ${f(uy - 42)}L${f(ux + 22)} ${f(uy - 30)}`, stroke(accent, 2.4)));
  } else if (variant === 'dots') {
    const [fx, fy] = P(170, 110);
    parts.push(dots(r, 16, fx, fy, 56, 22, () => r.range(3, 6), { fill: accent, opacity: 0.9 }, 16));
    const [ex, ey] = P(215, 180);
    parts.push(dots(r, 7, ex - 14, ey - 4, 18, 24, () => r.range(2.5, 4.5), { fill: accent, opacity: 0.7 }, 12));
    parts.push(el.path(`M${f(fx - 70)} ${f(fy - 40)}Q${f(fx)} ${f(fy - 70)} ${f(fx + 70)} ${f(fy - 40)}`, stroke(accent, 1.6, { opacity: 0.6, strokeDasharray: '1 8' })));
  } else if (variant === 'grid') {
    for (let i = 0; i < 5; i++) for (let j = 0; j < 4; j++) {
      const [x, y] = P(150 + i * 16 + (j % 2) * 8, 210 + j * 18);
      parts.push(el.circle(x, y, 3.6, { fill: accent, opacity: 0.85 }));
    }
    parts.push(dropShape(doc, P(280, 120)[0], P(280, 120)[1], 16, accent));
    parts.push(dropShape(doc, P(310, 170)[0], P(310, 170)[1], 10, accent));
  } else if (variant === 'volume') {
    const spots = [[196, 224, 26], [226, 282, 14], [180, 300, 16]];
    for (const [x, y, rr] of spots) {
      const [px, py] = P(x, y);
      parts.push(sphere(doc, px, py, rr * s, t.sphere ?? lighten(accent, 0.3), { opacity: 0.85 }));
    }
  } else if (variant === 'spectrum') {
    const cols = [C.rose, C.gold, C.sage, C.teal];
    cols.forEach((col, i) => {
      parts.push(el.path(`M${f(cx - 40 + i * 6)} ${f(cy - 260)}A${260 - i * 22} ${260 - i * 22} 0 0 1 ${f(cx + 220 - i * 16)} ${f(cy + 40)}`, stroke(col, 10, { opacity: 0.55 })));
    });
  } else if (variant === 'sheen') {
    parts.push(el.path(`M${f(cx - 20)} ${f(cy - 50)}Q${f(cx + 10)} ${f(cy - 10)} ${f(cx - 6)} ${f(cy + 40)}`, stroke('#FFFFFF', 8, { opacity: 0.85 })));
    parts.push(el.path(`M${f(cx + 6)} ${f(cy - 120)}Q${f(cx + 20)} ${f(cy - 100)} ${f(cx + 18)} ${f(cy - 80)}`, stroke('#FFFFFF', 6, { opacity: 0.7 })));
    parts.push(sparkle(cx + 110, cy - 130, 16, accent));
    parts.push(sparkle(cx + 150, cy - 60, 10, accent));
  } else if (variant === 'spots') {
    const colours = ['#8C5B45', '#A06C55', '#B88670'];
    parts.push(dots(r, 12, cx - 10, cy + 4, 44, 30, () => r.range(3, 7), { fill: r.pick(colours), opacity: 0.55 }, 12));
    parts.push(el.circle(cx - 10, cy + 4, 70, stroke(accent, 1.5, { strokeDasharray: '2 8' })));
    parts.push(rays(doc, cx - 10, cy + 4, 560, 120, 0.1, 3, accent, 2));
  }
  return flip ? el.g({ transform: 'translate(600 0) scale(-1 1)' }, parts.join('')) : parts.join('');
}

export function sparkle(x, y, rad, colour) {
  const q = rad * 0.22;
  return el.path(`M${f(x)} ${f(y - rad)}Q${f(x + q)} ${f(y - q)} ${f(x + rad)} ${f(y)}Q${f(x + q)} ${f(y + q)} ${f(x)} ${f(y + rad)}Q${f(x - q)} ${f(y + q)} ${f(x - rad)} ${f(y)}Q${f(x - q)} ${f(y - q)} ${f(x)} ${f(y - rad)}Z`, { fill: colour });
}

/* ------------------------------------------------------------------ frontal facial motifs */

/** A relaxed patient with closed eyes and a wrapped towel, plus facial-specific accents. */
export function facialFront(doc, r, t, variant) {
  const parts = [];
  const skin = t.skinTone ?? r.pick(SKIN.slice(0, 5));
  parts.push(doc.glow(300, 270, 240, t.glow ?? C.cream, 0.8));
  // shoulders cut by the box bottom: place bust so the head sits at 300, 250
  const wrap = variant === 'bridal' ? C.blush : t.wrap ?? C.cream;
  parts.push(`<g transform="${place(300, 250, 1.45)}">${bust(doc, { skin, hair: '#231A17', hairStyle: 'wrapped', wrapColour: wrap, outfit: 'towel', outfitColour: wrap, eyes: 'closed', smile: 0.6, bindi: variant === 'bridal', earrings: variant === 'bridal' })}</g>`);
  const accent = t.accent;
  if (variant === 'droplets') {
    parts.push(dropShape(doc, 470, 130, 22, t.drop ?? C.sage));
    parts.push(dropShape(doc, 512, 210, 13, t.drop ?? C.sage));
    parts.push(dropShape(doc, 120, 170, 15, t.drop ?? C.sage));
  } else if (variant === 'swirl') {
    parts.push(el.path('M60 360C40 240 120 120 250 80C380 40 520 110 540 230', stroke(t.drop ?? C.sage, 4, { opacity: 0.8 })));
    parts.push(el.path('M86 380C70 270 140 160 256 126C372 92 490 150 510 250', stroke(t.drop ?? C.sage, 2, { opacity: 0.6 })));
    for (let i = 0; i < 6; i++) parts.push(bubble(100 + i * 80, 92 + Math.abs(i - 2.5) * 30, 8 + (i % 3) * 3, t.line));
  } else if (variant === 'glass') {
    parts.push(el.path('M246 230Q262 250 254 276', stroke('#FFFFFF', 7, { opacity: 0.9 })));
    parts.push(el.path('M346 230Q362 250 354 276', stroke('#FFFFFF', 7, { opacity: 0.6 })));
    parts.push(el.path('M298 150Q310 160 308 174', stroke('#FFFFFF', 5, { opacity: 0.8 })));
    parts.push(sparkle(470, 140, 22, accent));
    parts.push(sparkle(510, 200, 12, accent));
    parts.push(sparkle(110, 180, 14, accent));
  } else if (variant === 'prp') {
    for (let i = 0; i < 5; i++) parts.push(dropShape(doc, 440 + (i % 2) * 50, 100 + i * 46, 9 + (i % 3) * 3, C.rose));
    parts.push(dots(r, 20, 300, 268, 50, 30, 2.4, { fill: darken(C.rose, 0.1), opacity: 0.6 }, 10));
  } else if (variant === 'bubbles') {
    const bb = [[120, 120, 26], [170, 70, 12], [470, 110, 30], [520, 180, 14], [430, 60, 10], [90, 210, 10], [500, 270, 18]];
    for (const [x, y, rr] of bb) parts.push(bubble(x, y, rr, t.line));
  } else if (variant === 'carbon') {
    // a fine, light veil of carbon particles over the cheeks, not a dark mask
    // carbon lifted away by the laser (as particles beside the face), and the pot of carbon paste
    parts.push(dots(r, 18, 450, 150, 60, 40, () => r.range(2, 4), { fill: '#3A4240', opacity: 0.55 }, 10));
    parts.push(el.path(rrect(440, 470, 110, 60, 14), { fill: C.cream, stroke: t.line, strokeWidth: 2, strokeOpacity: 0.4 }));
    parts.push(el.ellipse(495, 470, 55, 12, { fill: '#3A4240' }));
    parts.push(rays(doc, 360, 240, 560, 60, 0.05, 5, accent, 2.4));
  } else if (variant === 'spa') {
    parts.push(sprig(r, 70, 420, 200, -70, { leaves: 5, colour: t.line, fill: lighten(C.sage, 0.3) }));
    parts.push(sprig(r, 540, 420, 200, -110, { leaves: 5, colour: t.line, fill: lighten(C.sage, 0.3), curl: -0.3 }));
    for (let i = 0; i < 3; i++) parts.push(el.ellipse(470 + i * 8, 520 - i * 30, 54 - i * 12, 20 - i * 3, { fill: i === 1 ? C.sage : darken(C.sand, 0.1 + i * 0.1) }));
  } else if (variant === 'bridal') {
    for (let i = 0; i < 9; i++) {
      const a = Math.PI * (1.05 + (i / 8) * 0.9);
      const x = 300 + Math.cos(a) * 230;
      const y = 280 + Math.sin(a) * 210;
      parts.push(flower(x, y, 16, { petals: 5, colour: '#FFFFFF', centre: C.gold, petalWidth: 0.42, rot: i }));
    }
    parts.push(mehendiMotif(92, 470, 52, accent));
    parts.push(mehendiMotif(508, 470, 52, accent));
  } else if (variant === 'glow') {
    parts.push(sparkle(470, 120, 18, accent));
    parts.push(el.circle(300, 260, 200, stroke(accent, 1.4, { opacity: 0.6, strokeDasharray: '2 10' })));
    parts.push(dropShape(doc, 130, 150, 16, t.drop ?? C.sage));
  }
  return parts.join('');
}

/** A mehendi-inspired rosette in fine line. */
export function mehendiMotif(x, y, rad, colour) {
  const out = [];
  out.push(el.circle(x, y, rad * 0.22, stroke(colour, 2)));
  out.push(el.circle(x, y, rad * 0.08, { fill: colour }));
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * TAU;
    const L = leaf(x + Math.cos(a) * rad * 0.3, y + Math.sin(a) * rad * 0.3, x + Math.cos(a) * rad, y + Math.sin(a) * rad, rad * 0.2);
    out.push(el.path(L.outline, stroke(colour, 1.8)));
    out.push(el.circle(x + Math.cos(a + 0.39) * rad * 0.78, y + Math.sin(a + 0.39) * rad * 0.78, 2.2, { fill: colour }));
  }
  out.push(el.circle(x, y, rad * 1.1, stroke(colour, 1.2, { strokeDasharray: '1 6' })));
  return out.join('');
}

/* ------------------------------------------------------------------ products */

export function serumStill(doc, r, t, variant) {
  const parts = [];
  parts.push(el.ellipse(300, 500, 220, 26, { fill: darken(t.bg2, 0.06), opacity: 0.6 }));
  parts.push(el.path(arch(170, 110, 260, 400), { fill: lighten(t.bg1, 0.35), opacity: 0.85 }));
  if (variant === 'srf') {
    parts.push(dropperBottle(doc, 250, 500, 300, { glass: t.bottle ?? C.rose, cap: t.line }));
    parts.push(moleculeCluster(r, 430, 220, 60, t.accent, t.line));
    parts.push(dropShape(doc, 250, 130, 16, t.bottle ?? C.rose));
    parts.push(jar(420, 500, 120, { lid: t.accent, line: t.line }));
  } else if (variant === 'korean') {
    parts.push(dropperBottle(doc, 230, 500, 260, { glass: lighten(C.sage, 0.2), cap: t.line }));
    parts.push(tube(360, 500, 250, { body: C.cream, cap: C.blush, line: t.line }));
    parts.push(jar(460, 500, 110, { lid: C.rose, line: t.line }));
    parts.push(sparkle(150, 200, 16, t.accent));
    parts.push(sparkle(470, 160, 22, t.accent));
    parts.push(dropShape(doc, 300, 170, 18, lighten(C.sage, 0.1)));
  } else {
    parts.push(dropperBottle(doc, 300, 500, 320, { glass: t.bottle ?? C.gold, cap: t.line }));
    parts.push(dropShape(doc, 300, 120, 18, t.bottle ?? C.gold));
  }
  return parts.join('');
}

export function moleculeCluster(r, x, y, rad, colour, line) {
  const out = [];
  const nodes = [];
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * TAU + 0.3;
    nodes.push([x + Math.cos(a) * rad, y + Math.sin(a) * rad]);
  }
  nodes.push([x, y]);
  nodes.push([x + rad * 1.7, y - rad * 0.6]);
  for (let i = 0; i < 6; i++) out.push(el.line(...nodes[i], ...nodes[(i + 1) % 6], stroke(line, 2)));
  out.push(el.line(...nodes[0], ...nodes[7], stroke(line, 2)));
  out.push(el.line(...nodes[3], ...nodes[6], stroke(line, 2)));
  nodes.forEach(([nx, ny], i) => out.push(el.circle(nx, ny, i === 6 ? 12 : 8, { fill: i % 2 ? colour : '#FFFFFF', stroke: line, strokeWidth: 2 })));
  return out.join('');
}

/* ------------------------------------------------------------------ body motifs */

export function handArt(doc, r, t) {
  const skin = t.skinTone ?? SKIN[2];
  const parts = [];
  parts.push(doc.glow(300, 300, 250, t.glow ?? C.cream, 0.8));
  const hand = 'M160 560C170 470 176 420 190 380C196 330 180 290 150 250C134 228 146 210 168 220C200 236 222 270 240 290L238 150C238 126 266 124 268 150L276 270L290 110C292 84 324 86 322 112L316 268L340 126C344 100 374 104 370 130L354 276L388 170C394 146 422 152 416 178L392 300C384 360 370 420 350 470C340 510 336 540 336 560Z';
  parts.push(el.path(hand, { fill: skin }));
  parts.push(el.path(hand, stroke(darken(skin, 0.25), 2.5)));
  const nails = [[253, 150, -4], [306, 112, -3], [355, 132, 6], [403, 178, 12], [158, 232, -40]];
  for (const [x, y, a] of nails) parts.push(el.ellipse(x, y + 10, 9, 14, { fill: t.nail ?? C.rose, transform: `rotate(${a} ${x} ${y + 10})` }));
  parts.push(el.path('M160 560C200 600 320 600 336 560', { fill: skin }));
  parts.push(el.path(rrect(150, 470, 200, 50, 18), { fill: t.cuff ?? C.cream, opacity: 0.95 }));
  parts.push(sprig(r, 470, 520, 200, -95, { leaves: 5, colour: t.line, fill: lighten(C.sage, 0.3) }));
  parts.push(dropShape(doc, 470, 150, 16, t.drop ?? C.sage));
  return parts.join('');
}

/** Lower leg in side view, knee at the top, toes to the right (local 600 box). */
const LEG = [
  [250, 20], [336, 20], [344, 120], [342, 240], [334, 360], [328, 452], [344, 490], [400, 512], [462, 530],
  [486, 546], [476, 562], [400, 566], [300, 566], [262, 556], [256, 520], [268, 452], [258, 360], [236, 250],
  [228, 150], [240, 70],
];

export function footArt(doc, r, t) {
  const skin = t.skinTone ?? SKIN[3];
  const parts = [];
  parts.push(doc.glow(300, 330, 250, t.glow ?? C.cream, 0.8));
  const water = lighten(C.sage, 0.35);
  parts.push(el.ellipse(300, 440, 250, 50, { fill: water, stroke: t.line, strokeWidth: 2.5 }));
  const leg = smooth(LEG, true, 0.9);
  parts.push(`<g transform="translate(-40 -10)">${el.path(leg, { fill: skin })}${el.path(leg, stroke(darken(skin, 0.28), 2.5))}${el.ellipse(478, 548, 7, 6, { fill: t.nail ?? C.rose })}</g>`);
  parts.push(el.path('M50 440C56 530 150 580 300 580C450 580 544 530 550 440C520 476 420 492 300 492C180 492 80 476 50 440Z', { fill: lighten(C.sage, 0.1), stroke: t.line, strokeWidth: 2.5 }));
  for (let i = 0; i < 2; i++) parts.push(el.path(`M${120 + i * 40} ${462 + i * 8}C${200 + i * 20} ${478 + i * 6} ${400 - i * 20} ${478 + i * 6} ${480 - i * 40} ${462 + i * 8}`, stroke('#FFFFFF', 2, { opacity: 0.8 })));
  for (const [x, y] of [[120, 436], [470, 446], [420, 424]]) parts.push(flower(x, y, 15, { petals: 5, colour: C.blush, centre: C.gold, petalWidth: 0.45 }));
  parts.push(sprig(r, 520, 400, 170, -110, { leaves: 4, colour: t.line, fill: lighten(C.sage, 0.3), size: 0.8, curl: -0.3 }));
  return parts.join('');
}

const TORSO_L = [[214, 30], [206, 110], [200, 180], [206, 250], [198, 320], [178, 400], [162, 480], [160, 560], [166, 610]];

export function torsoArt(doc, r, t, variant) {
  const skin = t.skinTone ?? SKIN[1];
  const parts = [];
  parts.push(doc.glow(300, 300, 260, t.glow ?? C.cream, 0.8));
  const R = TORSO_L.map(([x, y]) => [600 - x, y]).reverse();
  const body = smooth([...TORSO_L, ...R], false) + 'Z';
  const edge = darken(skin, 0.28);
  parts.push(el.path(body, { fill: skin }));
  parts.push(el.path(smooth(TORSO_L), stroke(edge, 2.5)));
  parts.push(el.path(smooth(R), stroke(edge, 2.5)));
  parts.push(el.path(body, { fill: doc.linearUser([[0, lighten(skin, 0.18), 0], [0.55, lighten(skin, 0.18), 0.5], [1, lighten(skin, 0.18), 0]], 180, 0, 420, 0) }));
  parts.push(el.path('M300 300C298 306 298 314 300 318', stroke(edge, 3)));
  const cloth = t.cuff ?? C.cream;
  parts.push(el.path('M196 20C260 44 340 44 404 20L406 96C340 116 260 116 194 96Z', { fill: cloth }));
  parts.push(el.path('M194 96C260 116 340 116 406 96', stroke(mix(cloth, C.sage, 0.45), 2)));
  parts.push(el.path('M150 470C220 450 380 450 450 470L470 600H130Z', { fill: cloth }));
  parts.push(el.path('M150 470C220 450 380 450 450 470', stroke(mix(cloth, C.sage, 0.45), 2)));
  parts.push(el.path('M360 460L380 600', stroke(mix(cloth, C.sage, 0.45), 2)));
  if (variant === 'stretch') {
    for (let i = 0; i < 5; i++) {
      const y = 340 + i * 20;
      const x = 196 - i * 5;
      const op = 0.85 - i * 0.12;
      parts.push(el.path(`M${x + 8} ${y}Q${x + 36} ${y - 8} ${x + 62} ${y - 2}`, stroke(lighten(skin, 0.4), 3.5, { opacity: op })));
      parts.push(el.path(`M${592 - x} ${y}Q${564 - x} ${y - 8} ${538 - x} ${y - 2}`, stroke(lighten(skin, 0.4), 3.5, { opacity: op * 0.45 })));
    }
    parts.push(sparkle(470, 170, 16, t.accent));
    parts.push(sparkle(505, 225, 9, t.accent));
    parts.push(el.path('M470 300C520 330 530 380 500 430', stroke(t.accent, 2, { strokeDasharray: '2 8' })));
  } else {
    for (const [x, y, sz] of [[100, 210, 30], [500, 170, 22], [492, 330, 32], [110, 390, 20]]) parts.push(snowflake(x, y, sz, t.line));
    parts.push(el.path('M214 250C260 232 340 232 386 250', stroke('#FFFFFF', 4, { opacity: 0.85, strokeDasharray: '8 10' })));
    parts.push(el.path('M208 290C256 272 344 272 392 290', stroke('#FFFFFF', 3, { opacity: 0.6, strokeDasharray: '8 10' })));
  }
  return parts.join('');
}

/** A fine-line lotus (used as the tattoo). */
export function lotus(x, y, s, attrs) {
  const out = [];
  const petals = [[0, 1], [-0.5, 0.86], [0.5, 0.86], [-1.0, 0.62], [1.0, 0.62]];
  for (const [a, k] of petals) {
    const ex = x + Math.sin(a) * 90 * s * k;
    const ey = y - Math.cos(a) * 90 * s * k;
    const L = leaf(x, y, ex, ey, 22 * s);
    out.push(el.path(L.outline, attrs));
  }
  out.push(el.path(`M${f(x - 70 * s)} ${f(y + 8 * s)}Q${f(x)} ${f(y + 40 * s)} ${f(x + 70 * s)} ${f(y + 8 * s)}`, attrs));
  return out.join('');
}

/** A round swatch of skin seen from above, with a tattoo fading under the laser. */
export function skinSwatch(doc, r, t, variant) {
  const skin = t.skinTone ?? SKIN[2];
  const parts = [];
  parts.push(el.rect(40, 40, 520, 520, { fill: doc.radial([[0, lighten(skin, 0.12)], [1, darken(skin, 0.06)]], 240, 220, 380) }));
  for (let i = 0; i < 7; i++) {
    const y = 90 + i * 70 + r.range(-10, 10);
    parts.push(el.path(`M40 ${f(y)}C200 ${f(y - 14)} 400 ${f(y + 14)} 560 ${f(y - 4)}`, stroke(darken(skin, 0.1), 1.4, { opacity: 0.45 })));
  }
  if (variant === 'tattoo') {
    const ink = '#27343A';
    const clipL = doc.clip(el.rect(0, 0, 300, 600));
    const clipR = doc.clip(el.rect(300, 0, 300, 600));
    parts.push(`<g clip-path="${clipL}">${lotus(300, 380, 1.9, stroke(ink, 5, { opacity: 0.8 }))}</g>`);
    parts.push(`<g clip-path="${clipR}">${lotus(300, 380, 1.9, stroke(ink, 5, { opacity: 0.22, strokeDasharray: '3 9' }))}</g>`);
    parts.push(rays(doc, 380, 300, 560, 40, 0.07, 5, C.cream, 2.6));
    parts.push(el.circle(380, 300, 8, { fill: C.cream }));
  }
  return lens(doc, parts.join(''), { ring: t.line, back: skin });
}

/** A leg in side view with a diode laser handpiece (for hair removal). */
export function legArt(doc, r, t) {
  const skin = t.skinTone ?? SKIN[1];
  const parts = [];
  parts.push(doc.glow(300, 300, 260, t.glow ?? C.cream, 0.8));
  const leg = smooth(LEG, true, 0.9);
  parts.push(el.path(leg, { fill: skin }));
  parts.push(el.path(leg, stroke(darken(skin, 0.28), 2.5)));
  parts.push(el.ellipse(478, 548, 7, 6, { fill: t.nail ?? C.rose }));
  parts.push(el.path(leg, { fill: doc.linearUser([[0, lighten(skin, 0.2), 0], [0.6, lighten(skin, 0.2), 0.45], [1, lighten(skin, 0.2), 0]], 230, 0, 350, 0) }));
  for (let i = 0; i < 13; i++) {
    const y = 150 + i * 24;
    const x = 338 - (y > 360 ? 6 : 0);
    parts.push(el.path(`M${f(x - 8)} ${f(y)}q8 -3 14 -10`, stroke(darken(skin, 0.5), 2, { opacity: y < 290 ? 0.12 : 0.6 })));
  }
  parts.push(el.g({ transform: 'translate(404 200) rotate(-28)' }, el.path(rrect(0, -26, 150, 52, 18), { fill: t.line }), el.rect(-18, -20, 22, 40, { fill: darken(t.line, 0.2), rx: 4 })));
  parts.push(el.path('M392 206L350 222', stroke(t.accent, 4)));
  parts.push(doc.glow(346, 224, 44, t.accent === C.gold ? C.gold : C.rose, 0.7));
  return parts.join('');
}

/* ------------------------------------------------------------------ hair motifs */

/**
 * Scalp cross-section with follicles inside a lens. variant: fall | prp | gfc | intralesional |
 * transplant | dandruff | regrowth | laser
 */
export function follicleSection(doc, r, t, variant, { frame = 'circle' } = {}) {
  const parts = [];
  const surfY = 300;
  const hairC = t.hairColour ?? '#2E211C';
  parts.push(el.rect(40, 40, 520, 270, { fill: doc.linearUser([[0, lighten(t.bg1, 0.4)], [1, t.bg1]], 0, 60, 0, 300) }));
  parts.push(el.rect(40, surfY, 520, 300, { fill: doc.linearUser([[0, lighten(C.blush, 0.2)], [1, lighten(C.blush, 0.6)]], 0, surfY, 0, 580) }));
  parts.push(el.path(`M40 ${surfY}C200 ${surfY - 8} 400 ${surfY + 8} 560 ${surfY}L560 ${surfY + 36}C400 ${surfY + 44} 200 ${surfY + 28} 40 ${surfY + 36}Z`, { fill: C.blush }));
  parts.push(el.path(`M40 ${surfY}C200 ${surfY - 8} 400 ${surfY + 8} 560 ${surfY}`, stroke(darken(C.blush, 0.3), 2.5)));
  const n = 6;
  for (let i = 0; i < n; i++) {
    const x = 90 + i * 84 + r.range(-8, 8);
    const bare = variant === 'intralesional' && i >= 2 && i <= 3;
    const deep = 150 + r.range(0, 40);
    const lean = r.range(-12, 12);
    // follicle sheath and bulb
    parts.push(el.path(`M${f(x - 10)} ${surfY + 4}C${f(x - 12)} ${surfY + deep * 0.5} ${f(x - 18 + lean)} ${surfY + deep - 10} ${f(x - 16 + lean)} ${surfY + deep}A18 18 0 1 0 ${f(x + 16 + lean)} ${surfY + deep}C${f(x + 18 + lean)} ${surfY + deep - 10} ${f(x + 12)} ${surfY + deep * 0.5} ${f(x + 10)} ${surfY + 4}Z`, { fill: lighten(C.rose, 0.45), stroke: darken(C.blush, 0.3), strokeWidth: 1.8 }));
    parts.push(el.circle(x + lean, surfY + deep + 8, 10, { fill: variant === 'gfc' ? C.gold : C.rose, opacity: bare ? 0.35 : 0.9 }));
    if (bare) continue;
    // shaft inside and above the skin
    const h = variant === 'regrowth' && i % 2 ? 70 : variant === 'transplant' && i === 2 ? 120 : 200 + r.range(-30, 40);
    const bend = r.range(-50, 50);
    parts.push(el.path(`M${f(x + lean * 0.8)} ${surfY + deep}C${f(x)} ${surfY + deep * 0.5} ${f(x)} ${surfY + 20} ${f(x)} ${surfY}C${f(x + bend * 0.1)} ${f(surfY - h * 0.5)} ${f(x + bend * 0.6)} ${f(surfY - h * 0.8)} ${f(x + bend)} ${f(surfY - h)}`, stroke(hairC, 4)));
  }
  const accent = t.accent;
  if (variant === 'fall') {
    for (let i = 0; i < 3; i++) {
      const x = 150 + i * 150;
      const y = 90 + (i % 2) * 60;
      parts.push(el.path(`M${x} ${y}c20 20 10 50 30 70`, stroke(hairC, 3, { opacity: 0.35 })));
    }
    parts.push(el.path('M70 110C200 60 400 60 530 110', stroke(accent, 2, { strokeDasharray: '1 9' })));
  } else if (variant === 'prp') {
    for (let i = 0; i < 7; i++) parts.push(dropShape(doc, 100 + i * 68, 440 + (i % 2) * 30, 10, C.rose));
  } else if (variant === 'gfc') {
    parts.push(moleculeCluster(r, 250, 440, 26, C.gold, darken(C.gold, 0.3)));
    parts.push(moleculeCluster(r, 420, 470, 20, C.gold, darken(C.gold, 0.3)));
  } else if (variant === 'intralesional') {
    parts.push(el.path(`M232 ${surfY - 16}C270 ${surfY - 36} 330 ${surfY - 36} 372 ${surfY - 16}`, stroke(accent, 2, { strokeDasharray: '2 8' })));
    parts.push(dots(r, 12, 300, surfY + 80, 70, 40, () => r.range(3, 5), { fill: accent, opacity: 0.8 }, 16));
  } else if (variant === 'transplant') {
    for (let i = 0; i < 3; i++) {
      const x = 230 + i * 70;
      parts.push(el.ellipse(x, 130, 10, 16, { fill: lighten(C.rose, 0.4), stroke: darken(C.blush, 0.3), strokeWidth: 1.5 }));
      parts.push(el.path(`M${x} 130q4 -40 16 -60`, stroke(hairC, 3)));
      parts.push(el.path(`M${x} 160v50`, stroke(accent, 2, { strokeDasharray: '2 7' })));
    }
  } else if (variant === 'dandruff') {
    for (let i = 0; i < 16; i++) {
      const x = r.range(70, 530);
      const y = r.range(surfY - 60, surfY - 6);
      parts.push(el.path(blob(r, x, y, r.range(4, 8), r.range(3, 6), { points: 5, wobble: 0.35 }), { fill: '#FFFFFF', stroke: darken(C.sand, 0.15), strokeWidth: 1, opacity: 0.9 }));
    }
    parts.push(sprig(r, 90, 200, 150, -40, { leaves: 4, colour: t.line, fill: lighten(C.sage, 0.3), size: 0.7 }));
  } else if (variant === 'regrowth') {
    parts.push(el.path('M80 140C180 80 300 70 420 100', stroke(accent, 2.2)));
    parts.push(el.path('M410 88L424 100L408 112', stroke(accent, 2.2)));
  } else if (variant === 'laser') {
    parts.push(el.path(rrect(120, 40, 360, 50, 24), { fill: t.line }));
    for (let i = 0; i < 7; i++) {
      const x = 150 + i * 50;
      parts.push(el.circle(x, 86, 5, { fill: C.rose }));
      parts.push(el.path(`M${x} 92L${x - 10} ${surfY - 10}L${x + 10} ${surfY - 10}Z`, { fill: doc.linearUser([[0, C.rose, 0.5], [1, C.rose, 0]], 0, 92, 0, surfY), opacity: 0.7 }));
    }
  }
  return lens(doc, parts.join(''), { ring: t.line, back: t.bg1, frame });
}

/** Flowing hair strands (an abstract of healthy hair), with optional falling strands. */
export function hairFlow(doc, r, t, variant) {
  const parts = [];
  parts.push(doc.glow(300, 300, 260, t.glow ?? C.cream, 0.7));
  const hairC = t.hairColour ?? '#2E211C';
  const n = 26;
  for (let i = 0; i < n; i++) {
    const x0 = 120 + i * 9;
    const pts = [
      [x0, 40],
      [x0 + 30 + Math.sin(i / 3) * 10, 160],
      [x0 + 10 + i * 2, 300],
      [x0 + 60 + i * 3, 430],
      [x0 + 90 + i * 4 + Math.sin(i) * 12, 560],
    ];
    const col = i % 5 === 2 ? lighten(hairC, 0.25) : hairC;
    parts.push(el.path(smooth(pts), stroke(col, i % 4 === 0 ? 3.2 : 2, { opacity: 0.55 + (i % 3) * 0.15 })));
  }
  if (variant === 'fall') {
    for (let i = 0; i < 3; i++) {
      const x = 480 + i * 26;
      const y = 250 + i * 90;
      parts.push(el.path(`M${x} ${y}c20 24 -6 50 16 80`, stroke(hairC, 2.4, { opacity: 0.5 })));
    }
  }
  if (variant === 'programme') {
    // a growth curve with milestones
    parts.push(el.path('M70 520C180 500 260 430 330 340C390 260 450 200 540 170', stroke(t.accent, 3)));
    for (const [x, y] of [[70, 520], [200, 480], [330, 340], [450, 215], [540, 170]]) parts.push(el.circle(x, y, 9, { fill: C.cream, stroke: t.accent, strokeWidth: 3 }));
  }
  return parts.join('');
}

/** Head in profile with short hair and a low-level laser band. */
export function laserHead(doc, r, t) {
  const parts = [];
  parts.push(doc.glow(300, 300, 250, t.glow ?? C.cream, 0.7));
  parts.push(`<g transform="${place(90, 80, 1)}">${profileArt({ colour: t.line, width: 3, hairStyle: 'short', fillFace: t.faceFill, fillHair: t.hairColour ?? '#2E211C' })}</g>`);
  parts.push(el.path('M110 170C120 60 240 40 320 110', stroke(t.accent, 16, { opacity: 0.9 })));
  for (let i = 0; i < 7; i++) {
    const a = Math.PI * (1.08 + i * 0.1);
    const x = 220 + Math.cos(a) * 130;
    const y = 200 + Math.sin(a) * 130;
    parts.push(el.line(x, y, 220 + Math.cos(a) * 108, 200 + Math.sin(a) * 108, stroke(C.rose, 3, { opacity: 0.8 })));
  }
  return parts.join('');
}

/* ------------------------------------------------------------------ homeopathic still lifes */

/** A small glass vial of sugar globules. */
export function globuleVial(doc, x, y, h, t) {
  const w = h * 0.42;
  const parts = [];
  parts.push(el.path(rrect(x - w / 2, y - h * 0.82, w, h * 0.82, w * 0.18), { fill: lighten(C.sage, 0.5), stroke: t.line, strokeWidth: 2, strokeOpacity: 0.5 }));
  const rows = 5;
  for (let j = 0; j < rows; j++) for (let i = 0; i < 4; i++) {
    const gx = x - w * 0.3 + i * w * 0.2 + (j % 2) * w * 0.08;
    const gy = y - 14 - j * w * 0.18;
    parts.push(el.circle(gx, gy, w * 0.085, { fill: '#FFFFFF', stroke: darken(C.sand, 0.12), strokeWidth: 1 }));
  }
  parts.push(el.path(rrect(x - w * 0.42, y - h, w * 0.84, h * 0.2, 6), { fill: t.cap ?? C.gold }));
  return parts.join('');
}

export function mortar(x, y, w, t) {
  const parts = [];
  parts.push(el.path(`M${f(x + w * 0.1)} ${f(y - w * 0.42)}L${f(x + w * 0.62)} ${f(y - w * 0.9)}`, stroke(darken(C.sand, 0.3), w * 0.09)));
  parts.push(el.path(`M${f(x - w / 2)} ${f(y - w * 0.42)}H${f(x + w / 2)}C${f(x + w / 2)} ${f(y - w * 0.05)} ${f(x + w * 0.25)} ${f(y)} ${f(x)} ${f(y)}C${f(x - w * 0.25)} ${f(y)} ${f(x - w / 2)} ${f(y - w * 0.05)} ${f(x - w / 2)} ${f(y - w * 0.42)}Z`, { fill: t.mortar ?? C.cream, stroke: t.line, strokeWidth: 2 }));
  parts.push(el.ellipse(x, y - w * 0.42, w / 2, w * 0.08, { fill: darken(C.sand, 0.08), stroke: t.line, strokeWidth: 2 }));
  return parts.join('');
}

export function aloe(x, y, h, t) {
  const out = [];
  const angles = [-150, -125, -100, -80, -55, -30];
  angles.forEach((a, i) => {
    const rad = (a * Math.PI) / 180;
    const len = h * (0.7 + (i % 2) * 0.3);
    const ex = x + Math.cos(rad) * len;
    const ey = y + Math.sin(rad) * len;
    const L = leaf(x, y, ex, ey, len * 0.09);
    out.push(el.path(L.outline, { fill: i % 2 ? C.sage : lighten(C.teal, 0.25), stroke: t.line, strokeWidth: 1.8 }));
  });
  out.push(el.path(`M${f(x - h * 0.3)} ${f(y)}H${f(x + h * 0.3)}L${f(x + h * 0.24)} ${f(y + h * 0.3)}H${f(x - h * 0.24)}Z`, { fill: t.pot ?? C.rose }));
  return out.join('');
}

/** Pinnate (neem-like) compound leaf. */
export function pinnate(x, y, len, angle, t, { fill = C.sage } = {}) {
  const out = [];
  const a = (angle * Math.PI) / 180;
  const ex = x + Math.cos(a) * len;
  const ey = y + Math.sin(a) * len;
  out.push(el.line(x, y, ex, ey, stroke(t.line, 2.2)));
  const n = 7;
  for (let i = 1; i <= n; i++) {
    const k = i / (n + 0.5);
    const px = x + (ex - x) * k;
    const py = y + (ey - y) * k;
    for (const s of [-1, 1]) {
      const la = a + s * 0.9;
      const ll = len * 0.2 * (1 - k * 0.3);
      const L = leaf(px, py, px + Math.cos(la) * ll, py + Math.sin(la) * ll, ll * 0.3);
      out.push(el.path(L.outline, { fill, stroke: t.line, strokeWidth: 1.4 }));
    }
  }
  const L = leaf(ex, ey, ex + Math.cos(a) * len * 0.18, ey + Math.sin(a) * len * 0.18, len * 0.05);
  out.push(el.path(L.outline, { fill, stroke: t.line, strokeWidth: 1.4 }));
  return out.join('');
}

/** A large leaf with gentle pale patches (used to speak of pigment with restraint). */
export function patchedLeaf(doc, r, x, y, len, angle, t) {
  const a = (angle * Math.PI) / 180;
  const ex = x + Math.cos(a) * len;
  const ey = y + Math.sin(a) * len;
  const L = leaf(x, y, ex, ey, len * 0.32);
  const clip = doc.clip(el.path(L.outline));
  const patches = [];
  for (let i = 0; i < 4; i++) {
    const k = 0.25 + i * 0.17;
    patches.push(el.path(blob(r, x + (ex - x) * k + r.range(-20, 20), y + (ey - y) * k + r.range(-20, 20), r.range(16, 30), r.range(12, 24), { points: 6, wobble: 0.3 }), { fill: C.cream, opacity: 0.85 }));
  }
  const veins = [];
  for (let i = 1; i < 7; i++) {
    const k = i / 7;
    const px = x + (ex - x) * k;
    const py = y + (ey - y) * k;
    for (const s of [-1, 1]) veins.push(el.line(px, py, px + Math.cos(a + s * 0.8) * len * 0.18, py + Math.sin(a + s * 0.8) * len * 0.18, stroke(t.line, 1.4, { opacity: 0.5 })));
  }
  return el.path(L.outline, { fill: t.leaf ?? C.sage }) + `<g clip-path="${clip}">${patches.join('')}${veins.join('')}</g>` + el.path(L.outline, stroke(t.line, 2.2)) + el.path(L.rib, stroke(t.line, 2));
}

/**
 * Homeopathic compositions by variant: calendula | aloe | chamomile | scales | tulsi | neem |
 * neemDrop | vitiligo | alopecia
 */
export function botanical(doc, r, t, variant) {
  const parts = [];
  parts.push(doc.glow(300, 320, 260, t.glow ?? C.cream, 0.8));
  parts.push(el.ellipse(300, 520, 230, 22, { fill: darken(t.bg2, 0.07), opacity: 0.55 }));
  const fillLeaf = lighten(C.sage, 0.15);
  if (variant === 'calendula') {
    parts.push(sprig(r, 180, 520, 330, -84, { leaves: 5, colour: t.line, fill: fillLeaf }));
    parts.push(flower(200, 190, 58, { petals: 16, colour: mix(C.gold, '#E2A85C', 0.5), centre: darken(C.gold, 0.35) }));
    parts.push(flower(300, 300, 36, { petals: 14, colour: lighten(C.gold, 0.25), centre: darken(C.gold, 0.35), rot: 0.2 }));
    parts.push(globuleVial(doc, 420, 520, 190, t));
  } else if (variant === 'aloe') {
    parts.push(aloe(240, 440, 260, t));
    parts.push(el.path('M360 520C360 470 470 470 470 520Z', { fill: C.cream, stroke: t.line, strokeWidth: 2 }));
    for (let i = 0; i < 7; i++) parts.push(el.circle(380 + i * 12, 500 - (i % 2) * 8, 7, { fill: '#FFFFFF', stroke: darken(C.sand, 0.15), strokeWidth: 1 }));
  } else if (variant === 'chamomile') {
    for (let i = 0; i < 3; i++) {
      const bx = 150 + i * 70;
      const top = 200 + (i % 2) * 70;
      parts.push(el.path(`M${bx + 40} 520C${bx + 30} 420 ${bx} 320 ${bx} ${top}`, stroke(t.line, 2.2)));
      parts.push(flower(bx, top, 34, { petals: 13, colour: '#FFFFFF', centre: C.gold, lineColour: darken(C.sand, 0.2), petalWidth: 0.22 }));
    }
    parts.push(dropperBottle(doc, 440, 520, 230, { glass: t.bottle ?? C.gold, cap: t.line }));
  } else if (variant === 'scales') {
    // overlapping rounded scales easing into a smooth leaf
    for (let j = 0; j < 5; j++) for (let i = 0; i < 6 - j; i++) {
      const x = 110 + i * 44 + j * 22;
      const y = 430 - j * 36;
      parts.push(el.path(`M${x - 22} ${y}A22 22 0 0 1 ${x + 22} ${y}`, { fill: j % 2 ? lighten(C.sage, 0.3) : lighten(C.gold, 0.55), stroke: t.line, strokeWidth: 1.6 }));
    }
    parts.push(sprig(r, 330, 510, 300, -60, { leaves: 4, colour: t.line, fill: fillLeaf, size: 1.2 }));
    parts.push(mortar(430, 520, 130, t));
  } else if (variant === 'tulsi') {
    parts.push(sprig(r, 220, 530, 340, -92, { leaves: 4, colour: t.line, fill: fillLeaf, opposite: true, size: 1.1, curl: 0.1 }));
    for (const [x, y, rr] of [[400, 220, 40], [460, 300, 26], [380, 340, 18]]) {
      parts.push(el.circle(x, y, rr, { fill: C.blush, opacity: 0.35 }));
      parts.push(el.circle(x, y, rr * 1.4, stroke(t.line, 1.2, { opacity: 0.35, strokeDasharray: '2 6' })));
    }
    parts.push(globuleVial(doc, 430, 520, 150, t));
  } else if (variant === 'neem' || variant === 'neemDrop') {
    parts.push(pinnate(150, 500, 360, -62, t, { fill: fillLeaf }));
    parts.push(pinnate(210, 520, 260, -96, t, { fill: lighten(C.sage, 0.35) }));
    if (variant === 'neem') parts.push(mortar(430, 520, 150, t));
    else parts.push(dropperBottle(doc, 440, 520, 240, { glass: t.bottle ?? C.gold, cap: t.line }));
  } else if (variant === 'vitiligo') {
    parts.push(patchedLeaf(doc, r, 170, 520, 380, -70, t));
    parts.push(sprig(r, 330, 520, 200, -80, { leaves: 3, colour: t.line, fill: fillLeaf, size: 0.8 }));
    parts.push(sphere(doc, 450, 470, 40, lighten(C.gold, 0.2)));
  } else if (variant === 'alopecia') {
    // a round view of the scalp: short hairs everywhere but one coin-shaped patch, where a sprig grows
    const inner = [];
    inner.push(el.rect(60, 60, 480, 480, { fill: lighten(C.blush, 0.35) }));
    const hairC = t.hairColour ?? '#3A2A22';
    for (let i = 0; i < 240; i++) {
      const x = r.range(70, 530);
      const y = r.range(70, 530);
      const d = Math.hypot(x - 330, y - 270);
      if (d < 86) continue;
      const op = d < 110 ? 0.35 : 0.85;
      inner.push(el.path(`M${f(x)} ${f(y)}q4 -7 11 -10`, stroke(hairC, 2.4, { opacity: op * 0.8 })));
    }
    inner.push(el.circle(330, 270, 86, stroke(t.accent, 1.6, { strokeDasharray: '2 8' })));
    const clip = doc.clip(el.circle(300, 300, 220));
    parts.push(el.circle(300, 300, 238, stroke(t.line, 1.2, { opacity: 0.45 })));
    parts.push(`<g clip-path="${clip}">${inner.join('')}</g>`);
    parts.push(el.circle(300, 300, 220, stroke(t.line, 3)));
    parts.push(sprig(r, 316, 330, 120, -84, { leaves: 3, colour: t.line, fill: fillLeaf, size: 0.75, curl: 0.2 }));
    parts.push(globuleVial(doc, 500, 540, 130, t));
  }
  return parts.join('');
}
