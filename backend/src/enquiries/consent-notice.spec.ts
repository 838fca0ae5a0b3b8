import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CURRENT_CONSENT_NOTICE } from './consent-notice';

describe('CURRENT_CONSENT_NOTICE', () => {
  it('is the version of the notice the site shows under its forms', () => {
    const privacy = readFileSync(join(__dirname, '../../../frontend/src/content/consent-notice.ts'), 'utf8');
    const version = /export const consentNotice: ConsentNotice = \{\s*version: '([^']+)'/.exec(privacy)?.[1];
    expect(version).toBe(CURRENT_CONSENT_NOTICE);
  });

  it('passes the rule a sent consentNotice must meet', () => {
    expect(CURRENT_CONSENT_NOTICE.length).toBeLessThanOrEqual(40);
    expect(CURRENT_CONSENT_NOTICE).toMatch(/^[\w.:-]+$/);
  });
});
