/**
 * A mailto: link whose only recipient is the address: the characters a mailto: URL reads as its
 * own (`?` starts headers such as bcc, `&` and `#` and `%` too) are escaped. Visitors' addresses
 * are checked by the server, but the inbox does not rely on it.
 */
export function mailtoHref(address: string): string {
  return `mailto:${address.replace(/[%?&#\s]/g, (character) => encodeURIComponent(character))}`;
}
