import { CONCERNS } from '@aura/contract';
import { findTreatment } from './treatments';

export interface ConcernOption {
  label: string;
  /** The treatment this concern is about, when the catalogue has one. */
  treatmentId?: string;
}

/** The treatment each of the appointment form's concerns is about, when the catalogue has one. */
const concernTreatments: Partial<Record<(typeof CONCERNS)[number], string>> = {
  'Anti-aging solutions': 'anti-aging',
  'Deep peelings': 'deep-peelings',
  Facials: 'facials',
  'Laser hair removal': 'laser-hair-removal',
  'Laser skin therapy': 'laser-skin-therapy',
  Mesotherapy: 'mesotherapy',
  Microdermabrasion: 'microdermabrasion',
  'Pigmentation solutions': 'pigmentation-solutions',
  'Skin tightening': 'skin-tightening',
  'Hair PRP': 'hair-prp',
  'HAIR GFC': 'hair-gfc',
  'Hair regrowth laser': 'hair-regrowth-laser',
  'Korean Skin Treatment': 'korean-skin-treatment',
  Eczema: 'eczema',
  Psoriasis: 'psoriasis',
  'Alopecia Areata': 'alopecia-areata',
};

/** The appointment form's concern options (the contract's, in the spec's order and wording). */
export const concernOptions: ConcernOption[] = CONCERNS.map((label) => ({ label, treatmentId: concernTreatments[label] }));

/** The concern to preselect for a treatment: its option when one matches, else the treatment's title. */
export function concernForTreatment(treatmentId: string): string {
  const option = concernOptions.find((entry) => entry.treatmentId === treatmentId);
  return option?.label ?? findTreatment(treatmentId)?.title ?? 'Others';
}
