import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function firstMessage(errors: ValidationError[]): string | undefined {
  for (const error of errors) {
    const own = Object.values(error.constraints ?? {})[0];
    if (own) return own;
    const nested = firstMessage(error.children ?? []);
    if (nested) return nested;
  }
  return undefined;
}

/** One global pipe: unknown fields are refused, the first rule broken is the message. */
export function createValidationPipe() {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const message = firstMessage(errors) ?? 'Invalid request';
      return new BadRequestException({ message: message.replace(/^property (\S+) should not exist$/, 'Unknown field: $1') });
    },
  });
}
