/**
 * A plausible e-mail address: something@domain.tld with no spaces, and no character in the domain
 * that a link reads as its own (`?bcc=`). The visitor forms check it before sending (the API checks
 * enquiries again with its own rule); the clinic's facts are checked with it on the server too.
 */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@?#&%/\\:;,<>"'()[\]]+\.[^\s@?#&%/\\:;,<>"'()[\]]+$/.test(value);
}
