/**
 * Stylised flat people: a line-art face profile for treatment motifs and frontal busts for
 * the doctor, patients and staff. Calm, respectful, minimal features.
 */
import { C, el, f, smooth, stroke, darken, lighten, mix } from './core.mjs';

/**
 * One-line face profile facing right, in local units (about 300 wide, 460 tall, chin at ~340).
 * Returns { face, back, hair } path data: `face` runs forehead → nose → lips → chin → neck.
 */
const FACE = [
  [196, 64],
  [214, 98],
  [224, 134],
  [226, 152],
  [221, 166],
  [228, 184],
  [242, 206],
  [258, 228],
  [256, 238],
  [242, 244],
  [236, 248],
  [243, 262],
  [237, 272],
  [242, 284],
  [233, 298],
  [236, 318],
  [230, 336],
  [214, 348],
  [192, 352],
  [180, 364],
  [176, 400],
  [178, 460],
];
const BACK = [
  [96, 460],
  [104, 390],
  [96, 340],
  [84, 300],
];

const HAIR_PTS = {
  bun: [[196, 64], [170, 40], [128, 30], [82, 44], [50, 84], [40, 140], [52, 200], [72, 250], [84, 300]],
  flowing: [[196, 64], [168, 36], [120, 26], [70, 46], [40, 96], [30, 170], [36, 260], [28, 340], [10, 420], [-6, 470]],
  short: [[196, 64], [180, 42], [134, 30], [86, 46], [58, 90], [52, 150], [62, 210], [76, 262], [84, 300]],
};

export function profilePaths(hairStyle = 'bun') {
  const face = smooth(FACE);
  const back = smooth([
    [84, 300],
    [96, 340],
    [104, 390],
    [96, 460],
  ]);
  const hairs = Object.fromEntries(Object.entries(HAIR_PTS).map(([k, v]) => [k, smooth(v)]));
  const extras = {
    bun: [smooth([
      [70, 60],
      [34, 40],
      [14, 74],
      [24, 112],
      [56, 118],
    ])],
    flowing: [
      smooth([
        [150, 60],
        [112, 90],
        [88, 150],
        [84, 230],
        [70, 320],
        [48, 400],
      ]),
      smooth([
        [120, 50],
        [80, 100],
        [62, 180],
        [58, 280],
        [36, 380],
      ]),
    ],
    short: [],
  };
  return { face, back, hair: hairs[hairStyle] ?? hairs.bun, extras: extras[hairStyle] ?? [], eye: 'M196 172Q206 176 214 172', ear: smooth([[118, 176], [106, 190], [108, 214], [122, 224]]) };
}

/** The profile drawn as fine line-art. */
export function profileArt({ colour = C.deepTeal, width = 3, hairStyle = 'bun', fillFace, fillHair, ear = true } = {}) {
  const p = profilePaths(hairStyle);
  const parts = [];
  if (fillFace) {
    const hairPts = HAIR_PTS[hairStyle] ?? HAIR_PTS.bun;
    const pts = [...FACE, ...BACK, ...hairPts.slice(1, -1).reverse()];
    parts.push(el.path(smooth(pts, true, 0.6), { fill: fillFace }));
  }
  if (fillHair) {
    const hairPts = HAIR_PTS[hairStyle] ?? HAIR_PTS.bun;
    parts.push(el.path(smooth([...hairPts, [130, 250], [170, 110]], true, 0.6), { fill: fillHair }));
  }
  parts.push(el.path(p.face, stroke(colour, width)));
  parts.push(el.path(p.hair, stroke(colour, width)));
  parts.push(el.path(p.back, stroke(colour, width)));
  for (const x of p.extras) parts.push(el.path(x, stroke(colour, width * 0.7, { opacity: 0.8 })));
  parts.push(el.path(p.eye, stroke(colour, width * 0.8)));
  if (ear) parts.push(el.path(p.ear, stroke(colour, width * 0.7, { opacity: 0.8 })));
  return parts.join('');
}

/**
 * A frontal bust centred on the head at (0, 0); head about 150 high, shoulders about 360 wide,
 * the bust ends at y = 360.
 * opts: skin, hair, hairStyle ('bun' | 'long' | 'short' | 'braid' | 'wrapped'), outfit
 * ('coat' | 'kurta' | 'top' | 'towel'), outfitColour, innerColour, eyes ('open' | 'closed'),
 * bindi, earrings, stethoscope, beard, tilt (degrees), smile.
 */
export function bust(doc, o = {}) {
  const skin = o.skin ?? '#B57A56';
  const hair = o.hair ?? '#231A17';
  const hairStyle = o.hairStyle ?? 'bun';
  const shade = darken(skin, 0.14);
  const deep = darken(skin, 0.3);
  const light = lighten(skin, 0.1);
  const out = [];

  // hair mass behind the head and shoulders
  if (hairStyle === 'long') {
    out.push(el.path('M-78 -30C-92 40 -96 120 -110 190C-70 206 70 206 110 190C96 120 92 40 78 -30C70 -100 -70 -100 -78 -30Z', { fill: hair }));
  } else if (hairStyle === 'braid') {
    out.push(el.path('M-72 -20C-80 30 -70 70 -62 90L62 90C70 70 80 30 72 -20C64 -96 -64 -96 -72 -20Z', { fill: hair }));
  } else if (hairStyle === 'bun') {
    out.push(el.circle(0, -98, 30, { fill: hair }));
    out.push(el.path('M-70 -10C-74 14 -70 28 -62 34L62 34C70 28 74 14 70 -10C64 -92 -64 -92 -70 -10Z', { fill: hair }));
  } else if (hairStyle === 'wrapped') {
    out.push(el.path('M-80 -6C-86 -70 -50 -108 0 -110C50 -108 86 -70 80 -6C80 20 70 34 60 40L-60 40C-70 34 -80 20 -80 -6Z', { fill: o.wrapColour ?? C.cream }));
  }

  // neck
  out.push(el.path('M-26 40L-28 112C-12 126 12 126 28 112L26 40Z', { fill: shade }));

  // body / clothing
  const body = 'M-30 100C-70 110 -128 122 -150 160C-166 190 -172 280 -176 360L176 360C172 280 166 190 150 160C128 122 70 110 30 100Z';
  const outfit = o.outfit ?? 'top';
  if (outfit === 'coat') {
    const inner = o.innerColour ?? C.teal;
    out.push(el.path(body, { fill: inner }));
    // neckline of the inner top
    out.push(el.path('M-30 100Q0 150 30 100L30 104Q0 162 -30 104Z', { fill: darken(inner, 0.15) }));
    out.push(el.path('M-28 102Q0 140 28 102L28 96Q0 128 -28 96Z', { fill: shade }));
    // white coat: two panels with lapels
    const coat = o.outfitColour ?? '#FFFFFF';
    const coatShade = mix(coat, C.sage, 0.28);
    out.push(el.path('M-30 100C-70 110 -128 122 -150 160C-166 190 -172 280 -176 360L-22 360L-30 250L-46 150Z', { fill: coat }));
    out.push(el.path('M30 100C70 110 128 122 150 160C166 190 172 280 176 360L22 360L30 250L46 150Z', { fill: coat }));
    // lapels
    out.push(el.path('M-30 100L-46 150L-30 250L-62 170L-50 120Z', { fill: coatShade }));
    out.push(el.path('M30 100L46 150L30 250L62 170L50 120Z', { fill: coatShade }));
    // sleeves seam hint
    out.push(el.path('M-128 190C-136 240 -140 300 -142 360', stroke(coatShade, 3)));
    out.push(el.path('M128 190C136 240 140 300 142 360', stroke(coatShade, 3)));
    // pocket
    out.push(el.path('M-118 270H-70', stroke(coatShade, 3)));
    out.push(el.path('M-112 262V246', stroke(C.teal, 4)));
  } else if (outfit === 'towel') {
    out.push(el.path(body, { fill: skin }));
    out.push(el.path('M-176 360C-170 280 -150 200 -120 190C-60 176 60 176 120 190C150 200 170 280 176 360Z', { fill: o.outfitColour ?? C.cream }));
    out.push(el.path('M-120 190C-60 206 60 206 120 190', stroke(mix(o.outfitColour ?? C.cream, C.sage, 0.4), 3)));
  } else {
    const col = o.outfitColour ?? C.rose;
    out.push(el.path(body, { fill: col }));
    if (outfit === 'kurta') {
      out.push(el.path('M-26 100Q0 136 26 100L16 170L0 180L-16 170Z', { fill: darken(col, 0.12) }));
      out.push(el.path('M-26 100Q0 136 26 100', stroke(lighten(col, 0.3), 3)));
      out.push(el.path('M0 132V220', stroke(darken(col, 0.18), 2)));
      if (o.dupatta) out.push(el.path('M-150 160C-100 130 -40 200 20 250C60 290 120 300 176 300L176 360L60 360C20 320 -60 250 -160 200Z', { fill: o.dupatta, opacity: 0.92 }));
    } else {
      out.push(el.path('M-30 100Q0 140 30 100', { fill: shade }));
    }
  }

  if (o.stethoscope) {
    out.push(el.path('M-42 104C-60 150 -58 200 -30 226', stroke('#37474F', 4)));
    out.push(el.path('M42 104C60 150 58 200 30 226', stroke('#37474F', 4)));
    out.push(el.path('M-30 226C-20 246 20 246 30 226', stroke('#37474F', 4)));
    out.push(el.path('M0 244C0 270 14 290 36 292', stroke('#37474F', 4)));
    out.push(el.circle(40, 292, 11, { fill: C.gold }));
    out.push(el.circle(40, 292, 6, { fill: lighten(C.gold, 0.4) }));
  }

  // head
  const head = 'M0 -80C40 -80 64 -52 64 -8C64 26 52 52 36 68C24 78 12 82 0 82C-12 82 -24 78 -36 68C-52 52 -64 26 -64 -8C-64 -52 -40 -80 0 -80Z';
  out.push(el.ellipse(-63, 2, 10, 15, { fill: shade }));
  out.push(el.ellipse(63, 2, 10, 15, { fill: shade }));
  out.push(el.path(head, { fill: skin }));
  // soft light on one side of the face
  const lit = doc.radial([[0, light, 0.9], [1, light, 0]], -18, -20, 60);
  out.push(el.path(head, { fill: lit }));

  // hair in front
  if (hairStyle === 'short') {
    out.push(el.path('M-66 -6C-72 -60 -40 -96 4 -94C50 -92 74 -60 66 -6C62 -28 56 -42 46 -50C20 -40 -20 -44 -50 -52C-58 -40 -62 -24 -66 -6Z', { fill: hair }));
    if (o.beard) out.push(el.path('M-62 6C-60 50 -36 86 0 88C36 86 60 50 62 6C56 30 46 44 30 50C16 44 -16 44 -30 50C-46 44 -56 30 -62 6Z', { fill: hair, opacity: 0.9 }));
  } else if (hairStyle === 'wrapped') {
    out.push(el.path('M-66 -4C-70 -60 -40 -96 0 -98C40 -96 70 -60 66 -4C54 -40 30 -58 0 -60C-30 -58 -54 -40 -66 -4Z', { fill: o.wrapColour ?? C.cream }));
  } else if (hairStyle !== 'none') {
    // hair pulled back with a centre parting
    out.push(el.path('M-68 6C-74 -56 -42 -94 0 -94C42 -94 74 -56 68 6C64 -20 58 -34 48 -44C34 -58 14 -62 2 -66C-12 -60 -34 -56 -50 -42C-60 -32 -64 -16 -68 6Z', { fill: hair }));
    out.push(el.path('M2 -92C0 -80 1 -72 2 -66', stroke(lighten(hair, 0.18), 2)));
    if (hairStyle === 'long') {
      out.push(el.path('M-68 6C-70 50 -74 90 -84 130C-70 100 -60 50 -58 -10Z', { fill: hair }));
      out.push(el.path('M68 6C70 50 74 90 84 130C70 100 60 50 58 -10Z', { fill: hair }));
    }
  }

  // features
  const ink = darken(skin, 0.62);
  const brow = o.hairStyle === 'short' ? 4.5 : 3.5;
  out.push(el.path('M-38 -22Q-26 -30 -12 -24', stroke(darken(hair, 0), brow)));
  out.push(el.path('M38 -22Q26 -30 12 -24', stroke(darken(hair, 0), brow)));
  if ((o.eyes ?? 'open') === 'closed') {
    out.push(el.path('M-36 -4Q-25 4 -14 -4', stroke(ink, 3)));
    out.push(el.path('M36 -4Q25 4 14 -4', stroke(ink, 3)));
  } else {
    out.push(el.ellipse(-25, -5, 6.5, 5, { fill: ink }));
    out.push(el.ellipse(25, -5, 6.5, 5, { fill: ink }));
    out.push(el.circle(-23, -7, 1.6, { fill: '#FFFFFF', opacity: 0.8 }));
    out.push(el.circle(27, -7, 1.6, { fill: '#FFFFFF', opacity: 0.8 }));
  }
  out.push(el.path('M2 0C0 12 -4 22 -8 28Q-2 32 6 29', stroke(deep, 2.6)));
  const smile = o.smile ?? 1;
  out.push(el.path(`M-16 48Q0 ${f(48 + 8 * smile)} 16 48`, stroke(darken(C.rose, 0.25), 3.4)));
  out.push(el.circle(-36, 22, 12, { fill: C.rose, opacity: 0.16 }));
  out.push(el.circle(36, 22, 12, { fill: C.rose, opacity: 0.16 }));
  if (o.bindi) out.push(el.circle(0, -32, 3.4, { fill: darken(C.rose, 0.35) }));
  if (o.earrings) {
    out.push(el.circle(-64, 22, 4.5, { fill: C.gold }));
    out.push(el.circle(64, 22, 4.5, { fill: C.gold }));
  }
  if (o.glasses) {
    out.push(el.circle(-25, -4, 16, stroke(C.ink, 2.4)));
    out.push(el.circle(25, -4, 16, stroke(C.ink, 2.4)));
    out.push(el.path('M-9 -6Q0 -10 9 -6', stroke(C.ink, 2.4)));
  }

  const t = o.tilt ? ` rotate(${f(o.tilt)})` : '';
  return `<g${t ? ` transform="${t.trim()}"` : ''}>${out.join('')}</g>`;
}
