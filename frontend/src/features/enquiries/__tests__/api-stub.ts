import { act } from '@testing-library/react';
import { vi } from 'vitest';

export interface RecordedRequest {
  url: string;
  method: string;
  body: Record<string, unknown>;
}

/**
 * Replaces the network for one test: each call answers with the next status (201 by default), or
 * fails like an unreachable server for 'offline'. Records what the page sent. The bot check's
 * challenge requests are counted apart and answered by `challenge` (by default: none to be had,
 * so forms are sent without an answer).
 */
export function stubApi(...answers: Array<number | 'offline'>) {
  return stubApiWithBotCheck(async () => null, ...answers);
}

export function stubApiWithBotCheck(challenge: () => Promise<object | null>, ...answers: Array<number | 'offline'>) {
  const requests: RecordedRequest[] = [];
  const botChecks: string[] = [];
  const fetchStub = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/enquiries/bot-check')) {
      botChecks.push(url);
      const issued = await challenge();
      return new Response(JSON.stringify(issued ? { success: true, challenge: issued } : { success: false, message: 'Unavailable' }), {
        status: issued ? 200 : 503,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    requests.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : {} });
    const answer = answers.length > 1 ? answers.shift()! : (answers[0] ?? 201);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    const ok = answer >= 200 && answer < 300;
    return new Response(JSON.stringify(ok ? { success: true } : { success: false, message: 'Refused' }), {
      status: answer,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { requests, botChecks };
}

/** Lets pending promises (the fake network's answer) settle inside act(). */
export async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}
