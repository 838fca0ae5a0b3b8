import request from 'supertest';
import type { TestApp } from './test-app';

export interface OfferedTime {
  date: string;
  time: string;
}

/** The appointment times the clinic offers now (GET /appointments/open-times), soonest first. */
export async function offeredTimes(http: TestApp['http'], days = 31): Promise<OfferedTime[]> {
  const res = await request(http).get(`/api/api/appointments/open-times?days=${days}`).expect(200);
  return res.body.times as OfferedTime[];
}
