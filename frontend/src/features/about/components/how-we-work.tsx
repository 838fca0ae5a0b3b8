import type { HowWeWork as HowWeWorkContent } from '../../../content/about';
import styles from './about.module.css';

/** Consultation, plan, follow-up: three steps, and the clinic's phone number for questions. */
export function HowWeWork({ work }: { work: HowWeWorkContent }) {
  return (
    <section className="section" aria-labelledby="how-we-work">
      <div className="container">
        <header className="section-head">
          <span className="eyebrow">{work.eyebrow}</span>
          <h2 id="how-we-work">{work.heading}</h2>
          <p>{work.text}</p>
        </header>
        <ol className={styles.steps}>
          {work.steps.map((step) => (
            <li key={step.step} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {step.step}
              </span>
              <h3>
                <span className="visually-hidden">Step {step.step}: </span>
                {step.title}
              </h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <p className={styles.callUs}>
          {work.phone.label}{' '}
          <a className={styles.phoneLink} href={`tel:${work.phone.tel}`}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z" />
            </svg>
            {work.phone.display}
          </a>
        </p>
      </div>
    </section>
  );
}
