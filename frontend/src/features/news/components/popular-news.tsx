import { Link } from 'react-router-dom';
import { articlePath } from '../article';
import { useArticles } from '../api/get-articles';
import { formatNewsDate } from '../format-news-date';
import { ArticleImage } from './article-image';
import styles from './article-sidebar.module.css';

/** How many other articles the sidebar suggests. */
export const POPULAR_NEWS_LIMIT = 5;

/** 'Popular News': up to five other articles. A failed fetch is ignored (it shows the empty message). */
export function PopularNews({ currentSlug }: { currentSlug: string }) {
  const { loading, articles } = useArticles();
  const others = articles.filter((article) => article.slug !== currentSlug).slice(0, POPULAR_NEWS_LIMIT);
  return (
    <section className={styles.panel} aria-labelledby="popular-news-heading">
      <h2 id="popular-news-heading" className={styles.heading}>
        Popular News
      </h2>
      {loading ? null : others.length === 0 ? (
        <p className={styles.empty}>No other articles yet.</p>
      ) : (
        <ul className={styles.popular}>
          {others.map((article) => {
            const date = formatNewsDate(article.date);
            return (
              <li key={article.slug}>
                <ArticleImage
                  set={article.cardImageSet}
                  src={article.cardImage}
                  alt=""
                  sizes="72px"
                  className={styles.thumb}
                  fallbackClassName={styles.thumbFallback}
                />
                <div>
                  <Link to={articlePath(article.slug)} className={styles.popularLink}>
                    {article.title || 'Untitled article'}
                  </Link>
                  {date && (
                    <time className={styles.popularDate} dateTime={article.date}>
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
