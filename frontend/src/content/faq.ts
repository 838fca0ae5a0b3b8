/**
 * The home page’s five-question FAQ accordion (one item open at a time, the first open
 * initially). Treatment pages carry their own three questions in their detail files.
 */
import { clinic } from './clinic';
import { siteData } from './site-data';
import type { FaqItem } from './types';

export type { FaqItem };

/** Heading block of the home FAQ section. */
export interface FaqSection {
  eyebrow: string;
  heading: string;
  text: string;
  /** One to ten questions, in display order (five built in). */
  items: FaqItem[];
}

/** The home FAQ as the clinic wrote it for this build. */
export const builtInHomeFaq: FaqSection = {
  eyebrow: 'FAQ',
  heading: 'Frequently Asked Questions',
  text: 'Answers to what patients most often ask before their first visit. For anything else, call or message us.',
  items: [
    {
      question: 'What happens at my first consultation?',
      answer:
        'The dermatologist asks about your concern, your medical history, any medicines you take and what you have tried before, then examines your skin, hair or scalp. Sometimes a blood test or a patch test is advised. You then receive a diagnosis, a treatment plan with the expected number of sessions and costs, and time to ask questions. Nothing is started without your agreement.',
    },
    {
      question: 'Are the treatments painful?',
      answer:
        'Most treatments cause little discomfort. Peels may tingle or feel warm for a few minutes, and laser pulses feel like a quick snap against the skin. For microneedling, MNRF, PRP and injections we apply a numbing cream beforehand. Your comfort is checked throughout, and settings can be adjusted. Any redness afterwards usually settles within hours to a few days.',
    },
    {
      question: 'How soon will I see results?',
      answer:
        'It depends on the concern and the treatment. A facial or peel may leave skin looking fresher within days, while pigmentation, acne scars and hair fall usually need several sessions over three to six months. Results vary from person to person, and most patients notice a gradual change. We take photographs at each review so that you can see your progress.',
    },
    {
      question: 'Are lasers and peels safe for Indian skin?',
      answer:
        'Yes, when they are chosen and set correctly. Indian skin is more prone to darkening after irritation, so we select lasers suited to darker skin types, start with conservative settings, test a small area where needed and prepare the skin beforehand. Sun protection before and after treatment is essential. We will tell you honestly if a treatment is not right for you.',
    },
    {
      question: 'How do I book, and what are the fees?',
      answer:
        `You can book by calling ${clinic.phone.display}, by messaging us on WhatsApp or through the appointment form on this website. Our team confirms your slot by phone. The first assessment visit is free. Treatment fees depend on the procedure and the number of sessions, and they are explained and agreed with you before anything begins.`,
    },
  ],
};

/** The home FAQ as this page shows it: the questions the admin published, or the built-in ones. */
export const homeFaq: FaqSection = siteData?.faq ? { ...builtInHomeFaq, items: siteData.faq } : builtInHomeFaq;
