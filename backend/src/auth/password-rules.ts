import { ACCOUNT_MESSAGES, PASSWORD_MIN } from '@aura/contract';
import { dictionary } from '@zxcvbn-ts/language-common';
import { ValidateBy, ValidationOptions } from 'class-validator';

/**
 * The common passwords zxcvbn-ts keeps (about 49,000, from public lists of leaked passwords),
 * compared without regard to case: "Password123" is as guessable as "password123".
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/**
 * What the server refuses in a new password, or null: fewer than PASSWORD_MIN characters (counted
 * as a person counts them) and the common ones. The length cap is checked where the field is read.
 */
export function newPasswordProblem(password: string, tooShort: string = ACCOUNT_MESSAGES.passwordTooShort): string | null {
  if ([...password].length < PASSWORD_MIN) return tooShort;
  if (isCommonPassword(password)) return ACCOUNT_MESSAGES.passwordTooCommon;
  return null;
}

/** class-validator: a new password the server accepts (its message says which rule it broke). */
export function AcceptableNewPassword(tooShort: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'acceptableNewPassword',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && newPasswordProblem(value, tooShort) === null,
        defaultMessage: (args) =>
          typeof args?.value === 'string' ? (newPasswordProblem(args.value, tooShort) ?? tooShort) : tooShort,
      },
    },
    options,
  );
}
