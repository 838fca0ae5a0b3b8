import { act } from '@testing-library/react';
import { vi } from 'vitest';

export interface RecordedRequest {
  url: string;
  method: string;
  body: Record<string, unknown>;
}

/**
 * Replaces the network for one test: each call answers with the next status (201 by default), or
 * fails like an unreachable server for 'offline'. Records what the page sent.
 */
export function stubApi(...answers: Array<number | 'offline'>) {
  const requests: RecordedRequest[] = [];
  const fetchStub = vi.fn(async (url: string, init?: RequestInit) => {
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
  return { requests };
}

/** Lets pending promises (the fake network's answer) settle inside act(). */
export async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}
