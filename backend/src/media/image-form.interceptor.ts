import { BadRequestException, CallHandler, ExecutionContext, Injectable, NestInterceptor, Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { imageMessages, MAX_IMAGE_BYTES } from '@aura/contract';

/** The files of a form, by field name (at most one each). */
export type ImageUploads<Field extends string> = Partial<Record<Field, Express.Multer.File[]>>;

interface ImageFormShape {
  /** The fields that carry an image, one file each. */
  images: readonly string[];
  /** How many text fields the form has at most, and how long each may be (bytes). */
  fields: number;
  fieldSize: number;
  /** The largest file (a photo's limit unless told), and what a larger one is told. */
  maxFileBytes?: number;
  tooLarge?: string;
}

/**
 * An interceptor that reads a multipart form with images into memory, turning every limit it hits
 * into a 400 in plain words.
 */
export function imageFormInterceptor({
  images,
  fields,
  fieldSize,
  maxFileBytes = MAX_IMAGE_BYTES,
  tooLarge = imageMessages.tooLarge,
}: ImageFormShape): Type<NestInterceptor> {
  const parseForm = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: maxFileBytes,
      files: images.length,
      fieldSize,
      fields,
      parts: fields + images.length,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  }).fields(images.map((name) => ({ name, maxCount: 1 })));
  const expected = `send at most one ${images.join(' and one ')}`;

  @Injectable()
  class ImageFormInterceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      const req = http.getRequest<Request>();
      await new Promise<void>((resolve, reject) => {
        parseForm(req, http.getResponse<Response>(), (error: unknown) => (error ? reject(toBadRequest(error, expected, tooLarge)) : resolve()));
      });
      // A request with no body at all is an empty form, not an unknown value.
      req.body ??= {};
      return next.handle();
    }
  }
  return ImageFormInterceptor;
}

function toBadRequest(error: unknown, expected: string, tooLarge: string): BadRequestException {
  if (error instanceof MulterError) {
    // Multer 2 has codes its type declarations do not list yet.
    switch (error.code as string) {
      case 'LIMIT_FILE_SIZE':
        return new BadRequestException(tooLarge);
      case 'LIMIT_UNEXPECTED_FILE':
      case 'LIMIT_FILE_COUNT':
        return new BadRequestException(`Unexpected file "${error.field ?? ''}": ${expected}`);
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
        // LIMIT_FIELD_COUNT, LIMIT_PART_COUNT: more fields than the form has.
        return new BadRequestException('Too many form fields');
    }
  }
  return new BadRequestException('The form data could not be read');
}
