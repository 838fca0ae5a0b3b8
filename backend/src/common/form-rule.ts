import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import type { FieldRule } from '@aura/contract';

/**
 * One field's rule from the contract, as a class-validator decorator: the message the form would
 * show, or none. A single rule per field keeps the forms' message order exact (the first field with
 * a problem speaks, as on the page) without relying on the order decorators run in.
 */
export function FormRule<Form>(rule: FieldRule<Form>): PropertyDecorator {
  return ValidateBy({
    name: 'formRule',
    validator: {
      validate: (value, args) => rule(value, args?.object as Form) === null,
      defaultMessage: (args) => (args ? rule(args.value, args.object as Form) : null) ?? 'Invalid request',
    },
  });
}

/** Text fields arrive trimmed, as the forms trim them; anything that is not a string stays as sent. */
export const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
