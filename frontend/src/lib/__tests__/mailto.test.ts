import { describe, expect, it } from 'vitest';
import { mailtoHref } from '../mailto';

describe('mailtoHref', () => {
  it('links a plain address as it is', () => {
    expect(mailtoHref('priya.sharma@example.in')).toBe('mailto:priya.sharma@example.in');
  });

  it('escapes what would add headers or recipients to the link', () => {
    const href = mailtoHref('a?bcc=x@evil.example');
    expect(href).toBe('mailto:a%3Fbcc=x@evil.example');
    expect(new URL(href).search).toBe('');
    expect(new URL(mailtoHref('a&b#c%d@clinic.example')).search).toBe('');
  });
});
