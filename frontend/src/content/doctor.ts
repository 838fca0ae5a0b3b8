/**
 * The lead doctor as the admin edits them: name, qualifications, title, registration, the profile's
 * paragraphs and areas of expertise. Every page names the doctor (their card, here); only /about
 * shows the profile (doctor-profile.ts), so the other pages' code does not carry it.
 */
import { isUploadedImage, type SiteImage } from './site-image';
import { siteData } from './site-data';

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

/** What every page may show of the lead doctor: their card. */
export type DoctorCard = Pick<DoctorFacts, 'name' | 'qualifications' | 'title' | 'registration' | 'photo' | 'photoAlt'>;

/** The lead doctor's card as the site came. */
export const BUILT_IN_DOCTOR_CARD: DoctorCard = {
  name: 'Dr. Meera Kulkarni',
  qualifications: 'MBBS, MD (Dermatology, Venereology & Leprosy)',
  title: 'Founder & Consultant Dermatologist',
  registration: 'Reg. No. MMC 2009/03/1234',
  photo: BUILT_IN_DOCTOR_PHOTO,
};

/** The lead doctor's card on this page: as the admin published it, or as the site came. */
export const doctorCard: DoctorCard = siteData?.doctor ? { ...siteData.doctor, photo: siteData.doctor.photo ?? BUILT_IN_DOCTOR_PHOTO } : BUILT_IN_DOCTOR_CARD;

/** The portrait's description: the clinic's for a photo it uploaded, else the site's own (`builtIn`). */
export const portraitAlt = (builtIn: string) => (isUploadedImage(doctorCard.photo) && doctorCard.photoAlt ? doctorCard.photoAlt : builtIn);
