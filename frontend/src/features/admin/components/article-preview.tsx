import { FALLBACK_IMAGE } from '../../news/components/article-image';
import { formatNewsDate } from '../../news/format-news-date';
import { withoutBlankRows, type ArticleFormState } from '../article-form';
import styles from './article-editor.module.css';

interface ArticlePreviewProps {
  form: ArticleFormState;
  cardImage: string | null;
  contentImage: string | null;
  /** The article's date when editing; a new one is dated today. */
  date?: string;
}

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** What visitors will see, updated as the admin types: the news card and the article. */
export function ArticlePreview({ form, cardImage, contentImage, date }: ArticlePreviewProps) {
  const title = form.title.trim() || 'Untitled article';
  const paragraphs = withoutBlankRows(form.paragraphs);
  const tags = withoutBlankRows(form.tags);
  const popular = withoutBlankRows(form.popular);
  return (
    <aside className={styles.previewPane} aria-label="Live preview">
      <h3 className={styles.previewHeading}>Live preview</h3>
      <p className={styles.previewLabel}>News card</p>
      <div className={`card ${styles.previewCard}`}>
        <img src={cardImage ?? FALLBACK_IMAGE} alt="" className={cardImage ? styles.previewCardImage : `${styles.previewCardImage} ${styles.previewFallback}`} />
        <div className={styles.previewCardBody}>
          <span className={styles.previewDate}>{formatNewsDate(date ?? today())}</span>
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
          {popular.length > 0 && (
            <>
              <p className={styles.previewLabel}>Popular</p>
              <ul className={styles.previewPopular}>
                {popular.map((entry, index) => (
                  <li key={index}>{entry}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </aside>
  );
}
