import { contentPaths, type BookingRules } from '../api/site-content';
import { useContentItem } from '../use-content-item';
import { ContentItemForm, GroupError, wholeNumber } from './content-fields';
import { TextField } from '../../../components/ui/form/field';
import styles from './site-content.module.css';
import { removeAt, replaceAt } from '../item-edits';

/**
 * When patients can book: the slot length, patients per slot, the notice and how far ahead, and
 * the days the clinic is closed besides its weekly hours (set under Clinic details).
 */
export function BookingRulesForm() {
  const state = useContentItem<BookingRules>(contentPaths.booking);
  return (
    <ContentItemForm
      state={state}
      heading="Appointment times"
      hint="The appointment form offers only times inside the opening hours (Clinic details), in slots of this length, never on a closed day. Times are in IST."
      loading="Loading the appointment times…"
      preview={false}
    >
      {(draft) => {
        const set = (change: Partial<BookingRules>) => state.setDraft((rules) => ({ ...rules, ...change }));
        const number = (key: 'slotMinutes' | 'capacity' | 'minNoticeHours' | 'daysAhead') => ({
          value: Number.isFinite(draft[key]) ? String(draft[key]) : '',
          onChange: (value: string) => set({ [key]: wholeNumber(value) }),
          error: state.fields[key],
        });
        const setHoliday = (index: number, change: Partial<BookingRules['holidays'][number]>) =>
          set({ holidays: replaceAt(draft.holidays, index, { ...draft.holidays[index], ...change }) });
        return (
          <>
            <fieldset className={styles.group}>
              <legend>Slots</legend>
              <TextField label="Appointment length in minutes" hint="10 to 240; one slot per length from opening time" {...number('slotMinutes')} />
              <TextField label="Patients per appointment time" hint="1 to 20; a full time is no longer offered" {...number('capacity')} />
              <TextField label="Minimum notice in hours" hint="The earliest time offered is this long from now" {...number('minNoticeHours')} />
              <TextField label="Days ahead a patient can book" hint="1 to 365, today included" {...number('daysAhead')} />
            </fieldset>
            <fieldset className={styles.group}>
              <legend>Closed days</legend>
              <p className={styles.hint}>Holidays and other days the clinic is closed; no appointment is offered on them.</p>
              {draft.holidays.map((holiday, index) => (
                <div key={index} className={styles.holiday}>
                  <TextField label={`Closed day ${index + 1}`} id={`holiday-${index}-date`} type="date" value={holiday.date} onChange={(date) => setHoliday(index, { date })} error={state.fields[`holidays.${index}.date`]} />
                  <TextField label={`Name of closed day ${index + 1}`} maxLength={80} value={holiday.name} onChange={(name) => setHoliday(index, { name })} error={state.fields[`holidays.${index}.name`]} />
                  <button type="button" className="btn btn-outline" onClick={() => set({ holidays: removeAt(draft.holidays, index) })} aria-label={`Remove closed day ${index + 1}`}>
                    Remove
                  </button>
                </div>
              ))}
              <GroupError error={state.fields.holidays} />
              <button type="button" className={styles.add} onClick={() => set({ holidays: [...draft.holidays, { date: '', name: '' }] })} disabled={draft.holidays.length >= 200}>
                Add a closed day
              </button>
            </fieldset>
          </>
        );
      }}
    </ContentItemForm>
  );
}
