/**
 * How each treatment is described to search engines (schema.org structured data on its page):
 * medical care as a MedicalProcedure, purely cosmetic care (facials, manicure) as a Service.
 */
export interface TreatmentProcedure {
  schemaType: 'MedicalProcedure' | 'Service';
  /** Needles or injections are percutaneous; care applied to the skin surface is noninvasive. */
  procedureType?: 'NoninvasiveProcedure' | 'PercutaneousProcedure';
  /** Where on the body the treatment is given. */
  bodyLocation?: string;
  /** Set for the homeopathic consultations, so they are not read as conventional treatment. */
  medicineSystem?: 'Homeopathic';
}

const onSkin = (bodyLocation = 'Skin'): TreatmentProcedure => ({ schemaType: 'MedicalProcedure', procedureType: 'NoninvasiveProcedure', bodyLocation });
const byNeedle = (bodyLocation = 'Skin'): TreatmentProcedure => ({ schemaType: 'MedicalProcedure', procedureType: 'PercutaneousProcedure', bodyLocation });
const cosmetic: TreatmentProcedure = { schemaType: 'Service' };
const homeopathic = (bodyLocation = 'Skin'): TreatmentProcedure => ({ schemaType: 'MedicalProcedure', bodyLocation, medicineSystem: 'Homeopathic' });

/** One entry per catalogue id (a test keeps the two lists equal). */
export const treatmentProcedures: Record<string, TreatmentProcedure> = {
  // A plan that mixes skincare, peels, devices and injectables: no single procedure type.
  'anti-aging': { schemaType: 'MedicalProcedure', bodyLocation: 'Face' },
  'skin-tightening': onSkin('Face and neck'),
  'botox-treatment': byNeedle('Face'),
  filler: byNeedle('Face'),
  mesotherapy: byNeedle('Face'),
  srf: byNeedle('Face'),
  'laser-skin-therapy': onSkin(),
  'co2-fractional-laser': onSkin(),
  'erbium-fiber-laser': onSkin(),
  'laser-tattoo-removal': onSkin(),
  mnrf: byNeedle(),
  'cryo-fat-freezing': onSkin('Subcutaneous fat'),
  facials: cosmetic,
  hydrafacial: cosmetic,
  'korean-facial': cosmetic,
  'korean-skin-treatment': cosmetic,
  'vampire-facial': byNeedle('Face'),
  'oxygeneo-facial': cosmetic,
  'carbon-facial': onSkin('Face'),
  'photo-facial': onSkin('Face'),
  'medical-spa-facials': cosmetic,
  'pre-bridal-specials': cosmetic,
  'pigmentation-treatments': onSkin(),
  'pigmentation-solutions': onSkin(),
  'skin-lightening-and-whitening': onSkin(),
  'chemical-peel': onSkin(),
  'deep-peelings': onSkin(),
  microdermabrasion: onSkin(),
  'micro-needling-prp': byNeedle(),
  'dermaroller-with-prp-and-subcision': byNeedle(),
  // Lasers, microneedling or peels, chosen per patient.
  'stretch-marks': { schemaType: 'MedicalProcedure', bodyLocation: 'Skin' },
  manicure: cosmetic,
  pedicure: cosmetic,
  // Diagnosis and medicines first; procedures are booked as their own treatments.
  hairfall: { schemaType: 'MedicalProcedure', bodyLocation: 'Scalp' },
  'hair-prp': byNeedle('Scalp'),
  'hair-gfc': byNeedle('Scalp'),
  'hair-regrowth-laser': onSkin('Scalp'),
  regrowth: { schemaType: 'MedicalProcedure', bodyLocation: 'Scalp' },
  'intralesional-injection': byNeedle('Skin and scalp'),
  'hair-transplant': byNeedle('Scalp'),
  dandruff: onSkin('Scalp'),
  'laser-hair-removal': onSkin(),
  'skin-allergy': homeopathic(),
  psoriasis: homeopathic(),
  eczema: homeopathic(),
  scales: homeopathic(),
  urticaria: homeopathic(),
  // Treated with conventional medicines by the dermatologist; homeopathy is optional support only.
  fungal: { schemaType: 'MedicalProcedure', bodyLocation: 'Skin' },
  scabies: { schemaType: 'MedicalProcedure', bodyLocation: 'Skin' },
  'vitiligo-white-spot': homeopathic(),
  'alopecia-areata': homeopathic('Scalp'),
};
