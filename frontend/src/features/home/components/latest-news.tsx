import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { latestNews } from '../../../content/home';
import { getLatestNews, type ArticleCard } from '../api/get-latest-news';
import { formatDisplayDate } from '../../../lib/display-date';
import { SectionHeading } from './section-heading';
import styles from './latest-news.module.css';

const FALLBACK_IMAGE = '/brand/logo.svg';

/** Up to four of the newest articles; nothing at all when there are none or they cannot be fetched. */
export function LatestNews() {
  const [articles, setArticles] = useState<ArticleCard[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    getLatestNews(controller.signal).then((items) => {
      if (!controller.signal.aborted) setArticles(items);
    });
    return () => controller.abort();
  }, []);

  return (
    <section className="section section--sand section--later" aria-labelledby="latest-news">
      <div className="container">
        <SectionHeading copy={latestNews} id="latest-news" />
        <ul className={styles.grid}>
          {articles.map((article) => (
            <NewsCard key={article.slug} article={article} />
          ))}
        </ul>
        <p className={styles.more}>
          <Link to={latestNews.viewAllTo} className="btn btn-outline">
            {latestNews.viewAllLabel}
          </Link>
        </p>
      </div>
    </section>
  );
}

function NewsCard({ article }: { article: ArticleCard }) {
  const [imageFailed, setImageFailed] = useState(false);
  const set = !imageFailed ? article.cardImageSet : null;
  const src = imageFailed ? FALLBACK_IMAGE : (set?.src ?? article.cardImage ?? FALLBACK_IMAGE);
  const date = formatDisplayDate(article.date);
  const path = `/news/${encodeURIComponent(article.slug)}`;
  return (
    <li className={`card ${styles.card}`}>
      <div className={styles.media}>
        <img
          src={src}
          srcSet={set?.srcSet}
          sizes={set ? '(min-width: 1100px) 280px, (min-width: 600px) 45vw, 100vw' : undefined}
          alt=""
          width={set?.width ?? 640}
          height={set?.height ?? 360}
          loading="lazy"
          decoding="async"
          data-fallback={src === FALLBACK_IMAGE || undefined}
          onError={() => setImageFailed(true)}
        />
      </div>
      <div className={styles.body}>
        {date && (
          <time className={styles.date} dateTime={article.date}>
            {date}
          </time>
        )}
        <h3 className={styles.title}>
          <Link to={path} className={styles.link}>
            {article.title}
          </Link>
        </h3>
        <p className={styles.excerpt}>{article.excerpt}</p>
        <span className={styles.readMore} aria-hidden="true">
          {latestNews.readMoreLabel}
        </span>
      </div>
    </li>
  );
}
