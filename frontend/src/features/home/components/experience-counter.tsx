import { Counter } from '../../../components/ui/counter';
import { experienceBlock } from '../../../content/about';
import styles from './experience-counter.module.css';

/** The years-of-experience figure, counted up once it is 35% visible and shown as 'N +'. */
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
