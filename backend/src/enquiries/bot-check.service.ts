import { Injectable } from '@nestjs/common';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Env } from '../config/env';

/** How long a visitor has between opening a form and sending it. */
const CHALLENGE_LIFETIME_S = 2 * 60 * 60;
/** A bot-check answer is base64 JSON of a few hundred bytes; anything far longer is not one. */
export const MAX_BOT_CHECK_LENGTH = 4000;

/**
 * The forms' bot check: a proof-of-work challenge (ALTCHA, self-hosted, no third party, nothing
 * tracked) the visitor's browser solves while the form is filled in. The challenge is signed with
 * a key derived from JWT_SECRET, expires after two hours and solves one enquiry only, so a script
 * must do the work again for every enquiry it sends. People see nothing of it.
 */
@Injectable()
export class BotCheckService {
  private readonly signatureSecret: string;
  private readonly keySignatureSecret: string;

  constructor(
    private readonly env: Env,
    private readonly dataSource: DataSource,
  ) {
    const derive = (purpose: string) => createHmac('sha256', env.JWT_SECRET).update(`clinic bot check: ${purpose}`).digest('hex');
    this.signatureSecret = derive('challenge');
    this.keySignatureSecret = derive('key');
  }

  get enabled(): boolean {
    return this.env.BOT_CHECK;
  }

  /** A new challenge: the browser hashes until it finds the counter the server chose (about BOT_CHECK_WORK hashes). */
  issue(): Promise<Challenge> {
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(this.env.BOT_CHECK_WORK, Math.ceil(this.env.BOT_CHECK_WORK / 2)),
      deriveKey,
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySignatureSecret,
      expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_LIFETIME_S,
    });
  }

  /** Whether an answer is a solved, unexpired challenge of ours not used before (and now spends it). */
  async passes(answer: string | null | undefined): Promise<boolean> {
    const payload = parse(answer);
    if (!payload) return false;
    const verified = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySignatureSecret,
    }).then(
      (result) => result.verified,
      // A challenge whose parameters are not even well-formed (odd hex, unknown algorithm).
      () => false,
    );
    if (!verified || typeof payload.challenge.signature !== 'string') return false;
    // One statement: of two enquiries sent with the same answer at once, one spends it.
    const rows: unknown[] = await this.dataSource.query(
      `WITH expired AS (DELETE FROM bot_check_used WHERE expires_at < now())
       INSERT INTO bot_check_used (signature, expires_at) VALUES ($1, to_timestamp($2))
       ON CONFLICT (signature) DO NOTHING RETURNING signature`,
      [payload.challenge.signature.slice(0, 128), payload.challenge.parameters.expiresAt ?? Date.now() / 1000 + CHALLENGE_LIFETIME_S],
    );
    return rows.length === 1;
  }
}

interface Answer {
  challenge: Challenge;
  solution: Solution;
}

/** The form's `botCheck` field: base64 of `{challenge, solution}` as the browser sent it. */
function parse(answer: string | null | undefined): Answer | null {
  if (typeof answer !== 'string' || answer.length === 0 || answer.length > MAX_BOT_CHECK_LENGTH) return null;
  try {
    const value = JSON.parse(Buffer.from(answer, 'base64').toString('utf8')) as Partial<Answer>;
    const { challenge, solution } = value;
    if (!challenge || typeof challenge !== 'object' || !challenge.parameters || typeof challenge.parameters !== 'object') return null;
    if (!solution || typeof solution !== 'object') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}
