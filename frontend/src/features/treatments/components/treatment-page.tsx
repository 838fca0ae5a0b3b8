import { ArtworkImage } from '../../../components/ui/artwork-image';
import { isUploadedImage, treatmentPicture } from '../../../content/site-image';
import { concernForTreatment } from '../../../content/appointment';
import { relatedTreatments } from '../../../content/treatments';
import { servicePage } from '../../../content/treatments/service-page';
import type { TreatmentDetail, TreatmentSummary } from '../../../content/types';
import { usePageMeta } from '../../../components/page-meta';
import { useAppointmentModal } from '../../../lib/appointment-modal';
import { treatmentPageMeta } from '../treatment-meta';
import { priceText } from '../../../content/treatments/treatment-price';
import { CrossIcon, TickIcon } from './icons';
import { RelatedTreatments } from './related-treatments';
import { TreatmentBenefits } from './treatment-benefits';
import { TreatmentBreadcrumbs } from './treatment-breadcrumbs';
import { TreatmentFaq } from './treatment-faq';
import { TreatmentStats } from './treatment-stats';
import styles from './treatment-page.module.css';
import { BookingButton } from '../../../components/ui/booking-button';

interface TreatmentPageProps {
  treatment: TreatmentSummary;
  detail: TreatmentDetail;
}

/** One treatment's page: what it is, who it suits, what it costs, what to expect, and booking. */
export function TreatmentPage({ treatment, detail }: TreatmentPageProps) {
  usePageMeta(treatmentPageMeta(treatment));
  const appointment = useAppointmentModal();
  const book = () => appointment.open({ concern: concernForTreatment(treatment.id) });

  return (
    <>
      <section className={`section--sand ${styles.hero}`}>
        <div className={`container ${styles.heroLayout}`}>
          <div className={styles.heroText}>
            <TreatmentBreadcrumbs treatment={treatment} />
            <p className="eyebrow">{treatment.group}</p>
            <h1 className={styles.title}>{treatment.title}</h1>
            <p className={styles.intro}>{servicePage.intro}</p>
            <p className={styles.short}>{treatment.short}</p>
            <div className={styles.actions}>
              <div className={styles.priceBox}>
                <p className={styles.priceLabel}>{servicePage.priceLabel}</p>
                <p className={styles.price}>{priceText(treatment.price)}</p>
              </div>
              <BookingButton className="btn btn-primary" onBook={book}>
                {servicePage.bookLabel}
              </BookingButton>
            </div>
            <p className={styles.priceNote}>{servicePage.priceNote}</p>
          </div>
          <div className={styles.heroImage}>
            <ArtworkImage
              name={treatmentPicture(treatment.image)}
              alt={isUploadedImage(treatment.image) ? treatment.imageAlt || treatment.title : `Illustration of ${treatment.title}`}
              sizes="(min-width: 1200px) 560px, (min-width: 768px) 46vw, 100vw"
              priority
            />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="treatment-overview-heading">
        <div className={`container ${styles.overviewLayout}`}>
          <article className={styles.overview}>
            <p className="eyebrow">{servicePage.overviewEyebrow}</p>
            <h2 id="treatment-overview-heading">{detail.overview.title}</h2>
            {detail.overview.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </article>
          <aside className={styles.lists} aria-label={`What ${treatment.title} includes and does not include`}>
            <div className={`card ${styles.listCard}`}>
              <h3>{servicePage.includedHeading}</h3>
              <ul className={styles.checklist}>
                {detail.included.map((item) => (
                  <li key={item}>
                    <TickIcon className={styles.tick} />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div className={`card ${styles.listCard}`}>
              <h3>{servicePage.excludedHeading}</h3>
              <ul className={styles.checklist}>
                {detail.excluded.map((item) => (
                  <li key={item}>
                    <CrossIcon className={styles.cross} />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </div>
          </aside>
        </div>
      </section>

      <TreatmentStats />
      <TreatmentBenefits treatment={treatment} detail={detail} onBook={book} />
      <TreatmentFaq items={detail.faq} />
      <RelatedTreatments treatments={relatedTreatments(treatment.id)} />
    </>
  );
}
