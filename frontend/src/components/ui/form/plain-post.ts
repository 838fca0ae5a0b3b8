import { API_BASE } from '../../../config/site';

/** The visitor forms the API takes as a plain form too. */
export type PlainPostForm = 'callback' | 'contact' | 'newsletter' | 'appointment';

/**
 * Where a visitor form goes when the browser sends it itself: before the page's scripts have run
 * (a slow phone) or without them. It is a POST (never a GET, which would put what the patient typed
 * in the address), form-encoded, and the API answers with the form's thank-you page (or the form
 * again with its messages). Once the scripts run, the form's own submit handler sends it instead.
 */
export const plainPost = (form: PlainPostForm) => ({ method: 'post', action: `${API_BASE}/enquiries/${form}` }) as const;
