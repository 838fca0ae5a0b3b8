import { Counter } from '../../../components/ui/counter';
import type { ExperienceBlock as ExperienceBlockContent } from '../../../content/about';
import styles from './about.module.css';
import { BookingButton } from '../../../components/ui/booking-button';

/** Counts up once, eased over 1.2 s, the first time 35% of it is visible. */
export const EXPERIENCE_COUNT_MS = 1200;
export const EXPERIENCE_COUNT_THRESHOLD = 0.35;

/** The years-of-experience counter ('N +', 'Year Experience') and a button to book. */
export function ExperienceBlock({ experience, onBook }: { experience: ExperienceBlockContent; onBook(): void }) {
  return (
    <section className={`section ${styles.experienceSection}`} aria-label={experience.label}>
      <div className={`container ${styles.experience}`}>
        <p className={styles.experienceFigure}>
          <Counter
            to={experience.value}
            durationMs={EXPERIENCE_COUNT_MS}
            threshold={EXPERIENCE_COUNT_THRESHOLD}
            suffix={` ${experience.suffix}`}
            className={styles.experienceNumber}
          />
          <span className={styles.experienceLabel}>{experience.label}</span>
        </p>
        <p className={styles.experienceText}>{experience.text}</p>
        <BookingButton className="btn btn-light" onBook={onBook}>
          Book an Appointment
        </BookingButton>
      </div>
    </section>
  );
}
