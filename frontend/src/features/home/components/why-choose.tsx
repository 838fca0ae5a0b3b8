import { whyChoose } from '../../../content/home';
import { SectionHeading } from './section-heading';
import styles from './why-choose.module.css';

export function WhyChoose() {
  return (
    <section className="section section--deep" aria-labelledby="why-choose">
      <div className="container">
        <SectionHeading copy={whyChoose} id="why-choose" />
        <ol className={styles.grid}>
          {whyChoose.points.map((point, index) => (
            <li key={point.title} className={styles.point}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.title}>{point.title}</h3>
              <p className={styles.text}>{point.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
