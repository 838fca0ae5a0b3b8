import type { Challenge } from 'altcha-lib';
import { apiFetch } from '../../../lib/api-client';

/**
 * The forms' bot check: a proof-of-work challenge from the clinic's own API (ALTCHA; no third
 * party, nothing tracked), solved in the background while the visitor fills in the form. The
 * solver's code is loaded only then. The answer (base64 JSON) goes with the form as `botCheck`;
 * without one the clinic still receives the enquiry, kept apart as suspected spam.
 */
export async function solveBotCheck(): Promise<string | null> {
  try {
    const result = await apiFetch<{ challenge: Challenge }>('/enquiries/bot-check');
    const challenge = result.ok ? result.data?.challenge : undefined;
    if (!challenge) return null;
    const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')]);
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
    return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
  } catch {
    return null;
  }
}

/** The answer, or null once `ms` have passed without one (the form is sent either way). */
export function answerWithin(answer: Promise<string | null>, ms: number): Promise<string | null> {
  return Promise.race([answer, new Promise<null>((done) => setTimeout(() => done(null), ms))]);
}
