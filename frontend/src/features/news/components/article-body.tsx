import type { CSSProperties } from 'react';
import { absoluteUrl } from '../../../components/page-meta';
import type { Article, ArticleImageSet } from '@aura/contract';
import { articlePath } from '../../../content/news/article';
import { formatDisplayDate } from '../../../lib/display-date';
import { ArticleImage } from '../../../components/ui/article-image';
import { ShareLinks } from './share-links';
import styles from './article-body.module.css';

/**
 * The picture's own width in pixels, for the figure to be drawn no wider than those pixels cover on
 * the patient's screen (article-body.module.css): a picture the clinic uploaded small stays sharp
 * rather than stretched blurry across the column. Unknown without the API's image set.
 */
const pictureWidth = (set: ArticleImageSet | null): CSSProperties | undefined => (set?.width ? ({ '--picture-width': set.width } as CSSProperties) : undefined);

/** The article itself: intro, title, picture, paragraphs, tags and the share links. */
export function ArticleBody({ article }: { article: Article }) {
  const date = formatDisplayDate(article.date);
  const title = article.title || 'Untitled article';
  return (
    <article className={styles.article}>
      {article.content.intro && <p className={styles.intro}>{article.content.intro}</p>}
      <h2 className={styles.title}>{title}</h2>
      {date && (
        <p className={styles.meta}>
          <time dateTime={article.date}>{date}</time>
        </p>
      )}
      {(article.contentImageSet || article.content.image) && (
        <figure className={styles.figure} style={pictureWidth(article.contentImageSet)}>
          <ArticleImage
            set={article.contentImageSet}
            src={article.content.image}
            alt={title}
            sizes="(min-width: 1024px) 760px, 100vw"
            className={styles.image}
            fallbackClassName={styles.fallback}
            priority
          />
        </figure>
      )}
      <div className={styles.text}>
        {article.content.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {article.content.tags.length > 0 && (
        <ul className={styles.tags} aria-label="Tags">
          {article.content.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <ShareLinks url={absoluteUrl(articlePath(article.slug))} title={title} text={article.excerpt} />
    </article>
  );
}
