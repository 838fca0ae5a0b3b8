import { Counter } from '../../../components/ui/counter';
import { experienceBlock } from '../../../content/about';
import styles from './experience-counter.module.css';

/** The home page's 'Year Experience' block: 0 to the clinic's years, eased over 1.2 s, once, from 35% visible; shown 'N +'. */
export function ExperienceCounter() {
  return (
    <section className={styles.band} aria-labelledby="experience-counter">
      <div className={`container ${styles.inner}`}>
        <p className={styles.figure}>
          <Counter to={experienceBlock.value} durationMs={1200} threshold={0.35} suffix={` ${experienceBlock.suffix}`} />
        </p>
        <div>
          <h2 id="experience-counter" className={styles.label}>
            {experienceBlock.label}
          </h2>
          <p className={styles.text}>{experienceBlock.text}</p>
        </div>
      </div>
    </section>
  );
}
