import type { APIRequestContext } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * What a visitor's browser sends as a form's `botCheck`: a challenge from the clinic's API, solved
 * (the same proof of work, done here in Node). For tests that post enquiries without a page.
 */
export async function solvedBotCheck(request: APIRequestContext, siteURL = ''): Promise<string> {
  const res = await request.get(`${siteURL}/api/api/enquiries/bot-check`);
  if (!res.ok()) throw new Error(`no bot-check challenge: ${res.status()}`);
  const { challenge } = (await res.json()) as { challenge: Challenge };
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the bot-check challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
