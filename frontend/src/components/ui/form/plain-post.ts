import { API_BASE } from '../../../config/site';

/** The visitor forms the API takes as a plain form too. */
export type PlainPostForm = 'callback' | 'contact' | 'newsletter' | 'appointment' | 'data-request';

/**
 * A visitor form's `action`, always beside `method="post"`: where the browser sends the form itself
 * before the page's scripts have run (a slow phone) or without them. A POST, never a GET (which
 * would put what the patient typed in the address), form-encoded; the API answers with the form's
 * thank-you page (or the form again with its messages). Once the scripts run, the form's own
 * submit handler sends it instead.
 */
export const enquiryAction = (form: PlainPostForm) => `${API_BASE}/enquiries/${form}`;
