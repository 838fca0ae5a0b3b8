import { isIsoDate, readableTime, type OfferedTime } from '@aura/contract';
import { Catch, Injectable } from '@nestjs/common';
import { PlainFormFilter, type RefusalOf } from '../common/plain-form.filter';
import type { PlainFormAnswer, PlainFormKind } from '../common/plain-form-page';
import { AppointmentTimes } from './appointment-times.service';

const readableDay = (date: string) =>
  new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/**
 * The appointment form sent without scripts and refused: its page offers the open times of the day
 * asked in the time field (the site's form fetches them as a date is picked), and names the next
 * open times when that day has none or the time was taken.
 */
@Catch()
@Injectable()
export class AppointmentFormFilter extends PlainFormFilter {
  constructor(private readonly times: AppointmentTimes) {
    super();
  }

  protected override async more(_kind: PlainFormKind, values: Record<string, string>, refusal: RefusalOf): Promise<Partial<PlainFormAnswer>> {
    const date = values.date?.trim();
    const more: Partial<PlainFormAnswer> = {};
    if (date && isIsoDate(date)) {
      const { times } = await this.times.open(date, 1);
      more.timeOptions = times.filter((slot) => slot.date === date).map((slot) => ({ value: slot.time, label: readableTime(slot.time) }));
    }
    const offered = Array.isArray(refusal.body.openTimes) ? (refusal.body.openTimes as OfferedTime[]) : [];
    if (offered.length > 0) more.timeNote = `Next open times: ${offered.map((slot) => `${readableDay(slot.date)}, ${readableTime(slot.time)}`).join('; ')}.`;
    else if (more.timeOptions?.length === 0) more.timeNote = 'The clinic has no open times on this day. Please choose another date.';
    return more;
  }
}
