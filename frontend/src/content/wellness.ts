/**
 * Copy of the /wellness page (linked from the mobile menu): hero with two actions, three
 * cards, two counters (the clinic's figures, figures.ts; they count up over 1 s once 35% visible)
 * and the free-start block.
 */

/** The page hero and its two actions. */
export interface WellnessHero {
  eyebrow: string;
  title: string;
  text: string;
  /** Opens the appointment modal. */
  primaryLabel: 'Start Your Plan';
  /** Links to /contact. */
  secondaryLabel: 'Talk to an Expert →';
  secondaryTo: '/contact';
  /** Artwork name of the hero image. */
  image: string;
  imageAlt: string;
}

/** One wellness card. */
export interface WellnessCard {
  title: string;
  /** Two sentences. */
  text: string;
}

/** The closing call to action. */
export interface WellnessCta {
  heading: 'GET STARTED FOR FREE';
  text: string;
  buttonLabel: string;
}

export interface WellnessPage {
  hero: WellnessHero;
  cardsHeading: string;
  cards: [WellnessCard, WellnessCard, WellnessCard];
  cta: WellnessCta;
}

export const wellnessPage: WellnessPage = {
  hero: {
    eyebrow: 'Wellness',
    title: 'Skin wellness that lasts beyond the clinic',
    text: 'Healthy skin and hair depend on what you do every day as much as on treatment. Our wellness plans combine dermatologist advice, simple routines and regular reviews to help you look after your skin over the long term.',
    primaryLabel: 'Start Your Plan',
    secondaryLabel: 'Talk to an Expert →',
    secondaryTo: '/contact',
    image: 'site/wellness-hero',
    imageAlt: 'A woman applying moisturiser in soft morning light',
  },
  cardsHeading: 'What your plan includes',
  cards: [
    {
      title: 'Skin Nutrition',
      text: 'We review your diet, hydration and any deficiencies that may be affecting your skin and hair, and advise tests where they are needed. Practical food and supplement guidance is given only when it suits your health.',
    },
    {
      title: 'Maintenance Rituals',
      text: 'You receive a simple morning and night routine with products matched to your skin type and the Pune climate. Periodic in-clinic sessions are planned where they help keep your results steady.',
    },
    {
      title: 'Progress Tracking',
      text: 'Standardised photographs and notes at each review show how your skin is changing over time. Your plan is adjusted at every visit based on what is working for you.',
    },
  ],
  cta: {
    heading: 'GET STARTED FOR FREE',
    text: 'Your first wellness assessment is free. Meet our team, talk through your goals and leave with practical advice, with no obligation to join a plan.',
    buttonLabel: 'Book Free Assessment',
  },
};
