import { ARTICLE_LIMITS, type Article, type ArticleFields } from '@aura/contract';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsString, ValidateIf } from 'class-validator';
import { MaxChars } from '../common/text';
import { keysOf, mediaUrl, StoredImage } from '../media/stored-image';
import type { NewsArticle } from './news-article.entity';

// class-validator runs a property's checks from the lowest decorator up and the API reports the first
// that fails, so the most basic check (present, right type) sits lowest.
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * Multipart sends lists as JSON text. Parsed lists of texts lose surrounding blanks and blank
 * entries (as the admin form does on save); anything else is left for the validators to refuse.
 */
const jsonList = ({ value }: { value: unknown }) => {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return value;
    }
    // JSON `null` would count as "not sent" and slip past the validators.
    if (list === null) return value;
  }
  if (!Array.isArray(list) || !list.every((entry) => typeof entry === 'string')) return list;
  return list.map((entry: string) => entry.trim()).filter((entry) => entry.length > 0);
};

/**
 * Optional, but not nullable: a field left out keeps its value on an edit, while `null` (possible
 * in a JSON body) is refused by the field's own checks instead of reaching a NOT NULL column.
 */
const OptionalNotNull = () => ValidateIf((_article, value) => value !== undefined);

const notAList = (field: string, example: string) =>
  `${field} must be a JSON list of texts, e.g. ["${example}"]`;

/** The text fields of the admin's article form; every one optional (an edit keeps what is not sent), none null. */
export class ArticleFieldsDto implements Partial<ArticleFields> {
  @ApiPropertyOptional({ maxLength: ARTICLE_LIMITS.title })
  @OptionalNotNull()
  @Transform(trimmed)
  @MaxChars(ARTICLE_LIMITS.title, { message: `Title must be at most ${ARTICLE_LIMITS.title} characters.` })
  @IsString({ message: 'Title must be text' })
  title?: string;

  @ApiPropertyOptional({ maxLength: ARTICLE_LIMITS.excerpt })
  @OptionalNotNull()
  @Transform(trimmed)
  @MaxChars(ARTICLE_LIMITS.excerpt, { message: `Excerpt must be at most ${ARTICLE_LIMITS.excerpt} characters.` })
  @IsString({ message: 'Excerpt must be text' })
  excerpt?: string;

  @ApiPropertyOptional({ maxLength: ARTICLE_LIMITS.heroIntro })
  @OptionalNotNull()
  @Transform(trimmed)
  @MaxChars(ARTICLE_LIMITS.heroIntro, { message: `Hero intro must be at most ${ARTICLE_LIMITS.heroIntro} characters.` })
  @IsString({ message: 'Hero intro must be text' })
  heroIntro?: string;

  @ApiPropertyOptional({ maxLength: ARTICLE_LIMITS.contentIntro })
  @OptionalNotNull()
  @Transform(trimmed)
  @MaxChars(ARTICLE_LIMITS.contentIntro, {
    message: `Content intro must be at most ${ARTICLE_LIMITS.contentIntro} characters.`,
  })
  @IsString({ message: 'Content intro must be text' })
  contentIntro?: string;

  @ApiPropertyOptional({ description: 'JSON list of paragraphs (blank ones are dropped)', example: '["First paragraph"]' })
  @OptionalNotNull()
  @Transform(jsonList)
  @MaxChars(ARTICLE_LIMITS.paragraph, {
    each: true,
    message: `Each paragraph must be at most ${ARTICLE_LIMITS.paragraph} characters.`,
  })
  @ArrayMaxSize(ARTICLE_LIMITS.paragraphs, { message: `At most ${ARTICLE_LIMITS.paragraphs} paragraphs are allowed.` })
  @IsString({ each: true, message: notAList('paragraphs', 'First paragraph') })
  @IsArray({ message: notAList('paragraphs', 'First paragraph') })
  paragraphs?: string[];

  @ApiPropertyOptional({ description: 'JSON list of tags (blank ones are dropped)', example: '["Skin care"]' })
  @OptionalNotNull()
  @Transform(jsonList)
  @MaxChars(ARTICLE_LIMITS.tag, { each: true, message: `Each tag must be at most ${ARTICLE_LIMITS.tag} characters.` })
  @ArrayMaxSize(ARTICLE_LIMITS.tags, { message: `At most ${ARTICLE_LIMITS.tags} tags are allowed.` })
  @IsString({ each: true, message: notAList('tags', 'Skin care') })
  @IsArray({ message: notAList('tags', 'Skin care') })
  tags?: string[];

  @ApiPropertyOptional({ description: 'JSON list of popular-news entries', example: '["Sunscreen myths"]' })
  @OptionalNotNull()
  @Transform(jsonList)
  @MaxChars(ARTICLE_LIMITS.popularEntry, {
    each: true,
    message: `Each popular entry must be at most ${ARTICLE_LIMITS.popularEntry} characters.`,
  })
  @ArrayMaxSize(ARTICLE_LIMITS.popular, { message: `At most ${ARTICLE_LIMITS.popular} popular entries are allowed.` })
  @IsString({ each: true, message: notAList('popular', 'Sunscreen myths') })
  @IsArray({ message: notAList('popular', 'Sunscreen myths') })
  popular?: string[];
}

/** The multipart form as OpenAPI shows it: the text fields plus the two optional image files. */
export class ArticleFormDto extends ArticleFieldsDto {
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP, GIF, AVIF or HEIF; at most 5 MB' })
  cardImage?: unknown;

  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP, GIF, AVIF or HEIF; at most 5 MB' })
  contentImage?: unknown;
}

export class ImageSetResponse {
  @ApiProperty({ example: '/api/api/media/<sha256>.webp' }) src: string;
  @ApiProperty({ example: '/api/api/media/<a>.webp 480w, /api/api/media/<b>.webp 960w, /api/api/media/<c>.webp 1600w' })
  srcSet: string;
  @ApiProperty() width: number;
  @ApiProperty() height: number;
}

export class ArticleContentResponse {
  @ApiProperty() intro: string;
  @ApiProperty({ type: String, nullable: true }) image: string | null;
  @ApiProperty({ type: [String] }) paragraphs: string[];
  @ApiProperty({ type: [String] }) tags: string[];
}

export class ArticleResponse implements Article {
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty() excerpt: string;
  @ApiProperty() heroIntro: string;
  @ApiProperty({ description: 'YYYY-MM-DD in the clinic time zone' }) date: string;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
  @ApiProperty({ type: String, nullable: true }) cardImage: string | null;
  @ApiProperty({ type: ImageSetResponse, nullable: true }) cardImageSet: ImageSetResponse | null;
  @ApiProperty({ type: ImageSetResponse, nullable: true }) contentImageSet: ImageSetResponse | null;
  @ApiProperty({ type: [String] }) popular: string[];
  @ApiProperty({ type: ArticleContentResponse }) content: ArticleContentResponse;
}

export class ArticleListResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: [ArticleResponse] }) items: ArticleResponse[];
}

export class ArticleItemResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: ArticleResponse }) item: ArticleResponse;
}

export class ArticleSavedResponse extends ArticleItemResponse {
  @ApiProperty() message: string;
}

export function toImageSet(image: StoredImage | null): ImageSetResponse | null {
  if (!image) return null;
  const renditions = [...image.variants, image].sort((a, b) => a.width - b.width);
  return {
    src: mediaUrl(image.key),
    srcSet: renditions.map((rendition) => `${mediaUrl(rendition.key)} ${rendition.width}w`).join(', '),
    width: image.width,
    height: image.height,
  };
}

/** An article as the API shows it; `formatDate` gives YYYY-MM-DD in the clinic's time zone. */
export function toArticleResponse(article: NewsArticle, formatDate: (date: Date) => string): ArticleResponse {
  return {
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    heroIntro: article.heroIntro,
    date: formatDate(article.createdAt),
    createdAt: article.createdAt.toISOString(),
    updatedAt: article.updatedAt.toISOString(),
    cardImage: article.cardImage ? mediaUrl(article.cardImage.key) : null,
    cardImageSet: toImageSet(article.cardImage),
    contentImageSet: toImageSet(article.contentImage),
    popular: article.popular,
    content: {
      intro: article.contentIntro,
      image: article.contentImage ? mediaUrl(article.contentImage.key) : null,
      paragraphs: article.paragraphs,
      tags: article.tags,
    },
  };
}

export function imageKeysOf(article: Pick<NewsArticle, 'cardImage' | 'contentImage'>): string[] {
  return [...keysOf(article.cardImage), ...keysOf(article.contentImage)];
}

/** YYYY-MM-DD of an instant in a time zone; throws at once for an unknown zone. */
export function dateFormatter(timeZone: string): (date: Date) => string {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (date) => format.format(date);
}
