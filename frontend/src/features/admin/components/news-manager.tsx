import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { notify } from '../../../lib/toast';
import { useArticles } from '../../../content/news/get-articles';
import type { Article } from '@aura/contract';
import { articlePath } from '../../../content/news/article';
import { FALLBACK_IMAGE } from '../../../components/ui/article-image';
import { SessionEndedError } from '../api/admin-fetch';
import { deleteArticle } from '../api/delete-article';
import { formatDateTime } from '../../../lib/display-date';
import { pageCount } from '../pagination';
import { dashboardPath } from '../dashboard-address';
import { useDashboardAddress } from '../dashboard-location';
import { useGuardedNavigate } from '../leave-guard';
import { PlusIcon } from './admin-icons';
import { ArticleEditor } from './article-editor';
import { confirmInToast } from './confirm-toast';
import { Pagination } from './pagination';
import styles from './news-manager.module.css';

/** Articles per page of the admin's list. */
export const ADMIN_NEWS_PAGE_SIZE = 5;

/**
 * The News tab: the article list with Add New News, Edit and Delete, or the add/edit form of the
 * address's item: 'new', or the slug of the article being edited.
 */
export function NewsManager() {
  const item = useDashboardAddress().rest[0];
  const { loading, articles, reload } = useArticles();
  const [page, setPage] = useState(1);
  const go = useGuardedNavigate();
  const navigate = useNavigate();
  const toList = () => go(dashboardPath('news'));
  const lastPage = pageCount(articles.length, ADMIN_NEWS_PAGE_SIZE);
  const current = Math.min(page, lastPage);
  const shown = articles.slice((current - 1) * ADMIN_NEWS_PAGE_SIZE, current * ADMIN_NEWS_PAGE_SIZE);

  const remove = (article: Article) => {
    confirmInToast({
      message: `Delete "${article.title || 'Untitled article'}"? This cannot be undone.`,
      confirmLabel: 'Delete',
      onConfirm: async () => {
        try {
          const outcome = await deleteArticle(article.slug);
          if (outcome.ok) {
            notify.success(outcome.message);
            reload();
          } else {
            notify.error(outcome.message);
          }
        } catch (error) {
          if (!(error instanceof SessionEndedError)) throw error;
        }
      },
    });
  };

  if (item) {
    const article = item === 'new' ? undefined : articles.find((entry) => entry.slug === item);
    if (item !== 'new' && !article) {
      return loading ? (
        <p className={styles.state} role="status">
          Loading the article…
        </p>
      ) : (
        <div className={styles.state} role="alert">
          <p>That article is not on the site any more.</p>
          <button type="button" className="btn btn-outline" onClick={toList}>
            Back to the list
          </button>
        </div>
      );
    }
    return (
      <ArticleEditor
        key={article?.slug ?? 'new'}
        article={article}
        articles={articles}
        onCancel={toList}
        onSaved={() => {
          setPage(1);
          reload();
          // Saved: nothing is left to lose, so no question.
          navigate(dashboardPath('news'));
        }}
      />
    );
  }

  return (
    <section aria-labelledby="admin-news-heading">
      <div className={styles.head}>
        <h2 id="admin-news-heading">News Articles</h2>
        <button type="button" className="btn btn-primary" onClick={() => go(dashboardPath('news', 'new'))}>
          <PlusIcon />
          Add New News
        </button>
      </div>
      {loading ? (
        <p className={styles.state} role="status">
          Loading news…
        </p>
      ) : articles.length === 0 ? (
        <p className={styles.state}>No news articles yet. Add the first one.</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((article) => (
            <li key={article.slug} className={styles.item}>
              <img
                src={article.cardImageSet?.src ?? article.cardImage ?? FALLBACK_IMAGE}
                alt=""
                className={article.cardImage ? styles.thumb : `${styles.thumb} ${styles.thumbFallback}`}
                loading="lazy"
                onError={(event) => {
                  event.currentTarget.src = FALLBACK_IMAGE;
                  event.currentTarget.classList.add(styles.thumbFallback);
                }}
              />
              <div className={styles.summary}>
                <h3 className={styles.title}>
                  <Link to={articlePath(article.slug)} target="_blank" rel="noopener">
                    {article.title || 'Untitled article'}
                  </Link>
                </h3>
                <p className={styles.date}>{formatDateTime(article.createdAt)}</p>
                {article.excerpt && <p className={styles.excerpt}>{article.excerpt}</p>}
              </div>
              <div className={styles.itemActions}>
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => go(dashboardPath('news', article.slug))}
                  aria-label={`Edit "${article.title || 'Untitled article'}"`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className={`btn ${styles.delete}`}
                  onClick={() => remove(article)}
                  aria-label={`Delete "${article.title || 'Untitled article'}"`}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={current} pageSize={ADMIN_NEWS_PAGE_SIZE} total={articles.length} noun="articles" onPage={setPage} />
    </section>
  );
}
