/** One of the appointment form's concern options. */
export interface Concern {
  label: string;
  /** The site's treatment page this concern is about, when the catalogue has one. */
  treatmentId?: string;
}

/** The appointment form's concern options, in the spec's order and wording. */
export const CONCERNS: readonly Concern[] = [
  { label: 'Anti-aging solutions', treatmentId: 'anti-aging' },
  { label: 'Deep peelings', treatmentId: 'deep-peelings' },
  { label: 'Facials', treatmentId: 'facials' },
  { label: 'Laser hair removal', treatmentId: 'laser-hair-removal' },
  { label: 'Laser skin therapy', treatmentId: 'laser-skin-therapy' },
  { label: 'Mesotherapy', treatmentId: 'mesotherapy' },
  { label: 'Microdermabrasion', treatmentId: 'microdermabrasion' },
  { label: 'Pigmentation solutions', treatmentId: 'pigmentation-solutions' },
  { label: 'Skin tightening', treatmentId: 'skin-tightening' },
  { label: 'Hair PRP', treatmentId: 'hair-prp' },
  { label: 'HAIR GFC', treatmentId: 'hair-gfc' },
  { label: 'Hair regrowth laser', treatmentId: 'hair-regrowth-laser' },
  { label: 'Korean Skin Treatment', treatmentId: 'korean-skin-treatment' },
  { label: 'Eczema', treatmentId: 'eczema' },
  { label: 'Psoriasis', treatmentId: 'psoriasis' },
  { label: 'Dermatitis' },
  { label: 'Alopecia Areata', treatmentId: 'alopecia-areata' },
  { label: 'Others' },
];

/**
 * The concern as its list spells it: one of the CONCERNS labels, or one of `treatmentTitles` (the
 * treatments the site shows, whose pages preselect their title), matched after trimming and
 * without regard to case; null for anything else.
 */
export function listedConcern(value: string, treatmentTitles: readonly string[] = []): string | null {
  const wanted = value.trim().toLowerCase();
  if (!wanted) return null;
  return [...CONCERNS.map((concern) => concern.label), ...treatmentTitles].find((label) => label.trim().toLowerCase() === wanted) ?? null;
}
