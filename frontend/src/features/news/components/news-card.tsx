import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Article } from '@aura/contract';
import { articlePath } from '../../../content/news/article';
import { formatDisplayDate } from '../../../lib/display-date';
import { ArticleImage } from '../../../components/ui/article-image';
import styles from './news-card.module.css';

/** One article in the news grid: picture, date, title, a three-line excerpt and 'Read More →'. */
export function NewsCard({ article }: { article: Article }) {
  const titleId = useId();
  const date = formatDisplayDate(article.date);
  return (
    <article className={`card ${styles.card}`}>
      <div className={styles.media}>
        <ArticleImage
          set={article.cardImageSet}
          src={article.cardImage}
          alt=""
          sizes="(min-width: 768px) 580px, 100vw"
          className={styles.image}
          fallbackClassName={styles.fallback}
        />
      </div>
      <div className={styles.body}>
        {date && (
          <time className={styles.date} dateTime={article.date}>
            {date}
          </time>
        )}
        <h3 id={titleId} className={styles.title}>
          {article.title || 'Untitled article'}
        </h3>
        {article.excerpt && <p className={styles.excerpt}>{article.excerpt}</p>}
        <Link to={articlePath(article.slug)} className={styles.more} aria-describedby={titleId}>
          Read More →
        </Link>
      </div>
    </article>
  );
}
