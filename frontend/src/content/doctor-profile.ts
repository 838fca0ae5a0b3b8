/**
 * The lead doctor's whole profile, as /about shows it: the card (doctor.ts) with the profile's
 * paragraphs and areas of expertise.
 */
import { builtInClinicFacts, type ClinicFacts } from './clinic-facts';
import { BUILT_IN_DOCTOR_CARD, BUILT_IN_DOCTOR_PHOTO, type DoctorFacts } from './doctor';
import { figures } from './figures';
import { siteData } from './site-data';

/** The doctor as the site came, told with the clinic's facts (its name, founding year) and the years of experience it shows. */
export function builtInDoctorFor(facts: Pick<ClinicFacts, 'name' | 'founded'>, yearsOfExperience: number): DoctorFacts {
  const { name } = BUILT_IN_DOCTOR_CARD;
  return {
    ...BUILT_IN_DOCTOR_CARD,
    bio: [
      `${name} is a consultant dermatologist with ${yearsOfExperience} years of experience in clinical, cosmetic and trichology practice. She completed her MD in Dermatology, Venereology & Leprosy and trained in hospital dermatology departments before founding ${facts.name} in ${facts.founded}.`,
      'Her practice covers the full range of everyday skin and hair problems, from acne, pigmentation and eczema to hair fall and scalp conditions, alongside laser and aesthetic procedures. She has a particular interest in treating acne scars and melasma in Indian skin, where careful choice of treatment matters as much as the treatment itself.',
      'Patients know her for taking time to explain, for realistic advice and for never recommending a procedure that is not needed. She regularly attends national dermatology conferences and workshops to keep her practice current and evidence-based.',
    ],
    expertise: [
      'Acne and acne scar treatment',
      'Melasma and pigmentation disorders',
      'Hair fall, alopecia and scalp disorders',
      'Laser hair removal and laser skin therapy',
      'Chemical peels and microneedling with PRP',
      'Anti-ageing treatments, including injectables',
      'Eczema, psoriasis and skin allergies',
      'Vitiligo and fungal infections',
    ],
  };
}

/** The doctor as this page shows them: as the admin published them, or as the site came. */
export const doctor: DoctorFacts = siteData?.doctor
  ? { ...siteData.doctor, photo: siteData.doctor.photo ?? BUILT_IN_DOCTOR_PHOTO }
  : builtInDoctorFor(siteData?.clinic ?? builtInClinicFacts, figures.aboutTeaser.years.value);

