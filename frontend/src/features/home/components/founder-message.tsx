import { ArtworkImage } from '../../../components/ui/artwork-image';
import { founderMessage } from '../../../content/home';
import styles from './founder-message.module.css';

export function FounderMessage() {
  return (
    <section className="section" aria-labelledby="founder-message">
      <div className={`container ${styles.layout}`}>
        <div className={styles.text}>
          {founderMessage.eyebrow && <p className="eyebrow">{founderMessage.eyebrow}</p>}
          <h2 id="founder-message" className={styles.heading}>
            {founderMessage.heading}
          </h2>
          <blockquote className={styles.quote}>
            {founderMessage.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </blockquote>
          <p className={styles.signature}>
            <span className={styles.name}>{founderMessage.signature.name}</span>
            <span className={styles.title}>{founderMessage.signature.title}</span>
          </p>
        </div>
        <div className={styles.media}>
          <ArtworkImage name={founderMessage.image} alt={founderMessage.imageAlt} sizes="(min-width: 960px) 420px, 100vw" className={styles.picture} />
        </div>
      </div>
    </section>
  );
}
