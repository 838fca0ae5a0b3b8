import type { ReactNode } from 'react';
import { ArtworkImage } from '../../../components/ui/artwork-image';
import styles from './news-hero.module.css';

interface NewsHeroProps {
  eyebrow: string;
  title: string;
  intro?: string;
  /** A smaller heading, for long titles such as an article's. */
  compact?: boolean;
  children?: ReactNode;
}

/** The news pages' banner: the clinic's news artwork behind a heading, an intro and actions. */
export function NewsHero({ eyebrow, title, intro, compact = false, children }: NewsHeroProps) {
  return (
    <section className={`${styles.hero} ${compact ? styles.compact : ''}`}>
      <ArtworkImage name="site/news-hero" alt="" sizes="100vw" priority className={styles.art} />
      <div className={`container ${styles.inner}`}>
        <span className={`eyebrow ${styles.eyebrow}`}>{eyebrow}</span>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </section>
  );
}
