import { Link } from 'react-router-dom';
import { ArtworkImage } from '../../../components/ui/artwork-image';
import { Counter } from '../../../components/ui/counter';
import type { Figure } from '../../../content/figures';
import type { WellnessCard, WellnessCta, WellnessHero as WellnessHeroContent } from '../../../content/wellness';
import styles from './wellness.module.css';
import { BookingButton } from '../../../components/ui/booking-button';

/** The wellness counters count up once, eased over 1 s, the first time 35% of them is visible. */
export const WELLNESS_COUNT_MS = 1000;
export const WELLNESS_COUNT_THRESHOLD = 0.35;

/** Title and the two ways in: start a plan (the appointment modal) or talk to the team (/contact). */
export function WellnessHero({ hero, onStartPlan }: { hero: WellnessHeroContent; onStartPlan(): void }) {
  return (
    <section className={styles.hero}>
      {/* The banner is an abstract pattern behind the text: decorative. */}
      <ArtworkImage name={hero.image} alt="" sizes="100vw" priority className={styles.heroArt} />
      <div className={`container ${styles.heroInner}`}>
        <span className="eyebrow">{hero.eyebrow}</span>
        <h1 className={styles.heroTitle}>{hero.title}</h1>
        <p className={styles.heroText}>{hero.text}</p>
        <div className={styles.actions}>
          <BookingButton className="btn btn-primary" onBook={onStartPlan}>
            {hero.primaryLabel}
          </BookingButton>
          <Link to={hero.secondaryTo} className="btn btn-outline">
            {hero.secondaryLabel}
          </Link>
        </div>
      </div>
    </section>
  );
}

const CARD_ICONS = [
  // Skin Nutrition: a leaf
  'M5 19c0-8 5-13 14-14-1 9-6 14-14 14zM5 19l7-7',
  // Maintenance Rituals: a drop
  'M12 3c3.5 4.2 6 7.6 6 10.5a6 6 0 0 1-12 0C6 10.6 8.5 7.2 12 3z',
  // Progress Tracking: a rising line
  'M4 19h16M6 15l4-4 3 3 5-6M15 8h3v3',
];

/** What a wellness plan includes: three cards. */
export function WellnessCards({ heading, cards }: { heading: string; cards: WellnessCard[] }) {
  return (
    <section className="section" aria-labelledby="wellness-plan">
      <div className="container">
        <header className="section-head">
          <h2 id="wellness-plan">{heading}</h2>
        </header>
        <ul className={styles.cards}>
          {cards.map((card, index) => (
            <li key={card.title} className={`card ${styles.card}`}>
              <span className={styles.cardIcon} aria-hidden="true">
                <svg viewBox="0 0 24 24" width="26" height="26">
                  <path d={CARD_ICONS[index % CARD_ICONS.length]} />
                </svg>
              </span>
              <h3>{card.title}</h3>
              <p>{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The clinic's two counters (25+ Active Programs, 1200+ Clients Supported as the site came). */
export function WellnessCounters({ counters }: { counters: Figure[] }) {
  return (
    <section className="section section--deep" aria-label="Our wellness programmes in numbers">
      <ul className={`container ${styles.counters}`}>
        {counters.map((counter, index) => (
          <li key={index} className={styles.counter}>
            <Counter
              to={counter.value}
              durationMs={WELLNESS_COUNT_MS}
              threshold={WELLNESS_COUNT_THRESHOLD}
              suffix="+"
              className={styles.counterNumber}
            />
            <span className={styles.counterLabel}>{counter.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'GET STARTED FOR FREE': the free first assessment, booked through the appointment modal. */
export function WellnessCallToAction({ cta, onBook }: { cta: WellnessCta; onBook(): void }) {
  return (
    <section className="section" aria-labelledby="wellness-cta">
      <div className={`container ${styles.cta}`}>
        <h2 id="wellness-cta" className={styles.ctaHeading}>
          {cta.heading}
        </h2>
        <p>{cta.text}</p>
        <BookingButton className="btn btn-accent" onBook={onBook}>
          {cta.buttonLabel}
        </BookingButton>
      </div>
    </section>
  );
}
