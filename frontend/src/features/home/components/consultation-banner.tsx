import { ArtworkImage } from '../../../components/ui/artwork-image';
import { consultationBanner } from '../../../content/home';
import { useAppointmentModal } from '../../../lib/appointment-modal';
import styles from './consultation-banner.module.css';

/** The free-consultation banner: both buttons open the appointment dialog. */
export function ConsultationBanner() {
  const modal = useAppointmentModal();
  return (
    <section className={styles.banner} aria-labelledby="consultation-banner">
      <ArtworkImage name="site/consultation-banner" alt="" sizes="100vw" className={styles.picture} />
      <div className={`container ${styles.inner}`}>
        {consultationBanner.eyebrow && <p className={styles.eyebrow}>{consultationBanner.eyebrow}</p>}
        <h2 id="consultation-banner" className={styles.heading}>
          {consultationBanner.heading}
        </h2>
        {consultationBanner.text && <p className={styles.text}>{consultationBanner.text}</p>}
        <div className={styles.actions}>
          <button type="button" className="btn btn-accent" onClick={() => modal.open()}>
            {consultationBanner.primaryButtonLabel}
          </button>
          <button type="button" className="btn btn-light" onClick={() => modal.open()}>
            {consultationBanner.secondaryButtonLabel}
          </button>
        </div>
        <p className={styles.note}>{consultationBanner.note}</p>
      </div>
    </section>
  );
}
