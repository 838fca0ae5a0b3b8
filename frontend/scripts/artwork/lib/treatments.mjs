/**
 * Treatment images (4:3): a colourway by category, a motif by treatment (or by group for an id
 * this file does not know yet), and a composition that varies with the id.
 */
import fs from 'node:fs';
import { C, Doc, el, rng, blob, arch, mix, lighten, darken, place, stroke, f, SKIN } from './core.mjs';
import * as M from './motifs.mjs';

/** Reads ids, categories and groups from the catalogue source (a TypeScript file). */
export function readCatalogue(file) {
  const src = fs.readFileSync(file, 'utf8');
  const out = [];
  const re = /\{\s*id:\s*'([^']+)'[^}]*?category:\s*'([^']+)'[^}]*?group:\s*'([^']+)'/g;
  let m;
  while ((m = re.exec(src))) out.push({ id: m[1], category: m[2], group: m[3] });
  return out;
}

export const COLOURWAYS = {
  skin: [
    { bg1: C.sand, bg2: mix(C.blush, C.sand, 0.45), blob: lighten(C.blush, 0.15), line: C.deepTeal, accent: C.rose, glow: C.cream, faceFill: lighten(C.blush, 0.45), skin: C.blush },
    { bg1: C.cream, bg2: C.sand, blob: lighten(C.blush, 0.35), line: darken(C.rose, 0.38), accent: C.gold, glow: '#FFFFFF', faceFill: lighten(C.blush, 0.3), skin: mix(C.blush, C.rose, 0.2) },
    { bg1: lighten(C.blush, 0.3), bg2: mix(C.blush, C.rose, 0.22), blob: C.cream, line: C.deepTeal, accent: C.teal, glow: lighten(C.blush, 0.6), faceFill: C.cream, skin: C.blush },
  ],
  hair: [
    { bg1: lighten(C.sage, 0.5), bg2: mix(C.sage, C.cream, 0.15), blob: C.cream, line: C.deepTeal, accent: C.teal, glow: C.cream, faceFill: lighten(C.sage, 0.7) },
    { bg1: mix(C.teal, C.sage, 0.15), bg2: C.deepTeal, blob: mix(C.teal, C.sage, 0.35), line: lighten(C.sage, 0.55), accent: C.gold, glow: mix(C.teal, C.sage, 0.45), faceFill: mix(C.teal, C.sage, 0.55), hairColour: '#1B1614', dark: true },
    { bg1: C.cream, bg2: lighten(C.sage, 0.35), blob: lighten(C.sage, 0.2), line: C.teal, accent: C.gold, glow: '#FFFFFF', faceFill: lighten(C.sage, 0.6) },
  ],
  homeopathic: [
    { bg1: C.cream, bg2: mix(C.gold, C.cream, 0.72), blob: lighten(C.sage, 0.35), line: C.deepTeal, accent: C.gold, glow: '#FFFFFF' },
    { bg1: lighten(C.sage, 0.55), bg2: mix(C.sage, C.cream, 0.35), blob: mix(C.gold, C.cream, 0.6), line: C.deepTeal, accent: C.gold, glow: C.cream },
    { bg1: C.sand, bg2: mix(C.gold, C.sand, 0.45), blob: C.cream, line: C.teal, accent: darken(C.gold, 0.1), glow: C.cream },
  ],
};

/** id → [motif, variant, options]. */
const BY_ID = {
  'anti-aging': ['profile', 'contours', { hairStyle: 'flowing' }],
  'skin-tightening': ['section', 'rf', { frame: 'arch' }],
  'botox-treatment': ['profile', 'dots', { hairStyle: 'bun', flip: true }],
  filler: ['profile', 'volume', { hairStyle: 'flowing', flip: true }],
  mesotherapy: ['profile', 'grid', { hairStyle: 'bun' }],
  srf: ['serum', 'srf'],
  'laser-skin-therapy': ['profile', 'rays', { hairStyle: 'bun' }],
  'co2-fractional-laser': ['section', 'fractional'],
  'erbium-fiber-laser': ['section', 'beam', { frame: 'arch' }],
  'laser-tattoo-removal': ['swatch', 'tattoo'],
  mnrf: ['section', 'needles'],
  'cryo-fat-freezing': ['torso', 'cool'],
  facials: ['serum', 'classic'],
  hydrafacial: ['front', 'swirl'],
  'korean-facial': ['profile', 'sheen', { hairStyle: 'flowing' }],
  'korean-skin-treatment': ['serum', 'korean'],
  'vampire-facial': ['front', 'prp'],
  'oxygeneo-facial': ['front', 'bubbles'],
  'carbon-facial': ['front', 'carbon'],
  'photo-facial': ['profile', 'spectrum', { hairStyle: 'bun', flip: true }],
  'medical-spa-facials': ['front', 'spa'],
  'pre-bridal-specials': ['front', 'bridal'],
  'pigmentation-treatments': ['profile', 'spots', { hairStyle: 'flowing' }],
  'pigmentation-solutions': ['section', 'pigment'],
  'skin-lightening-and-whitening': ['front', 'glow'],
  'chemical-peel': ['section', 'peel', { frame: 'arch' }],
  'deep-peelings': ['section', 'deepPeel'],
  microdermabrasion: ['section', 'crystals', { frame: 'arch' }],
  'micro-needling-prp': ['section', 'roller'],
  'dermaroller-with-prp-and-subcision': ['section', 'subcision', { frame: 'arch' }],
  'stretch-marks': ['torso', 'stretch'],
  manicure: ['hand'],
  pedicure: ['foot'],
  hairfall: ['flow', 'fall'],
  'hair-prp': ['follicle', 'prp'],
  'hair-gfc': ['follicle', 'gfc', { frame: 'arch' }],
  'hair-regrowth-laser': ['laserHead'],
  regrowth: ['flow', 'programme'],
  'intralesional-injection': ['follicle', 'intralesional'],
  'hair-transplant': ['follicle', 'transplant', { frame: 'arch' }],
  dandruff: ['follicle', 'dandruff'],
  'laser-hair-removal': ['leg'],
  'skin-allergy': ['botanical', 'calendula'],
  psoriasis: ['botanical', 'aloe'],
  eczema: ['botanical', 'chamomile'],
  scales: ['botanical', 'scales'],
  urticaria: ['botanical', 'tulsi'],
  fungal: ['botanical', 'neem'],
  scabies: ['botanical', 'neemDrop'],
  'vitiligo-white-spot': ['botanical', 'vitiligo'],
  'alopecia-areata': ['botanical', 'alopecia'],
};

/** Fallbacks for ids added to the catalogue later. */
function byGroup(category, group, r) {
  const g = group.toLowerCase();
  if (category === 'homeopathic') return ['botanical', r.pick(['calendula', 'chamomile', 'neem', 'tulsi'])];
  if (category === 'hair') return r.pick([['follicle', 'regrowth'], ['flow', 'plain']]);
  if (g.includes('laser')) return ['profile', 'rays', { hairStyle: 'bun' }];
  if (g.includes('facial')) return ['front', 'glow'];
  if (g.includes('peel') || g.includes('pigment')) return ['section', 'collagen'];
  if (g.includes('ageing') || g.includes('aging')) return ['profile', 'contours', { hairStyle: 'flowing' }];
  return ['serum', 'classic'];
}

function motif(doc, r, t, spec) {
  const [kind, variant, opts = {}] = spec;
  switch (kind) {
    case 'profile':
      return M.faceProfile(doc, r, t, variant, opts);
    case 'section':
      return M.skinSection(doc, r, t, variant, opts);
    case 'serum':
      return M.serumStill(doc, r, t, variant);
    case 'front':
      return M.facialFront(doc, r, t, variant);
    case 'swatch':
      return M.skinSwatch(doc, r, t, variant);
    case 'torso':
      return M.torsoArt(doc, r, t, variant);
    case 'hand':
      return M.handArt(doc, r, t);
    case 'foot':
      return M.footArt(doc, r, t);
    case 'leg':
      return M.legArt(doc, r, t);
    case 'follicle':
      return M.follicleSection(doc, r, t, variant, opts);
    case 'flow':
      return M.hairFlow(doc, r, t, variant);
    case 'laserHead':
      return M.laserHead(doc, r, t);
    case 'botanical':
      return M.botanical(doc, r, t, variant);
    default:
      return '';
  }
}

const LAYOUTS = ['arch', 'circle', 'blob', 'split'];

/**
 * Draws one treatment picture. `index` is the position inside its category (drives colourway
 * and layout rotation, so neighbours differ); everything else is seeded from the id.
 */
export function treatmentSvg({ id, category, group }, index) {
  const r = rng(`treatment:${id}`);
  const ways = COLOURWAYS[category] ?? COLOURWAYS.skin;
  const t = { ...ways[index % ways.length] };
  t.skinTone = SKIN[(index * 2 + 1) % 5];
  const spec = BY_ID[id] ?? byGroup(category, group, r);
  const layout = LAYOUTS[(index + Math.floor(index / 3)) % LAYOUTS.length];
  const W = 1200;
  const H = 900;
  const doc = new Doc(W, H);
  const angle = r.range(120, 160);
  doc.add(el.rect(0, 0, W, H, { fill: doc.linear([[0, t.bg1], [1, t.bg2]], angle) }));

  const side = r.sign();
  const mx = 600 + side * r.range(40, 90);
  const my = 450;
  const scale = 1.3;

  // background shape behind the motif
  if (layout === 'arch') {
    doc.add(el.path(arch(mx - 330, 96, 660, 900), { fill: t.blob, opacity: 0.85 }));
    doc.add(el.path(arch(mx - 356, 70, 712, 900), stroke(t.accent, 1.6, { opacity: 0.45 })));
  } else if (layout === 'circle') {
    doc.add(el.circle(mx, my, 372, { fill: t.blob, opacity: 0.8 }));
    doc.add(el.circle(mx + side * 30, my - 16, 400, stroke(t.accent, 1.6, { opacity: 0.45 })));
  } else if (layout === 'blob') {
    doc.add(el.path(blob(r, mx, my + 10, 420, 360, { points: 8, wobble: 0.12, rot: r.range(0, 1) }), { fill: t.blob, opacity: 0.85 }));
    doc.add(el.path(blob(r, mx - side * 420, 150, 200, 160, { points: 6, wobble: 0.2 }), { fill: t.blob, opacity: 0.5 }));
  } else {
    doc.add(el.path(`M0 ${f(H * 0.62)}C${f(W * 0.3)} ${f(H * 0.5)} ${f(W * 0.6)} ${f(H * 0.86)} ${W} ${f(H * 0.7)}V${H}H0Z`, { fill: t.blob, opacity: 0.75 }));
    doc.add(el.circle(mx, my - 20, 330, { fill: lighten(t.blob, 0.3), opacity: 0.55 }));
  }

  // quiet decoration: fine dots and an arc in the free corner
  const cornerX = side > 0 ? 150 : W - 150;
  doc.add(el.g({ opacity: 0.55 }, ...Array.from({ length: 3 }, (_, i) => Array.from({ length: 4 }, (_, j) => el.circle(cornerX - 36 + j * 24, 120 + i * 24, 2.6, { fill: t.accent }))).flat()));
  doc.add(el.path(`M${f(cornerX - 90)} ${f(H - 80)}A140 140 0 0 1 ${f(cornerX + 90)} ${f(H - 150)}`, stroke(t.accent, 1.6, { opacity: 0.5 })));

  doc.add(`<g transform="${place(mx - 300 * scale, my - 300 * scale, scale)}">${motif(doc, r, t, spec)}</g>`);
  return doc;
}
