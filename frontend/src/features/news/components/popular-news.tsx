import { Link } from 'react-router-dom';
import type { Article } from '@aura/contract';
import { articlePath } from '../../../content/news/article';
import { useArticles } from '../../../content/news/get-articles';
import { formatDisplayDate } from '../../../lib/display-date';
import { popularArticles } from '../../../content/news/popular-articles';
import { ArticleImage } from '../../../components/ui/article-image';
import styles from './article-sidebar.module.css';

/**
 * 'Popular News': up to five other articles, the ones the admin picked for this article first, then
 * the newest. A failed fetch is ignored (it shows the empty message).
 */
export function PopularNews({ article }: { article: Pick<Article, 'slug' | 'popular'> }) {
  const { loading, articles } = useArticles();
  const others = popularArticles(article, articles);
  return (
    <section className={styles.panel} aria-labelledby="popular-news-heading">
      <h2 id="popular-news-heading" className={styles.heading}>
        Popular News
      </h2>
      {loading ? null : others.length === 0 ? (
        <p className={styles.empty}>No other articles yet.</p>
      ) : (
        <ul className={styles.popular}>
          {others.map((other) => {
            const date = formatDisplayDate(other.date);
            return (
              <li key={other.slug}>
                <ArticleImage
                  set={other.cardImageSet}
                  src={other.cardImage}
                  alt=""
                  sizes="72px"
                  className={styles.thumb}
                  fallbackClassName={styles.thumbFallback}
                />
                <div>
                  <Link to={articlePath(other.slug)} className={styles.popularLink}>
                    {other.title || 'Untitled article'}
                  </Link>
                  {date && (
                    <time className={styles.popularDate} dateTime={other.date}>
                      {date}
                    </time>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
