import { act } from '@testing-library/react';
import { vi } from 'vitest';

export interface RecordedRequest {
  url: string;
  method: string;
  body: Record<string, unknown>;
}

/** A status with the body to answer it with. */
export interface Answer {
  status: number;
  body: object;
}

const json = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * GET /appointments/open-times of a clinic open 10:00–13:00 every day but Sunday, booked from
 * 2026-11-22 (the tests' today) for 60 days: every half hour, from `from` for `days` days.
 */
export function openTimesAnswer(url: string): Response {
  const query = new URL(url, 'http://localhost').searchParams;
  const firstDate = '2026-11-22';
  const lastDate = addDays(firstDate, 59);
  const from = query.get('from') && query.get('from')! > firstDate ? query.get('from')! : firstDate;
  const times: Array<{ date: string; time: string }> = [];
  for (let day = 0; day < Number(query.get('days') ?? 7); day += 1) {
    const date = addDays(from, day);
    if (date > lastDate || new Date(`${date}T00:00:00Z`).getUTCDay() === 0) continue;
    for (const time of ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30']) times.push({ date, time });
  }
  return json(200, { success: true, timeZone: 'Asia/Kolkata', zoneName: 'IST', slotMinutes: 30, firstDate, lastDate, times });
}

/**
 * Replaces the network for one test: each form sent answers with the next status (201 by
 * default) or status and body, or fails like an unreachable server for 'offline'. Records what
 * the page sent. Open appointment times are answered by openTimesAnswer and not recorded. The bot
 * check's challenge requests are counted apart and answered by `challenge` (by default: none to
 * be had, so forms are sent without an answer).
 */
export function stubApi(...answers: Array<number | 'offline' | Answer>) {
  return stubApiWithBotCheck(async () => null, ...answers);
}

export function stubApiWithBotCheck(challenge: () => Promise<object | null>, ...answers: Array<number | 'offline' | Answer>) {
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
    if (url.includes('/appointments/open-times')) return openTimesAnswer(url);
    requests.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : {} });
    const answer = answers.length > 1 ? answers.shift()! : (answers[0] ?? 201);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    if (typeof answer === 'object') return json(answer.status, answer.body);
    const ok = answer >= 200 && answer < 300;
    return json(answer, ok ? { success: true } : { success: false, message: 'Refused' });
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
