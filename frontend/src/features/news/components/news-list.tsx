import { useArticles } from '../../../content/news/get-articles';
import { NewsCard } from './news-card';
import styles from './news-list.module.css';

/** 'All News': the grid of every article, or its loading and empty states. A failed fetch shows the empty state. */
export function NewsList() {
  const { loading, articles } = useArticles();
  return (
    <section className="section" aria-labelledby="all-news-heading">
      <div className="container">
        <div className="section-head">
          <h2 id="all-news-heading">All News</h2>
        </div>
        {loading ? (
          <p className={`${styles.state} ${styles.loading}`} role="status">
            Loading news…
          </p>
        ) : articles.length === 0 ? (
          <p className={styles.state}>No news available yet.</p>
        ) : (
          <ul className={styles.grid}>
            {articles.map((article) => (
              <li key={article.slug}>
                <NewsCard article={article} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
