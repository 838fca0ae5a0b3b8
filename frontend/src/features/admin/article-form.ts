import { imageMessages, MAX_IMAGE_BYTES, type Article, type ArticleFields } from '@aura/contract';

/** What the admin types into the add/edit form (the images are kept beside it). */
export type ArticleFormState = ArticleFields;

/** A list field shows at least one row to type into. */
const rows = (list: string[]) => (list.length > 0 ? [...list] : ['']);

/** An empty form for a new article, or one filled from the article being edited. */
export function articleFormFrom(article?: Article): ArticleFormState {
  return {
    title: article?.title ?? '',
    excerpt: article?.excerpt ?? '',
    heroIntro: article?.heroIntro ?? '',
    contentIntro: article?.content.intro ?? '',
    paragraphs: rows(article?.content.paragraphs ?? []),
    tags: rows(article?.content.tags ?? []),
    popular: rows(article?.popular ?? []),
  };
}

/** Rows left blank (or only spaces) are not saved. */
export function withoutBlankRows(list: string[]): string[] {
  return list.filter((entry) => entry.trim() !== '');
}

/**
 * Why a chosen file cannot be an article image, or null when it can. The server checks the
 * content itself; this catches the obvious cases before a 5 MB upload.
 */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  // SVG is an image type but can carry scripts: the server refuses it, so the form does too.
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return imageMessages.invalid;
  if (file.size > MAX_IMAGE_BYTES) return imageMessages.tooLarge;
  return null;
}

/** Reads a chosen image for its preview (a data: URL). Rejects with 'Error reading file'. */
export function readImagePreview(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error(imageMessages.readError)));
    reader.onerror = () => reject(new Error(imageMessages.readError));
    reader.readAsDataURL(file);
  });
}

export interface ArticleImageFiles {
  cardImage?: File | null;
  contentImage?: File | null;
}

/** The multipart body of POST /news and PUT /news/{slug}: lists as JSON without blank rows, images only when chosen. */
export function toArticleFormData(state: ArticleFormState, images: ArticleImageFiles = {}): FormData {
  const form = new FormData();
  form.append('title', state.title);
  form.append('excerpt', state.excerpt);
  form.append('heroIntro', state.heroIntro);
  form.append('contentIntro', state.contentIntro);
  form.append('paragraphs', JSON.stringify(withoutBlankRows(state.paragraphs)));
  form.append('tags', JSON.stringify(withoutBlankRows(state.tags)));
  form.append('popular', JSON.stringify(withoutBlankRows(state.popular)));
  if (images.cardImage) form.append('cardImage', images.cardImage);
  if (images.contentImage) form.append('contentImage', images.contentImage);
  return form;
}
