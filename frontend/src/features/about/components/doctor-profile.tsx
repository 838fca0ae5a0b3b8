import { ArtworkImage } from '../../../components/ui/artwork-image';
import type { DoctorProfile as DoctorProfileContent } from '../../../content/about';
import styles from './about.module.css';

/**
 * A doctor: portrait, qualifications, years of practice, biography and areas of expertise. The lead
 * doctor's heading is `doctor-name`; the others' are numbered after it. What is empty is not shown.
 */
export function DoctorProfile({ doctor, headingId = 'doctor-name', first = true }: { doctor: DoctorProfileContent; headingId?: string; first?: boolean }) {
  const subtitle = [doctor.title, doctor.registration].filter(Boolean).join(' · ');
  return (
    <section className={first ? 'section' : `section ${styles.nextDoctor}`} aria-labelledby={headingId}>
      <div className={`container ${styles.doctor} ${doctor.image ? '' : styles.doctorWithoutPortrait}`}>
        {doctor.image && (
          <div className={styles.portrait}>
            <ArtworkImage
              name={doctor.image}
              alt={doctor.imageAlt}
              sizes="(min-width: 960px) 440px, (min-width: 640px) 60vw, 90vw"
              eager={first}
              className={styles.portraitArt}
            />
            {doctor.yearsOfExperience !== undefined && (
              <p className={styles.experienceBadge}>
                <strong>{doctor.yearsOfExperience}+</strong> years of experience
              </p>
            )}
          </div>
        )}
        <div className={styles.doctorText}>
          <span className="eyebrow">{doctor.eyebrow}</span>
          <h2 id={headingId} className={styles.doctorName}>
            {doctor.name}
          </h2>
          {doctor.qualifications && <p className={styles.qualifications}>{doctor.qualifications}</p>}
          {subtitle && <p className={styles.doctorTitle}>{subtitle}</p>}
          {doctor.bio.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          {doctor.expertise.length > 0 && (
            <>
              <h3 className={styles.expertiseHeading}>{doctor.expertiseHeading}</h3>
              <ul className={styles.ticks}>
                {doctor.expertise.map((area) => (
                  <li key={area}>{area}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
