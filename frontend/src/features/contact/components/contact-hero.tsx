import { Link } from 'react-router-dom';
import { ArtworkImage } from '../../../components/ui/artwork-image';
import styles from './contact.module.css';

interface ContactHeroProps {
  title: string;
  text: string;
  image: string;
}

/** The page title over the soft banner artwork (decorative, so it has no alt text). */
export function ContactHero({ title, text, image }: ContactHeroProps) {
  return (
    <section className={styles.hero}>
      <ArtworkImage name={image} alt="" sizes="100vw" priority className={styles.heroArt} />
      <div className={`container ${styles.heroInner}`}>
        <nav aria-label="Breadcrumb">
          <ol className={styles.breadcrumb}>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <h1 className={styles.heroTitle}>{title}</h1>
        <p className={styles.heroText}>{text}</p>
      </div>
    </section>
  );
}
