/** The clinic's name as its pages and mails give it. */
export const CLINIC_NAME = 'Aura Skin & Hair Clinic';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe to put in HTML, in an element or an attribute's quotes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}
