import { adminFetch, messageOf, SessionEndedError, succeeded } from './admin-fetch';

export const deleteMessages = { deleted: 'News article deleted successfully', failed: 'Delete failed' };

/** Deletes an article and its images. The outcome's message is the toast to show. */
export async function deleteArticle(slug: string): Promise<{ ok: boolean; message: string }> {
  try {
    const result = await adminFetch(`/news/${encodeURIComponent(slug)}`, { method: 'DELETE' });
    if (succeeded(result)) return { ok: true, message: deleteMessages.deleted };
    return { ok: false, message: messageOf(result, deleteMessages.failed) };
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    return { ok: false, message: deleteMessages.failed };
  }
}
