import { useParams } from 'react-router-dom';
import { clinic } from '../../content/clinic';
import { useArticle } from '../../features/news/api/get-article';
import { articlePath } from '../../content/news/article';
import { ArticlePage, articleMessages } from '../../features/news/components/article-page';
import { absoluteUrl, usePageMeta, type PageMeta } from '../../components/page-meta';
import type { ArticleLookup } from '../../features/news/api/get-article';

function metaOf(lookup: ArticleLookup, slug: string | undefined): PageMeta {
  if (lookup.status === 'found') {
    const { article } = lookup;
    const image = article.cardImage ?? undefined;
    return {
      title: article.title || 'News',
      description: article.excerpt || article.heroIntro || `News from ${clinic.brandName}, ${clinic.city}.`,
      path: articlePath(article.slug),
      image,
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: article.title,
        description: article.excerpt,
        datePublished: article.createdAt || undefined,
        image: image ? [absoluteUrl(image)] : undefined,
        mainEntityOfPage: absoluteUrl(articlePath(article.slug)),
        publisher: { '@type': 'MedicalClinic', name: clinic.brandName },
      },
    };
  }
  if (lookup.status === 'loading' && slug) {
    return { title: 'News', description: `News from ${clinic.brandName}, ${clinic.city}.`, path: articlePath(slug) };
  }
  return { title: articleMessages.notFound, description: articleMessages.notFoundHelp, noindex: true };
}

/** /news/{slug}, and /newstemplate (no slug: always the not-found state). */
export default function NewsArticleRoute() {
  const { slug } = useParams();
  const lookup = useArticle(slug);
  usePageMeta(metaOf(lookup, slug));
  return <ArticlePage lookup={lookup} />;
}
