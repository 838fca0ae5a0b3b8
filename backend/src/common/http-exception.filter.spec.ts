import type { ArgumentsHost } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { HttpExceptionFilter } from './http-exception.filter';

/** The filter's answer to an exception, as status and JSON body. */
function answerTo(exception: unknown) {
  const answer: { status?: number; body?: unknown } = {};
  const res = {
    headersSent: false,
    status(code: number) {
      answer.status = code;
      return this;
    },
    json(body: unknown) {
      answer.body = body;
      return this;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => res }) } as unknown as ArgumentsHost;
  new HttpExceptionFilter().catch(exception, host);
  return answer;
}

const postgresError = (code: string) =>
  new QueryFailedError('INSERT …', [], Object.assign(new Error('refused'), { code }));

describe(HttpExceptionFilter.name, () => {
  beforeAll(() => Logger.overrideLogger(false));

  it.each([
    ['22001', 'a value too long for its column'],
    ['22021', 'a character the encoding lacks'],
    ['22P05', 'a NUL in jsonb'],
    ['22P02', 'malformed input for a type'],
  ])('answers 400, not 500, when Postgres refuses %s (%s)', (code) => {
    expect(answerTo(postgresError(code))).toEqual({
      status: 400,
      body: { success: false, message: 'A value in the request could not be stored' },
    });
  });

  it('answers 500 without details for any other failure', () => {
    const generic = { status: 500, body: { success: false, message: 'Something went wrong. Please try again.' } };
    expect(answerTo(postgresError('23505'))).toEqual(generic);
    expect(answerTo(new Error('connection lost'))).toEqual(generic);
  });
});
