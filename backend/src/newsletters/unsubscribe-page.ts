import { NEWSLETTER_UNSUBSCRIBE_MESSAGES as WORDS } from '@aura/contract';
import { escapeHtml } from '../common/html';
import { plainPage } from '../common/plain-form-page';

/**
 * What the unsubscribe page shows: the question with its one button, the same after a failure
 * (with what went wrong), that the subscriber is unsubscribed, or that the link is not valid.
 */
export type UnsubscribePageState = 'asking' | 'failed' | 'unsubscribed' | 'invalid';

/** The field the page's own button sends: a browser's press, answered with a page, not a mail program's one-click POST. */
export const FROM_THE_PAGE = { name: 'from', value: 'page' } as const;

/**
 * The page a newsletter's unsubscribe link opens, written by the API: it needs no script, so the
 * first press of its button works on any phone, however slow. Opening it changes nothing (mail
 * scanners open links by themselves); the button POSTs to the same address. Its address holds the
 * subscriber's token, so it sends no Referer.
 */
export function renderUnsubscribePage(state: UnsubscribePageState, action: string, clinicName: string): string {
  const form = `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="${FROM_THE_PAGE.name}" value="${FROM_THE_PAGE.value}">
<div><button type="submit">${escapeHtml(WORDS.button)}</button></div>
</form>`;
  const said: Record<UnsubscribePageState, string> = {
    asking: `<p>${escapeHtml(WORDS.ask)}</p>\n${form}`,
    failed: `<p>${escapeHtml(WORDS.ask)}</p>\n<p class="alert" role="alert">${escapeHtml(WORDS.failed)}</p>\n${form}`,
    unsubscribed: `<p class="done" role="status">${escapeHtml(WORDS.done)}</p>`,
    invalid: `<p class="alert" role="alert">${escapeHtml(WORDS.linkInvalid)}</p>`,
  };
  return plainPage({
    title: `Unsubscribe | ${clinicName}`,
    clinicName,
    noReferrer: true,
    main: `<h1>Unsubscribe</h1>\n${said[state]}\n<a class="back" href="/news">Read the clinic’s news</a>`,
  });
}
