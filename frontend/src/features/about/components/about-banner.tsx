import { Link } from 'react-router-dom';
import { ArtworkImage } from '../../../components/ui/artwork-image';
import type { AboutBanner as AboutBannerContent } from '../../../content/about';
import styles from './about.module.css';

/** The page title over the soft banner artwork (decorative, so it has no alt text). */
export function AboutBanner({ banner }: { banner: AboutBannerContent }) {
  return (
    <section className={styles.banner}>
      <ArtworkImage name={banner.image} alt="" sizes="100vw" priority className={styles.bannerArt} />
      <div className={`container ${styles.bannerInner}`}>
        <nav aria-label="Breadcrumb">
          <ol className={styles.breadcrumb}>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li aria-current="page">{banner.title}</li>
          </ol>
        </nav>
        <h1 className={styles.bannerTitle}>{banner.title}</h1>
        <p className={styles.bannerText}>{banner.text}</p>
      </div>
    </section>
  );
}
