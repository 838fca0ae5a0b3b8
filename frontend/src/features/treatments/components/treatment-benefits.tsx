import { ArtworkImage } from '../../../components/ui/artwork-image';
import { isUploadedImage, treatmentPicture } from '../../../content/site-image';
import { servicePage } from '../../../content/treatments/service-page';
import type { TreatmentDetail, TreatmentSummary } from '../../../content/types';
import { TickIcon } from './icons';
import styles from './treatment-benefits.module.css';
import { BookingButton } from '../../../components/ui/booking-button';

interface TreatmentBenefitsProps {
  treatment: TreatmentSummary;
  detail: TreatmentDetail;
  onBook: () => void;
}

/**
 * The key benefits beside a before/after illustration where the treatment has one, else beside
 * its own picture. The Before/After labels are only put on a before/after picture.
 */
export function TreatmentBenefits({ treatment, detail, onBook }: TreatmentBenefitsProps) {
  const copy = servicePage.benefits;
  const beforeAfter = detail.beforeAfter === true;
  const uploaded = detail.beforeAfterImage !== undefined;
  // Only the site's own pictures are illustrations; a photo the clinic uploaded is not called one.
  const caption = beforeAfter
    ? uploaded
      ? copy.beforeAfterPhotoCaption
      : copy.beforeAfterCaption
    : isUploadedImage(treatment.image)
      ? undefined
      : copy.illustrationCaption;
  return (
    <section className="section" aria-labelledby="treatment-benefits-heading">
      <div className={`container ${styles.layout}`}>
        <figure className={styles.figure}>
          <div className={styles.frame}>
            {beforeAfter ? (
              <>
                <ArtworkImage
                  name={detail.beforeAfterImage ?? `before-after/${treatment.id}`}
                  alt={
                    (uploaded && detail.beforeAfterAlt) ||
                    `${treatment.title}: ${uploaded ? 'a' : 'an illustrated'} before and after, before on the left and after on the right`
                  }
                  sizes="(min-width: 960px) 560px, 100vw"
                  className={styles.picture}
                />
                <span className={`${styles.tag} ${styles.before}`}>{copy.beforeLabel}</span>
                <span className={`${styles.tag} ${styles.after}`}>{copy.afterLabel}</span>
              </>
            ) : (
              <ArtworkImage
                name={treatmentPicture(treatment.image)}
                alt={isUploadedImage(treatment.image) ? treatment.imageAlt || treatment.title : `Illustration of ${treatment.title}`}
                sizes="(min-width: 960px) 560px, 100vw"
                className={styles.picture}
              />
            )}
          </div>
          {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
        </figure>
        <div className={styles.text}>
          <p className="eyebrow">{copy.eyebrow}</p>
          <h2 id="treatment-benefits-heading">
            {copy.headingPrefix} {treatment.title}
          </h2>
          <ul className={styles.benefits}>
            {detail.benefits.map((benefit) => (
              <li key={benefit}>
                <TickIcon className={styles.tick} />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
          <BookingButton className="btn btn-primary" onBook={onBook}>
            {servicePage.bookLabel}
          </BookingButton>
        </div>
      </div>
    </section>
  );
}
