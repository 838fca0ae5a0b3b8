import { act } from '@testing-library/react';
import { vi } from 'vitest';

export interface SentRequest {
  method: string;
  /** Path under /api/api, with its query string. */
  path: string;
  body: BodyInit | null | undefined;
  /** The JSON body, parsed, when one was sent. */
  json: unknown;
  /** The request's own headers (Accept, Content-Type, Authorization…). */
  headers: Record<string, string>;
}

type Answer = { status: number; body?: unknown } | 'offline' | ((request: SentRequest) => { status: number; body?: unknown } | 'offline');

/**
 * Stands in for the clinic's API at the browser's edge (fetch): answers by "METHOD /path" (query
 * string ignored), records every request, and can act like an unreachable server ('offline').
 * Unknown addresses answer 404.
 */
export function fakeApi(routes: Record<string, Answer | Answer[]> = {}) {
  const requests: SentRequest[] = [];
  const queues = new Map(Object.entries(routes).map(([key, answer]) => [key, Array.isArray(answer) ? [...answer] : [answer]]));
  const fetchStub = vi.fn(async (input: string, init?: RequestInit) => {
    const path = String(input).replace(/^\/api\/api/, '');
    const method = init?.method ?? 'GET';
    let json: unknown;
    if (typeof init?.body === 'string') json = JSON.parse(init.body);
    const request: SentRequest = { method, path, body: init?.body, json, headers: { ...(init?.headers as Record<string, string> | undefined) } };
    requests.push(request);
    const queue = queues.get(`${method} ${path.split('?')[0]}`);
    let answer: Answer = { status: 404, body: { success: false, message: 'Not found' } };
    if (queue?.length) answer = queue.length > 1 ? queue.shift()! : queue[0];
    if (typeof answer === 'function') answer = answer(request);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: answer.body === undefined ? {} : { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    requests,
    /** Replaces what an address answers from now on. */
    on(key: string, answer: Answer | Answer[]) {
      queues.set(key, Array.isArray(answer) ? [...answer] : [answer]);
    },
  };
}

/** Lets pending promises (the fake network's answers) settle inside act(). */
export async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
}
