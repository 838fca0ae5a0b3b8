import { newsletterBlock } from '../../../content/home';
import { NewsletterForm } from '../../../components/enquiry-forms/newsletter-form';
import styles from './newsletter-section.module.css';

export function NewsletterSection() {
  return (
    <section className={styles.section} aria-labelledby="newsletter">
      <div className={`container ${styles.inner}`}>
        {newsletterBlock.eyebrow && <p className={styles.eyebrow}>{newsletterBlock.eyebrow}</p>}
        <h2 id="newsletter" className={styles.heading}>
          {newsletterBlock.heading}
        </h2>
        {newsletterBlock.text && <p className={styles.text}>{newsletterBlock.text}</p>}
        <NewsletterForm variant="home" className={styles.form} />
        <p className={styles.privacy}>{newsletterBlock.privacyLine}</p>
      </div>
    </section>
  );
}
