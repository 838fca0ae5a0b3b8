import type { OurProcess as OurProcessContent } from '../../../content/about';
import styles from './about.module.css';

/** The six things that shape every visit, numbered 01 to 06. */
export function OurProcess({ process }: { process: OurProcessContent }) {
  return (
    <section className="section section--sand" aria-labelledby="our-process">
      <div className="container">
        <header className="section-head">
          <span className="eyebrow">{process.eyebrow}</span>
          <h2 id="our-process">{process.heading}</h2>
          <p>{process.text}</p>
        </header>
        <ol className={styles.processGrid}>
          {process.points.map((point, index) => (
            <li key={point.title} className={`card ${styles.processCard}`}>
              <span className={styles.processNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
