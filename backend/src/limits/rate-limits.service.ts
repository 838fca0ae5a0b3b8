import { Injectable } from '@nestjs/common';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { Env } from '../config/env';

/** What a limit says about one more request: allowed, or refused for `retryAfterMs`. */
export interface LimitVerdict {
  allowed: boolean;
  retryAfterMs: number;
}

const HOUR_S = 60 * 60;
const TEN_MINUTES_S = 10 * 60;

/**
 * The limits that count requests, kept in Postgres (table rate_limit) by rate-limiter-flexible:
 * each request is counted and checked in one upsert, so any number of API processes and restarts
 * share one count per key.
 */
@Injectable()
export class RateLimitsService {
  private readonly signInPerAddress: RateLimiterPostgres;
  private readonly enquiriesPerAddress: RateLimiterPostgres;
  private readonly plainFormsPerAddress: RateLimiterPostgres;
  private readonly accountFailures: RateLimiterPostgres;
  private readonly newsletterTestsPerAccount: RateLimiterPostgres;

  constructor(dataSource: DataSource, env: Env) {
    const store = (keyPrefix: string, points: number, duration: number) =>
      new RateLimiterPostgres({
        storeClient: dataSource,
        storeType: 'typeorm',
        // One table for every limit, so the store's prepared statements are the same on every connection.
        tableName: 'rate_limit',
        tableCreated: true,
        keyPrefix,
        points,
        duration,
      });
    this.signInPerAddress = store('sign-in', env.AUTH_REQUESTS_PER_HOUR, HOUR_S);
    this.enquiriesPerAddress = store('enquiry', env.ENQUIRIES_PER_TEN_MINUTES, TEN_MINUTES_S);
    this.plainFormsPerAddress = store('enquiry-without-scripts', env.ENQUIRIES_WITHOUT_SCRIPTS_PER_HOUR, HOUR_S);
    this.accountFailures = store('account-failures', Number.MAX_SAFE_INTEGER, env.SIGN_IN_SLOWDOWN_WINDOW_S);
    this.newsletterTestsPerAccount = store('newsletter-test', env.NEWSLETTER_TESTS_PER_HOUR, HOUR_S);
  }

  /** One sign-in or account change from this address (AUTH_REQUESTS_PER_HOUR an hour). */
  signIn(clientIp: string): Promise<LimitVerdict> {
    return consume(this.signInPerAddress, clientIp);
  }

  /** One enquiry from this address (ENQUIRIES_PER_TEN_MINUTES in 10 minutes, all forms together). */
  enquiry(clientIp: string): Promise<LimitVerdict> {
    return consume(this.enquiriesPerAddress, clientIp);
  }

  /** One enquiry sent as a plain form without the bot check (ENQUIRIES_WITHOUT_SCRIPTS_PER_HOUR an hour). */
  enquiryWithoutScripts(clientIp: string): Promise<LimitVerdict> {
    return consume(this.plainFormsPerAddress, clientIp);
  }

  /** One test mail of a newsletter draft from this staff account (NEWSLETTER_TESTS_PER_HOUR an hour). */
  newsletterTest(accountId: string): Promise<LimitVerdict> {
    return consume(this.newsletterTestsPerAccount, accountId);
  }

  /** Failed sign-ins for this username from every address in the last SIGN_IN_SLOWDOWN_WINDOW_S. */
  async accountFailureCount(usernameKey: string): Promise<number> {
    const res = await this.accountFailures.get(usernameKey);
    return res?.consumedPoints ?? 0;
  }

  async recordAccountFailure(usernameKey: string): Promise<void> {
    await this.accountFailures.penalty(usernameKey, 1);
  }

  async forgetAccountFailures(usernameKey: string): Promise<void> {
    await this.accountFailures.delete(usernameKey);
  }
}

async function consume(limiter: RateLimiterPostgres, key: string): Promise<LimitVerdict> {
  try {
    await limiter.consume(key);
    return { allowed: true, retryAfterMs: 0 };
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterMs: Math.max(refusal.msBeforeNext, 1000) };
    throw refusal;
  }
}
