import { treatments } from '../content/treatments';

/** Every public URL written to HTML at build time; dynamic routes are served the SPA shell. */
export function prerenderPaths(): string[] {
  return [
    '/',
    '/about',
    '/gallery',
    '/news',
    '/newstemplate',
    '/contact',
    '/wellness',
    '/service',
    ...treatments.map((treatment) => `/service/${treatment.id}`),
    '/reviews-demo',
    '/privacy',
    '/appointment',
    '/newsletter/confirm',
    '/book-appointment',
    // The sign-in page has its form in its HTML (it is not indexed: robots.txt and its noindex).
    '/admin-login',
    ...['callback', 'contact', 'newsletter', 'appointment', 'data-request'].map((form) => `/thank-you/${form}`),
  ];
}
