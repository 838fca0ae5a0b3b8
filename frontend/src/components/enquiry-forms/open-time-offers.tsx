import type { OfferedTime } from '@aura/contract';
import { useId } from 'react';
import { readableTime } from '../../content/opening-hours';
import { formatShortDay } from '../../lib/display-date';
import styles from './enquiry-form.module.css';

/** Open times to pick from, grouped by day: a tap fills in the date and time. */
export function OpenTimeOffers({ intro, offers, onChoose }: { intro: string; offers: OfferedTime[]; onChoose: (offer: OfferedTime) => void }) {
  const id = useId();
  return (
    <div className={`${styles.offers} ${styles.wide}`} role="group" aria-labelledby={id}>
      <p id={id} className={styles.timesNote}>
        {intro}
      </p>
      {[...new Set(offers.map((offer) => offer.date))].map((date) => (
        <div key={date} className={styles.offerDay}>
          <span aria-hidden="true">{formatShortDay(date)}</span>
          <ul>
            {offers
              .filter((offer) => offer.date === date)
              .map((offer) => (
                <li key={offer.time}>
                  <button type="button" className={styles.offer} aria-label={`${formatShortDay(date)}, ${readableTime(offer.time)}`} onClick={() => onChoose(offer)}>
                    {readableTime(offer.time)}
                  </button>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
