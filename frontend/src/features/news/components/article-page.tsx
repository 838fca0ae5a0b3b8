import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { NewsletterForm } from '../../../components/enquiry-forms/newsletter-form';
import type { ArticleLookup } from '../api/get-article';
import { ArticleBody } from './article-body';
import { NewsHero } from './news-hero';
import { PopularNews } from './popular-news';
import styles from './article-page.module.css';
import sidebar from './article-sidebar.module.css';

export const articleMessages = {
  loading: 'Loading article...',
  notFound: 'Article not found',
  notFoundHelp: 'Please check the link or go back to the news page.',
};

/** An article page in each of its states: loading, not found, or the article with its sidebar. */
export function ArticlePage({ lookup }: { lookup: ArticleLookup }) {
  const slug = lookup.status === 'found' ? lookup.article.slug : undefined;
  const shownSlug = useRef(slug);
  // Moving from one article to another (the sidebar's links) starts the new one at its top.
  useEffect(() => {
    if (slug && shownSlug.current && shownSlug.current !== slug) window.scrollTo({ top: 0 });
    if (slug) shownSlug.current = slug;
  }, [slug]);

  if (lookup.status === 'loading') {
    return (
      <section className={`container ${styles.state}`}>
        <p role="status">{articleMessages.loading}</p>
      </section>
    );
  }
  if (lookup.status === 'not-found') {
    return (
      <section className={`container ${styles.state}`}>
        <h1>{articleMessages.notFound}</h1>
        <p>{articleMessages.notFoundHelp}</p>
        <Link to="/news" className="btn btn-primary">
          Back to News
        </Link>
      </section>
    );
  }
  const { article } = lookup;
  return (
    <>
      <NewsHero eyebrow="Clinic News" title={article.title || 'Untitled article'} intro={article.heroIntro || undefined} compact>
        <Link to="/news" className={styles.back}>
          ← All News
        </Link>
      </NewsHero>
      <div className="section">
        <div className={`container ${styles.layout}`}>
          <ArticleBody article={article} />
          <aside className={styles.aside} aria-label="More from the clinic">
            <PopularNews article={article} />
            <section className={sidebar.panel} aria-labelledby="article-newsletter-heading">
              <h2 id="article-newsletter-heading" className={sidebar.heading}>
                Newsletter
              </h2>
              <p className={sidebar.lead}>Skin and hair care advice from our doctors, now and then. No spam.</p>
              <NewsletterForm variant="sidebar" />
            </section>
          </aside>
        </div>
      </div>
    </>
  );
}
