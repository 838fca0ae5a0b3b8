import type { Request } from 'express';
import { isCrossSiteRequest } from './cross-site';

const requestWith = (method: string, headers: Record<string, string>) =>
  ({ method, get: (name: string) => headers[name.toLowerCase()] }) as unknown as Request;

describe(isCrossSiteRequest.name, () => {
  it.each([
    ['POST', { 'sec-fetch-site': 'cross-site' }, true],
    ['DELETE', { 'sec-fetch-site': 'same-site' }, true],
    ['PUT', { 'sec-fetch-site': 'same-origin' }, false],
    ['POST', { 'sec-fetch-site': 'none' }, false],
    ['POST', { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example', host: 'clinic.example' }, false],
    ['POST', { origin: 'https://evil.example', host: 'clinic.example' }, true],
    ['POST', { origin: 'https://clinic.example', host: 'clinic.example' }, false],
    ['POST', { origin: 'http://clinic.example:8080', host: 'clinic.example:8080' }, false],
    // A client-sent X-Forwarded-Host cannot vouch for a foreign Origin.
    ['POST', { origin: 'https://evil.example', host: 'clinic.example', 'x-forwarded-host': 'evil.example' }, true],
    ['POST', { origin: 'null', host: 'clinic.example' }, true],
    ['POST', {}, false],
    ['GET', { 'sec-fetch-site': 'cross-site' }, false],
  ])('%s with %j is cross-site: %s', (method, headers, expected) => {
    expect(isCrossSiteRequest(requestWith(method, headers))).toBe(expected);
  });
});
