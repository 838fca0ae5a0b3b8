import { useEffect, useRef, useState } from 'react';
import styles from './contact.module.css';

interface ClinicMapProps {
  /** src of the Google Maps embed frame. */
  embedUrl: string;
  /** The same place on Google Maps, for the plain link. */
  mapsLink: string;
  addressLines: string[];
  frameTitle: string;
  showLabel: string;
  openLabel: string;
  notice: string;
}

/**
 * The clinic on a map, loaded only on request: until then a light panel with the address, so the
 * page stays fast and sends nothing to Google. The plain link works whatever happens to the frame.
 */
export function ClinicMap({ embedUrl, mapsLink, addressLines, frameTitle, showLabel, openLabel, notice }: ClinicMapProps) {
  const [shown, setShown] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The Show map button is gone once pressed; keyboard focus moves to the map that replaced it.
  useEffect(() => {
    if (shown) frameRef.current?.focus();
  }, [shown]);

  return (
    <div className={styles.map}>
      {shown ? (
        <iframe
          ref={frameRef}
          className={styles.mapFrame}
          src={embedUrl}
          title={frameTitle}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      ) : (
        <div className={styles.mapFacade}>
          <svg className={styles.mapPin} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
            <path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" />
            <circle cx="12" cy="10" r="2.6" />
          </svg>
          <address className={styles.mapAddress}>
            {addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <button type="button" className="btn btn-primary" onClick={() => setShown(true)}>
            {showLabel}
          </button>
          <p className={styles.mapNotice}>{notice}</p>
        </div>
      )}
      <a className={styles.mapLink} href={mapsLink} target="_blank" rel="noopener noreferrer">
        {openLabel}
        <span className="visually-hidden"> (opens in a new tab)</span>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M6 3h7v7M13 3L4 12" />
        </svg>
      </a>
    </div>
  );
}
