import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { HttpExceptionFilter } from './http-exception.filter';
import { CLINIC_NAME } from './html';
import { isPlainForm } from './plain-form';
import { fieldProblems, PLAIN_FORM_PAGE_CSP, PLAIN_FORMS, renderPlainFormPage, sentNotice, typedValues, type PlainFormAnswer, type PlainFormKind } from './plain-form-page';

/** What an error of the API says: its status, message and (for the appointment's time) the field it is about. */
export interface RefusalOf {
  status: number;
  message?: string;
  field?: string;
  body: Record<string, unknown>;
}

function refusalOf(exception: unknown): RefusalOf {
  if (!(exception instanceof HttpException)) return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: {} };
  const response = exception.getResponse();
  const body = typeof response === 'object' && response ? (response as Record<string, unknown>) : {};
  const message = typeof response === 'string' ? response : typeof body.message === 'string' ? body.message : exception.message;
  return { status: exception.getStatus(), message, field: typeof body.field === 'string' ? body.field : undefined, body };
}

/**
 * A visitor form the browser sent by itself that could not be taken: answered with the form again
 * as a page (plain-form-page.ts), what the patient typed kept and each field's message shown, never
 * with JSON the patient would read as code. The page's scripts still get the API's JSON errors.
 */
@Catch()
@Injectable()
export class PlainFormFilter implements ExceptionFilter {
  private readonly logger = new Logger('PlainForm');
  private readonly json = new HttpExceptionFilter();

  catch(exception: unknown, host: ArgumentsHost) {
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    const kind = req.path.split('/').pop() as PlainFormKind;
    if (res.headersSent || !isPlainForm(req) || !(kind in PLAIN_FORMS)) return this.json.catch(exception, host);
    void this.answer(kind, exception, req, res).catch((error: unknown) => {
      this.logger.error(error instanceof Error ? error.stack : String(error));
      if (!res.headersSent) res.status(HttpStatus.INTERNAL_SERVER_ERROR).type('text/plain').send(PLAIN_FORMS[kind].failed);
    });
  }

  private async answer(kind: PlainFormKind, exception: unknown, req: Request, res: Response) {
    const refusal = refusalOf(exception);
    const values = typedValues(kind, req.body);
    const problems = refusal.status === HttpStatus.BAD_REQUEST || refusal.status === HttpStatus.CONFLICT ? fieldProblems(kind, req.body) : {};
    if (refusal.field && refusal.message) problems[refusal.field] = refusal.message;
    let formMessage: string | undefined;
    if (refusal.status >= 500) {
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
      formMessage = PLAIN_FORMS[kind].failed;
    } else if (Object.keys(problems).length === 0) formMessage = refusal.message ?? PLAIN_FORMS[kind].failed;
    const answer: PlainFormAnswer = {
      values,
      problems,
      formMessage,
      consentNotice: sentNotice(req.body),
      codeAsked: refusal.body.twoFactorRequired === true,
      ...(await this.more(kind, values, refusal)),
    };
    res
      .status(refusal.status >= 500 ? HttpStatus.SERVICE_UNAVAILABLE : refusal.status)
      .set('Cache-Control', 'no-store')
      .set('Content-Security-Policy', PLAIN_FORM_PAGE_CSP)
      .type('html')
      .send(renderPlainFormPage(kind, answer, req.originalUrl.split('?')[0], CLINIC_NAME));
  }

  /** What a form adds to its page beyond fields and messages (the appointment's open times). */
  protected more(_kind: PlainFormKind, _values: Record<string, string>, _refusal: RefusalOf): Promise<Partial<PlainFormAnswer>> {
    return Promise.resolve({});
  }
}
