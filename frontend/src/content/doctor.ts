/**
 * The lead doctor as the admin edits them: name, qualifications, title, registration, the profile's
 * paragraphs and areas of expertise. The /about profile, the doctor's cards and structured data
 * read them from here (through clinic.ts for the name and title).
 */
import { builtInClinicFacts, type ClinicFacts } from './clinic-facts';
import { isUploadedImage, type SiteImage } from './site-image';
import { siteData } from './site-data';
import { figures } from './figures';

export interface DoctorFacts {
  name: string;
  /** As printed under the name: 'MBBS, MD (Dermatology, Venereology & Leprosy)'. */
  qualifications: string;
  title: string;
  /** Medical council registration, printed under the qualifications. */
  registration: string;
  /** One to four paragraphs. */
  bio: string[];
  /** Areas of expertise, shown as a ticked list. */
  expertise: string[];
  /** The portrait: the site's own, or a photo the admin uploaded. */
  photo: SiteImage;
  /** What an uploaded portrait shows, as the clinic describes it (the site's own has its own description). */
  photoAlt?: string;
}

/** The portrait the site comes with. */
export const BUILT_IN_DOCTOR_PHOTO = 'doctor/dr-meera-kulkarni';

/** The doctor as the site came, told with the clinic's facts (its name, founding year) and the years of experience it shows. */
export function builtInDoctorFor(facts: Pick<ClinicFacts, 'name' | 'founded'>, yearsOfExperience: number): DoctorFacts {
  const name = 'Dr. Meera Kulkarni';
  return {
    name,
    qualifications: 'MBBS, MD (Dermatology, Venereology & Leprosy)',
    title: 'Founder & Consultant Dermatologist',
    registration: 'Reg. No. MMC 2009/03/1234',
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
    photo: BUILT_IN_DOCTOR_PHOTO,
  };
}

/** The doctor as this page shows them: as the admin published them, or as the site came. */
export const doctor: DoctorFacts = siteData?.doctor
  ? { ...siteData.doctor, photo: siteData.doctor.photo ?? BUILT_IN_DOCTOR_PHOTO }
  : builtInDoctorFor(siteData?.clinic ?? builtInClinicFacts, figures.aboutTeaser.years.value);

/** The portrait's description: the clinic's for a photo it uploaded, else the site's own (`builtIn`). */
export const portraitAlt = (builtIn: string) => (isUploadedImage(doctor.photo) && doctor.photoAlt ? doctor.photoAlt : builtIn);
