/**
 * Copy of the /about page: banner, the doctors' profiles, Our Process (six points), How We Work
 * (three steps) and the experience block. The doctors come from doctor.ts and team.ts, the
 * figures from figures.ts, so every page reads the same ones.
 */
import { clinic } from './clinic';
import { portraitAlt } from './doctor';
import { doctor } from './doctor-profile';
import { figures } from './figures';
import type { SiteImage } from './site-image';
import { team } from './team';

/** The page banner. */
export interface AboutBanner {
  title: string;
  text: string;
  /** Artwork name of the banner background. */
  image: string;
  imageAlt: string;
}

/** A doctor’s profile: the lead doctor’s, then each other doctor’s. Empty texts are not shown. */
export interface DoctorProfile {
  eyebrow: string;
  name: string;
  qualifications: string;
  title: string;
  /** Medical council registration, printed under the qualifications. */
  registration: string;
  /** Years of practice, shown as 'N+ years of experience' (the lead doctor's: the home page's years figure). */
  yearsOfExperience?: number;
  /** The portrait: artwork name or an uploaded photo; none for a doctor without one. */
  image: SiteImage | null;
  imageAlt: string;
  /** One to four paragraphs. */
  bio: string[];
  expertiseHeading: string;
  /** Areas of expertise, shown as a ticked list. */
  expertise: string[];
}

/** One point of Our Process. */
export interface ProcessPoint {
  title: string;
  /** One sentence. */
  text: string;
}

export interface OurProcess {
  eyebrow: string;
  heading: string;
  text: string;
  /** Exactly six points, in this order: Expert Cosmetologists, Personalized Care, Advanced
   * Technology, Comprehensive Services, Effective Solution, Comfortable Environment. */
  points: [ProcessPoint, ProcessPoint, ProcessPoint, ProcessPoint, ProcessPoint, ProcessPoint];
}

/** One step of How We Work. */
export interface WorkStep {
  /** 1, 2 or 3, shown as the step number. */
  step: 1 | 2 | 3;
  title: string;
  /** Two sentences. */
  text: string;
}

export interface HowWeWork {
  eyebrow: string;
  heading: string;
  text: string;
  steps: [WorkStep, WorkStep, WorkStep];
  /** The phone link under the steps. */
  phone: { label: string; display: string; tel: string };
}

/** The count-up experience block (shown as 'N +'). */
export interface ExperienceBlock {
  /** The figure counted up to, as the clinic set it (figures.ts). */
  value: number;
  label: string;
  suffix: '+';
  text: string;
}

export const aboutBanner: AboutBanner = {
  title: 'About Us',
  text: `A dermatologist-led skin, hair and cosmetology clinic in ${clinic.address.locality}, ${clinic.city}, caring for patients since ${clinic.founded}.`,
  image: 'site/about-banner',
  imageAlt: `The bright reception area of ${clinic.brandName}`,
};

export const doctorProfile: DoctorProfile = {
  eyebrow: 'Meet Our Founder',
  name: doctor.name,
  qualifications: doctor.qualifications,
  title: doctor.title,
  registration: doctor.registration,
  yearsOfExperience: figures.aboutTeaser.years.value,
  image: doctor.photo,
  imageAlt: portraitAlt(`${doctor.name}, consultant dermatologist and founder of ${clinic.brandName}`),
  bio: doctor.bio,
  expertiseHeading: 'Areas of expertise',
  expertise: doctor.expertise,
};

/** The clinic's other doctors, after the lead doctor, as the clinic published them. */
export const teamProfiles: DoctorProfile[] = team.doctors.map((member) => ({
  eyebrow: 'Our Doctors',
  name: member.name,
  qualifications: member.qualifications,
  title: member.title,
  registration: member.registration,
  image: member.photo,
  imageAlt: member.photoAlt,
  bio: member.bio,
  expertiseHeading: 'Areas of care',
  expertise: member.expertise,
}));

export const ourProcess: OurProcess = {
  eyebrow: 'Our Process',
  heading: 'How we care for you',
  text: 'Six things that shape every visit to our clinic.',
  points: [
    {
      title: 'Expert Cosmetologists',
      text: 'Your treatment is planned by a qualified dermatologist and carried out by trained, experienced cosmetologists working under her supervision.',
    },
    {
      title: 'Personalized Care',
      text: 'Each plan is built around your skin type, your concern, your lifestyle and your budget, never copied from someone else’s.',
    },
    {
      title: 'Advanced Technology',
      text: 'We use medical-grade lasers and energy-based devices suited to Indian skin, serviced and calibrated on a fixed schedule.',
    },
    {
      title: 'Comprehensive Services',
      text: 'Skin, hair, cosmetic and homeopathic care under one roof means your concerns can be looked after together.',
    },
    {
      title: 'Effective Solution',
      text: 'We recommend treatments with sound evidence behind them and tell you honestly what they may and may not achieve.',
    },
    {
      title: 'Comfortable Environment',
      text: 'Clean, private treatment rooms and an unhurried team help you feel at ease from the moment you arrive.',
    },
  ],
};

export const howWeWork: HowWeWork = {
  eyebrow: 'How We Work',
  heading: 'Three steps to better skin and hair',
  text: 'A clear path from your first visit to ongoing care.',
  steps: [
    {
      step: 1,
      title: 'Personalized Consultation',
      text: 'The dermatologist listens to your concern, reviews your history and examines your skin, hair or scalp. Where needed, we advise simple tests so the diagnosis is right before anything else.',
    },
    {
      step: 2,
      title: 'Tailored Treatment Plans',
      text: 'You receive a written plan with the treatments, the number of sessions and the costs involved. We explain the expected timeline and any side effects, so you can decide with confidence.',
    },
    {
      step: 3,
      title: 'Continuous Care and Follow-up',
      text: 'At each visit we review your progress with photographs and adjust the plan as your skin responds. Between sessions, our team is a phone call or a message away.',
    },
  ],
  phone: {
    label: 'Have a question? Call us',
    display: clinic.phone.display,
    tel: clinic.phone.tel,
  },
};

export const experienceBlock: ExperienceBlock = {
  value: figures.experience.value,
  label: figures.experience.label,
  suffix: '+',
  text: `of caring for skin and hair in ${clinic.city}`,
};
