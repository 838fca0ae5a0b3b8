import * as argon2 from 'argon2';

/**
 * Argon2id with the library's defaults (64 MiB, 3 passes): OWASP's recommended floor.
 *
 * The API tests (NODE_ENV=test, which only their set-up sets: production images say
 * `production`, make start `development`) hash with Argon2id's smallest cost instead (1 MiB, one
 * pass, one lane): the same algorithm through the same code, at a hundredth of the processor time.
 * Each sign-in, seeded owner and new account of the ~800 API tests cost 0.43 processor-seconds at
 * the full cost, 190 s of the suite's 720. A stored hash names its own cost, so either kind
 * verifies anywhere; the browser tests and the Compose run sign in at the full cost.
 */
const options: argon2.HashOptions =
  process.env.NODE_ENV === 'test'
    ? { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 }
    : { type: argon2.argon2id };

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password);
}
