import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { nestingProblem, requestValueProblem } from './text';

function firstMessage(errors: ValidationError[]): string | undefined {
  for (const error of errors) {
    const own = Object.values(error.constraints ?? {})[0];
    if (own) return own;
    const nested = firstMessage(error.children ?? []);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * One rule for every request value (JSON, multipart fields, query and path) around the DTO rules:
 * nothing nested deeper than a form, checked first, and, once the DTO's own rules have spoken,
 * no text Postgres cannot store. The transformed value is what is checked, which covers the JSON
 * lists parsed from multipart fields, so no request fails later with a 500 because of its content.
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'custom') return super.transform(value, metadata);
    refuse(nestingProblem(value));
    const transformed: unknown = await super.transform(value, metadata);
    refuse(requestValueProblem(transformed));
    return transformed;
  }
}

function refuse(problem: string | null) {
  if (problem) throw new BadRequestException(problem);
}

/** One global pipe: unknown fields are refused, the first rule broken is the message. */
export function createValidationPipe() {
  return new ApiValidationPipe({
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
