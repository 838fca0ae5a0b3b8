import type { Request, Response } from 'express';
import { thankYouPath, type VisitorFormKind } from './plain-form-page';

/** What a visitor form answers once its enquiry is stored. */
export const RECEIVED = { success: true } as const;

/**
 * A visitor's form sent by the browser itself (`application/x-www-form-urlencoded`): the page's
 * scripts had not run yet, or never will. The answer is then a page, not JSON.
 */
export const isPlainForm = (req: Request): boolean => Boolean(req.is('application/x-www-form-urlencoded'));

/** A plain form with no answer to the bot check in it (what a browser without scripts sends). */
export function withoutBotCheck(req: Request): boolean {
  if (!isPlainForm(req)) return false;
  const answer = (req.body as Record<string, unknown> | undefined)?.botCheck;
  return typeof answer !== 'string' || answer.trim() === '';
}

/**
 * The answer once a visitor form's enquiry is stored: 201 and JSON to the page's scripts, or for a
 * plain form a 303 to the site's thank-you page of that form (nothing the patient typed in its address).
 */
export function answerReceived(req: Request, res: Response, kind: VisitorFormKind): void {
  if (isPlainForm(req)) res.redirect(303, thankYouPath(kind));
  else res.status(201).json(RECEIVED);
}
