import { toArticleFormData, type ArticleFormState, type ArticleImageFiles } from '../article-form';
import { adminFetch, messageOf, SessionEndedError, succeeded } from './admin-fetch';

export const saveMessages = {
  added: 'News article added successfully',
  updated: 'News article updated successfully',
  addFailed: (reason: string) => `Failed to add news: ${reason}`,
  updateFailed: (reason: string) => `Failed to update news: ${reason}`,
  unreachable: 'Could not reach the server',
};

export type SaveOutcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * Adds an article (no slug) or updates the one with this slug. The outcome's message is the toast
 * to show. A 401 throws SessionEndedError.
 */
export async function saveArticle(slug: string | null, state: ArticleFormState, images: ArticleImageFiles): Promise<SaveOutcome> {
  const failed = slug ? saveMessages.updateFailed : saveMessages.addFailed;
  try {
    const result = await adminFetch(slug ? `/news/${encodeURIComponent(slug)}` : '/news', {
      method: slug ? 'PUT' : 'POST',
      form: toArticleFormData(state, images),
    });
    if (succeeded(result)) return { ok: true, message: slug ? saveMessages.updated : saveMessages.added };
    return { ok: false, message: failed(messageOf(result, `the server answered ${result.status}`)) };
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    return { ok: false, message: failed(saveMessages.unreachable) };
  }
}
