import { Accordion } from '../../../components/ui/accordion';
import { clinic } from '../../../content/clinic';
import { servicePage } from '../../../content/treatments/service-page';
import type { FaqItem } from '../../../content/types';
import { PhoneIcon } from './icons';
import styles from './treatment-faq.module.css';

/** The treatment's three questions (one open at a time, the first open) and a Call Now link. */
export function TreatmentFaq({ items }: { items: FaqItem[] }) {
  const copy = servicePage.faq;
  return (
    <section className="section section--sand" aria-labelledby="treatment-faq-heading">
      <div className={`container ${styles.inner}`}>
        <div className="section-head">
          <p className="eyebrow">{copy.eyebrow}</p>
          <h2 id="treatment-faq-heading">{copy.heading}</h2>
        </div>
        <Accordion items={items} />
        <div className={styles.call}>
          <p>{copy.callPrompt}</p>
          <a className="btn btn-outline" href={`tel:${clinic.phone.tel}`}>
            <PhoneIcon />
            {copy.callLabel}
            <span className="visually-hidden">: {clinic.phone.display}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
