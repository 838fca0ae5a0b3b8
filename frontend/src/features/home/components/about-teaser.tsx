import { Link } from 'react-router-dom';
import { ArtworkImage } from '../../../components/ui/artwork-image';
import { Counter } from '../../../components/ui/counter';
import { figures } from '../../../content/figures';
import { aboutTeaser } from '../../../content/home';
import styles from './about-teaser.module.css';

export const TEASER_COUNTER_MS = 1200;
export const TEASER_COUNTER_THRESHOLD = 0.35;

/** About Us teaser: two paragraphs, two count-up figures and the link to /about. */
export function AboutTeaser() {
  const { years, clients } = figures.aboutTeaser;
  return (
    <section className="section section--sand section--later" aria-labelledby="about-teaser">
      <div className={`container ${styles.layout}`}>
        <div className={styles.media}>
          <ArtworkImage name={aboutTeaser.image} alt={aboutTeaser.imageAlt} sizes="(min-width: 960px) 560px, 100vw" className={styles.picture} />
        </div>
        <div>
          {aboutTeaser.eyebrow && <p className="eyebrow">{aboutTeaser.eyebrow}</p>}
          <h2 id="about-teaser" className={styles.heading}>
            {aboutTeaser.heading}
          </h2>
          {aboutTeaser.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          <dl className={styles.counters}>
            {[years, clients].map((counter, index) => (
              <div key={index} className={styles.counter}>
                <dt>{counter.label}</dt>
                <dd>
                  <Counter to={counter.value} durationMs={TEASER_COUNTER_MS} threshold={TEASER_COUNTER_THRESHOLD} suffix="+" className={styles.figure} />
                </dd>
              </div>
            ))}
          </dl>
          <Link to={aboutTeaser.linkTo} className="btn btn-primary">
            {aboutTeaser.linkLabel}
          </Link>
        </div>
      </div>
    </section>
  );
}
