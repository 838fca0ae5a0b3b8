import { ValidateBy, ValidationOptions } from 'class-validator';

/** Lone UTF-16 surrogates (a `u` regex reads a well-formed pair as one code point, never as `Cs`). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Why Postgres could not store this text as sent, or null. It refuses NUL in text and in jsonb,
 * and a lone surrogate cannot be written as UTF-8 (jsonb refuses it, text would get U+FFFD).
 */
export function unstorableTextProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'Text must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'Text must be valid Unicode';
  return null;
}

/** No request of this API nests deeper than a list in an object; 8 leaves room and stops abuse. */
export const MAX_NESTING = 8;

/**
 * Visits every text of a request value (body, query or parameter), field names included, and
 * answers the first problem found: nesting deeper than MAX_NESTING, or what `checkText` says.
 * A stack rather than recursion, so no nesting can overflow the call stack here.
 */
function firstProblem(value: unknown, checkText: (text: string) => string | null): string | null {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      const problem = checkText(next.value);
      if (problem) return problem;
    } else if (next.value !== null && typeof next.value === 'object') {
      if (next.depth >= MAX_NESTING) return 'The request is nested too deeply';
      for (const [key, entry] of Object.entries(next.value)) {
        pending.push({ value: key, depth: next.depth }, { value: entry, depth: next.depth + 1 });
      }
    }
  }
  return null;
}

/** Nesting deeper than any form has, which class-transformer would follow until the stack overflows. */
export const nestingProblem = (value: unknown) => firstProblem(value, () => null);

/** Nesting too deep, or a text Postgres cannot store, anywhere in a request value. */
export const requestValueProblem = (value: unknown) => firstProblem(value, unstorableTextProblem);

/** Characters as Postgres counts them for varchar(n): code points. */
export const charCount = (text: string) => [...text].length;

/**
 * At most `max` characters as Postgres counts them. class-validator's MaxLength does not count a
 * variation selector (U+FE0F) after a character, so 200 of "a\uFE0F" would pass MaxLength(200)
 * and then overflow a varchar(200) column.
 */
export function MaxChars(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxChars',
      constraints: [max],
      validator: {
        validate: (value: unknown) => typeof value === 'string' && charCount(value) <= max,
        defaultMessage: () => `$property must be at most ${max} characters`,
      },
    },
    options,
  );
}
