import { BadRequestException, CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { MAX_IMAGE_BYTES } from '../media/image-processor';

export const IMAGE_FIELDS = ['cardImage', 'contentImage'] as const;
export type ArticleUploads = Partial<Record<(typeof IMAGE_FIELDS)[number], Express.Multer.File[]>>;

const parseArticleForm = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: MAX_IMAGE_BYTES,
    files: IMAGE_FIELDS.length,
    // 50 paragraphs of 5000 characters, up to 3 bytes each in UTF-8, plus JSON quoting.
    fieldSize: 1024 * 1024,
    fields: 12,
    parts: 14,
    fieldNameSize: 100,
    headerPairs: 100,
  },
}).fields(IMAGE_FIELDS.map((name) => ({ name, maxCount: 1 })));

/** Reads the article's multipart form into memory, turning every limit it hits into a 400 in plain words. */
@Injectable()
export class ArticleUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    await new Promise<void>((resolve, reject) => {
      parseArticleForm(req, http.getResponse<Response>(), (error: unknown) =>
        error ? reject(toBadRequest(error)) : resolve(),
      );
    });
    // A request with no body at all is an empty form, not an unknown value.
    req.body ??= {};
    return next.handle();
  }
}

function toBadRequest(error: unknown): BadRequestException {
  if (error instanceof MulterError) {
    // Multer 2 has codes its type declarations do not list yet.
    switch (error.code as string) {
      case 'LIMIT_FILE_SIZE':
        return new BadRequestException('Image size should be less than 5MB');
      case 'LIMIT_UNEXPECTED_FILE':
      case 'LIMIT_FILE_COUNT':
        return new BadRequestException(
          `Unexpected file "${error.field ?? ''}": send at most one cardImage and one contentImage`,
        );
      case 'LIMIT_FIELD_VALUE':
        return new BadRequestException(`Field "${error.field ?? ''}" is too long`);
      case 'LIMIT_FIELD_KEY':
        return new BadRequestException('A form field name is too long');
      case 'LIMIT_FIELD_NESTING':
      case 'LIMIT_FIELD_ARRAY_INDEX':
      case 'INVALID_FIELD_NAME':
      case 'MISSING_FIELD_NAME':
        return new BadRequestException('A form field name is not valid');
      default:
        // LIMIT_FIELD_COUNT, LIMIT_PART_COUNT: more fields than the article form has.
        return new BadRequestException('Too many form fields');
    }
  }
  return new BadRequestException('The form data could not be read');
}
