/**
 * The clinic's other doctors, as the admin edits them (Site content › Doctors, under the lead
 * doctor): /about shows each after the lead doctor, and its structured data lists each as a
 * Physician. Optional fields left empty are not shown.
 */
import { builtInTeam as builtInCards } from './clinic';
import type { SiteImage } from './site-image';
import { siteData } from './site-data';

export interface TeamDoctor {
  name: string;
  /** As printed under the name, e.g. 'BHMS, MD (Hom)' ('' for none). */
  qualifications: string;
  /** Title or speciality, e.g. 'Consultant Homeopath'. */
  title: string;
  /** Medical council registration ('' for none). */
  registration: string;
  /** One to four paragraphs. */
  bio: string[];
  /** Areas they see patients for, as a ticked list (none: no list). */
  expertise: string[];
  /** An uploaded photo, or null for none. */
  photo: SiteImage | null;
  /** What the photo shows, for patients who cannot see it (with a photo only). */
  photoAlt: string;
}

export interface TeamContent {
  doctors: TeamDoctor[];
}

export const MAX_TEAM_DOCTORS = 8;

const homeopath = builtInCards.homeopathicConsultant;

/** The site as it came: the homeopath the homeopathic treatment pages and the reviews name. */
export const builtInDoctorTeam: TeamContent = {
  doctors: [
    {
      name: homeopath.name,
      qualifications: homeopath.qualifications,
      title: homeopath.title,
      registration: '',
      bio: [
        `${homeopath.name} is the clinic’s homeopathic consultant. He offers homeopathic care for long-standing skin conditions as complementary care, alongside the treatment our dermatologist plans, never in place of it.`,
        'He takes time over a detailed history at the first visit and follows his patients up regularly, usually every few weeks at first.',
      ],
      expertise: ['Psoriasis', 'Eczema', 'Skin allergy', 'Urticaria'],
      photo: null,
      photoAlt: '',
    },
  ],
};

/** The other doctors this page shows: as the clinic published them, or the site's own. */
export const team: TeamContent = siteData?.team ?? builtInDoctorTeam;
