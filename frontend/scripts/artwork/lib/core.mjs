/**
 * Small SVG toolkit for the clinic's artwork: a seeded random source, the palette, colour
 * mixing, smooth organic paths and a document builder that collects gradients and clip paths.
 * Everything here is pure and deterministic: the same name always gives the same picture.
 */

export const C = {
  deepTeal: '#1F4E4A',
  teal: '#2F6F68',
  sage: '#A8C3B5',
  sand: '#F6EFE7',
  cream: '#FBF8F4',
  blush: '#E9C9BD',
  rose: '#C98B7A',
  gold: '#B08D57',
  ink: '#1C2826',
  white: '#FFFFFF',
};

/** Warm brown skin tones, light to deep, for stylised Indian figures. */
export const SKIN = ['#D9A67E', '#C68E68', '#B57A56', '#9E6646', '#8A5539', '#74452E'];
/** Hair colours: near-black and dark browns. */
export const HAIR = ['#231A17', '#2E211C', '#3A2A22', '#1B1614'];

/** FNV-1a 32-bit hash of a string. */
export function hash(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A seeded random source (mulberry32) with a few conveniences. */
export function rng(seed) {
  let a = typeof seed === 'string' ? hash(seed) : seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    sign: () => (next() < 0.5 ? -1 : 1),
  };
}

/** Rounds for compact SVG output. */
export const f = (n) => {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

function hexToRgb(hex) {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}
function rgbToHex(rgb) {
  return '#' + rgb.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('').toUpperCase();
}
/** Mixes colour a towards b by t (0..1). */
export function mix(a, b, t) {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t));
}
export const lighten = (c, t) => mix(c, '#FFFFFF', t);
export const darken = (c, t) => mix(c, '#000000', t);

/** Relative luminance (WCAG). */
export function luminance(hex) {
  const [r, g, b] = hexToRgb(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A smooth path through points (Catmull-Rom turned into cubic Béziers). */
export function smooth(points, closed = false, tension = 1) {
  const n = points.length;
  if (n < 2) return '';
  const p = (i) => (closed ? points[(i + n) % n] : points[Math.max(0, Math.min(n - 1, i))]);
  let d = `M${f(points[0][0])} ${f(points[0][1])}`;
  const segs = closed ? n : n - 1;
  for (let i = 0; i < segs; i++) {
    const p0 = p(i - 1);
    const p1 = p(i);
    const p2 = p(i + 1);
    const p3 = p(i + 2);
    const k = tension / 6;
    const c1 = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2 = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return closed ? d + 'Z' : d;
}

/** An organic closed blob around (cx, cy). */
export function blob(r, cx, cy, rx, ry = rx, { points = 7, wobble = 0.18, rot = 0 } = {}) {
  const pts = [];
  for (let i = 0; i < points; i++) {
    const a = rot + (i / points) * Math.PI * 2;
    const k = 1 + r.range(-wobble, wobble);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return smooth(pts, true);
}

/** An arch (flat bottom, round top) of width w and height h with top-left (x, y). */
export function arch(x, y, w, h) {
  const r = w / 2;
  return `M${f(x)} ${f(y + h)}V${f(y + r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + w)} ${f(y + r)}V${f(y + h)}Z`;
}

/** A rounded rectangle path. */
export function rrect(x, y, w, h, rad) {
  const q = Math.min(rad, w / 2, h / 2);
  return `M${f(x + q)} ${f(y)}H${f(x + w - q)}A${f(q)} ${f(q)} 0 0 1 ${f(x + w)} ${f(y + q)}V${f(y + h - q)}A${f(q)} ${f(q)} 0 0 1 ${f(x + w - q)} ${f(y + h)}H${f(x + q)}A${f(q)} ${f(q)} 0 0 1 ${f(x)} ${f(y + h - q)}V${f(y + q)}A${f(q)} ${f(q)} 0 0 1 ${f(x + q)} ${f(y)}Z`;
}

/** Teardrop (pointed top) centred horizontally at cx, bottom of the round part at cy + r. */
export function drop(cx, cy, r, stretch = 1.7) {
  const top = cy - r * stretch;
  return `M${f(cx)} ${f(top)}C${f(cx + r * 0.35)} ${f(top + r * 0.7)} ${f(cx + r)} ${f(cy - r * 0.35)} ${f(cx + r)} ${f(cy)}A${f(r)} ${f(r)} 0 0 1 ${f(cx - r)} ${f(cy)}C${f(cx - r)} ${f(cy - r * 0.35)} ${f(cx - r * 0.35)} ${f(top + r * 0.7)} ${f(cx)} ${f(top)}Z`;
}

/** A leaf between two points, bulging by width w; returns the outline and the midrib. */
export function leaf(x1, y1, x2, y2, w) {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy) || 1;
  const nx = (-dy / len) * w;
  const ny = (dx / len) * w;
  const outline = `M${f(x1)} ${f(y1)}Q${f(mx + nx)} ${f(my + ny)} ${f(x2)} ${f(y2)}Q${f(mx - nx)} ${f(my - ny)} ${f(x1)} ${f(y1)}Z`;
  const rib = `M${f(x1)} ${f(y1)}Q${f(mx + nx * 0.12)} ${f(my + ny * 0.12)} ${f(x2)} ${f(y2)}`;
  return { outline, rib };
}

/**
 * Document builder: collects defs, returns ids for gradients, clips and filters.
 * `vw`/`vh` is the drawing's coordinate space; the raster size is set when rendering.
 */
export class Doc {
  constructor(vw, vh) {
    this.vw = vw;
    this.vh = vh;
    this.defs = [];
    this.body = [];
    this.n = 0;
  }
  id(prefix) {
    this.n += 1;
    return `${prefix}${this.n}`;
  }
  /** Linear gradient; stops: [[offset, colour, opacity?], ...]; angle in degrees (0 = left to right). */
  linear(stops, angle = 90, { units } = {}) {
    const id = this.id('l');
    const a = ((angle - 90) * Math.PI) / 180;
    const x1 = 0.5 - Math.cos(a) * 0.5;
    const y1 = 0.5 - Math.sin(a) * 0.5;
    const x2 = 0.5 + Math.cos(a) * 0.5;
    const y2 = 0.5 + Math.sin(a) * 0.5;
    const u = units ? ` gradientUnits="${units}"` : '';
    this.defs.push(
      `<linearGradient id="${id}" x1="${f(x1 * 100)}%" y1="${f(y1 * 100)}%" x2="${f(x2 * 100)}%" y2="${f(y2 * 100)}%"${u}>${stopsSvg(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  /** Linear gradient in user space between two points. */
  linearUser(stops, x1, y1, x2, y2) {
    const id = this.id('l');
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stopsSvg(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  /** Radial gradient in user space. */
  radial(stops, cx, cy, r, { fx, fy, sy = 1 } = {}) {
    const id = this.id('r');
    const tr = sy !== 1 ? ` gradientTransform="translate(${f(cx)} ${f(cy)}) scale(1 ${sy}) translate(${f(-cx)} ${f(-cy)})"` : '';
    const foc = fx !== undefined ? ` fx="${f(fx)}" fy="${f(fy)}"` : '';
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${foc}${tr}>${stopsSvg(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** A soft round glow of colour c fading to transparent. */
  glow(cx, cy, r, c, opacity = 0.6, sy = 1) {
    const fill = this.radial(
      [
        [0, c, opacity],
        [0.55, c, opacity * 0.45],
        [1, c, 0],
      ],
      cx,
      cy,
      r,
      { sy },
    );
    return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(r * sy)}" fill="${fill}"/>`;
  }
  clip(inner) {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }
  /** Gaussian blur filter (use sparingly: it costs render time and file size). */
  blur(std) {
    const id = this.id('b');
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    );
    return `url(#${id})`;
  }
  /** A soft drop shadow filter. */
  shadow(dy = 8, std = 10, opacity = 0.18, colour = C.ink) {
    const id = this.id('s');
    this.defs.push(
      `<filter id="${id}" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="${dy}" stdDeviation="${std}" flood-color="${colour}" flood-opacity="${opacity}"/></filter>`,
    );
    return `url(#${id})`;
  }
  add(...parts) {
    for (const p of parts) if (p) this.body.push(p);
    return this;
  }
  toString() {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.vw} ${this.vh}" width="${this.vw}" height="${this.vh}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

function stopsSvg(stops) {
  return stops
    .map(([o, c, op = 1]) => `<stop offset="${f(o * 100)}%" stop-color="${c}"${op !== 1 ? ` stop-opacity="${f(op * 1000) / 1000}"` : ''}/>`)
    .join('');
}

/** Shorthand element builders. */
export const el = {
  path: (d, attrs = {}) => `<path d="${d}"${attrsSvg(attrs)}/>`,
  circle: (cx, cy, r, attrs = {}) => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${attrsSvg(attrs)}/>`,
  ellipse: (cx, cy, rx, ry, attrs = {}) => `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}"${attrsSvg(attrs)}/>`,
  rect: (x, y, w, h, attrs = {}) => `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${attrsSvg(attrs)}/>`,
  line: (x1, y1, x2, y2, attrs = {}) => `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${attrsSvg(attrs)}/>`,
  g: (attrs, ...children) => `<g${attrsSvg(attrs)}>${children.filter(Boolean).join('')}</g>`,
};

function attrsSvg(attrs) {
  let s = '';
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    const key = k.replace(/[A-Z]/g, (m) => '-' + m.toLowerCase());
    s += ` ${key}="${typeof v === 'number' ? f(v) : v}"`;
  }
  return s;
}

/** Stroke attributes for fine line-art. */
export const stroke = (colour, width = 3, extra = {}) => ({
  fill: 'none',
  stroke: colour,
  strokeWidth: width,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  ...extra,
});

/** translate + scale (+ optional horizontal flip about the local origin) as an attribute value. */
export function place(x, y, s = 1, flip = false, rot = 0) {
  return `translate(${f(x)} ${f(y)})${rot ? ` rotate(${f(rot)})` : ''} scale(${flip ? f(-s) : f(s)} ${f(s)})`;
}
