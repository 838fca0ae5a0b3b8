import { ArtworkImage } from '../../../components/ui/artwork-image';
import type { DoctorProfile as DoctorProfileContent } from '../../../content/about';
import styles from './about.module.css';

/** The founder: portrait, qualifications, years of practice, biography and areas of expertise. */
export function DoctorProfile({ doctor }: { doctor: DoctorProfileContent }) {
  return (
    <section className="section" aria-labelledby="doctor-name">
      <div className={`container ${styles.doctor}`}>
        <div className={styles.portrait}>
          <ArtworkImage
            name={doctor.image}
            alt={doctor.imageAlt}
            sizes="(min-width: 960px) 440px, (min-width: 640px) 60vw, 90vw"
            eager
            className={styles.portraitArt}
          />
          <p className={styles.experienceBadge}>
            <strong>{doctor.yearsOfExperience}+</strong> years of experience
          </p>
        </div>
        <div className={styles.doctorText}>
          <span className="eyebrow">{doctor.eyebrow}</span>
          <h2 id="doctor-name" className={styles.doctorName}>
            {doctor.name}
          </h2>
          <p className={styles.qualifications}>{doctor.qualifications}</p>
          <p className={styles.doctorTitle}>
            {doctor.title} · {doctor.registration}
          </p>
          {doctor.bio.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          <h3 className={styles.expertiseHeading}>{doctor.expertiseHeading}</h3>
          <ul className={styles.ticks}>
            {doctor.expertise.map((area) => (
              <li key={area}>{area}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
