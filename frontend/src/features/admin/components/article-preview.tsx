import { useId } from 'react';
import { FALLBACK_IMAGE } from '../../../components/ui/article-image';
import type { Article } from '@aura/contract';
import { formatDisplayDate } from '../../../lib/display-date';
import { articleNamedBy, popularArticles } from '../../../content/news/popular-articles';
import { withoutBlankRows, type ArticleFormState } from '../article-form';
import styles from './article-editor.module.css';

interface ArticlePreviewProps {
  form: ArticleFormState;
  cardImage: string | null;
  contentImage: string | null;
  /** The article's date when editing; a new one is dated today. */
  date?: string;
  /** The article's slug when editing (it is never among its own popular news). */
  slug?: string;
  /** Every article on the site: the 'Popular News' beside this one is drawn from them. */
  articles: Article[];
}

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** What visitors will see, updated as the admin types: the news card and the article. */
export function ArticlePreview({ form, cardImage, contentImage, date, slug = '', articles }: ArticlePreviewProps) {
  const id = useId();
  const title = form.title.trim() || 'Untitled article';
  const paragraphs = withoutBlankRows(form.paragraphs);
  const tags = withoutBlankRows(form.tags);
  const popular = withoutBlankRows(form.popular);
  const sidebar = popularArticles({ slug, popular }, articles);
  const others = articles.filter((article) => article.slug !== slug);
  const unmatched = popular.filter((entry) => !articleNamedBy(entry, others));
  return (
    <aside className={styles.previewPane} aria-label="Live preview">
      <h3 className={styles.previewHeading}>Live preview</h3>
      <p className={styles.previewLabel}>News card</p>
      <div className={`card ${styles.previewCard}`}>
        <img src={cardImage ?? FALLBACK_IMAGE} alt="" className={cardImage ? styles.previewCardImage : `${styles.previewCardImage} ${styles.previewFallback}`} />
        <div className={styles.previewCardBody}>
          <span className={styles.previewDate}>{formatDisplayDate(date ?? today())}</span>
          <strong className={styles.previewTitle}>{title}</strong>
          {form.excerpt.trim() && <p className={styles.previewExcerpt}>{form.excerpt}</p>}
          <span className={styles.previewMore}>Read More →</span>
        </div>
      </div>
      <p className={styles.previewLabel}>Article</p>
      <div className={`card ${styles.previewArticle}`}>
        <div className={styles.previewHero}>
          <strong>{title}</strong>
          {form.heroIntro.trim() && <p>{form.heroIntro}</p>}
        </div>
        <div className={styles.previewBody}>
          {form.contentIntro.trim() && <p className={styles.previewIntro}>{form.contentIntro}</p>}
          <strong className={styles.previewTitle}>{title}</strong>
          {contentImage && <img src={contentImage} alt="" className={styles.previewContentImage} />}
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {tags.length > 0 && (
            <ul className={styles.previewTags} aria-label="Tags">
              {tags.map((tag, index) => (
                <li key={index}>{tag}</li>
              ))}
            </ul>
          )}
        </div>
        <div className={`${styles.previewBody} ${styles.previewSidebar}`}>
          <p className={styles.previewLabel} id={`${id}-popular`}>
            Popular News
          </p>
          {sidebar.length > 0 ? (
            <ul className={styles.previewPopular} aria-labelledby={`${id}-popular`}>
              {sidebar.map((article) => (
                <li key={article.slug}>{article.title || 'Untitled article'}</li>
              ))}
            </ul>
          ) : (
            <p className={styles.previewMuted}>No other articles yet.</p>
          )}
          {unmatched.length > 0 && (
            <p className={styles.previewWarning}>
              Not listed (no other article has this title): {unmatched.map((entry) => `“${entry}”`).join(', ')}
            </p>
          )}
        </div>
      </div>
    </aside>
  );
}
