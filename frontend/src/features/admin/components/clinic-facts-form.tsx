import { WEEKDAYS, type Weekday } from '@aura/contract';
import { contentPaths, type ClinicFacts } from '../api/site-content';
import { useContentItem } from '../use-content-item';
import { ContentItemForm, GroupError, wholeNumber } from './content-fields';
import { InlineLabel, TextField } from '../../../components/ui/form/field';
import { ListRowsField } from './list-rows-field';
import styles from './site-content.module.css';

const DAY_LABELS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

const SOCIAL_LABELS: Array<[keyof ClinicFacts['social'], string]> = [
  ['facebook', 'Facebook link'],
  ['instagram', 'Instagram link'],
  ['youtube', 'YouTube link'],
  ['linkedin', 'LinkedIn link'],
];

/** The clinic's facts: name, phone and WhatsApp, e-mail, address, opening hours, links and figures. */
export function ClinicFactsForm() {
  const state = useContentItem<ClinicFacts>(contentPaths.clinic);
  return (
    <ContentItemForm
      state={state}
      heading="Clinic details"
      hint="What every page shows: the header, the footer, the contact page and what search engines read."
      loading="Loading the clinic’s details…"
    >
      {(draft) => <ClinicFactsFields draft={draft} setDraft={state.setDraft} fields={state.fields} />}
    </ContentItemForm>
  );
}

interface FieldsProps {
  draft: ClinicFacts;
  setDraft: (update: (facts: ClinicFacts) => ClinicFacts) => void;
  fields: Record<string, string>;
}

function ClinicFactsFields({ draft, setDraft, fields }: FieldsProps) {
  const set = <K extends keyof ClinicFacts>(key: K, value: ClinicFacts[K]) => setDraft((facts) => ({ ...facts, [key]: value }));
  const setAddress = (key: keyof ClinicFacts['address'], value: string | string[]) =>
    setDraft((facts) => ({ ...facts, address: { ...facts.address, [key]: value } }));
  const text = (key: 'name' | 'shortName' | 'tagline' | 'phone' | 'whatsapp' | 'email' | 'mapQuery') => ({
    value: draft[key],
    onChange: (value: string) => set(key, value),
    error: fields[key],
  });
  const number = (key: 'founded') => ({
    value: Number.isFinite(draft[key]) ? String(draft[key]) : '',
    onChange: (value: string) => set(key, wholeNumber(value)),
    error: fields[key],
  });

  return (
    <>
      <fieldset className={styles.group}>
        <legend>Name</legend>
        <TextField label="Clinic name" maxLength={100} {...text('name')} />
        <TextField label="Short name" hint="For tight spaces, e.g. Aura" maxLength={40} {...text('shortName')} />
        <TextField label="Tagline" maxLength={160} {...text('tagline')} />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>How patients reach you</legend>
        <TextField label="Phone number" type="tel" hint="With the country code, e.g. +91 98220 12345" maxLength={30} {...text('phone')} />
        <TextField label="WhatsApp number" type="tel" hint="The number patients message on WhatsApp, with its country code" maxLength={30} {...text('whatsapp')} />
        <TextField label="E-mail address" type="email" maxLength={254} {...text('email')} />
        <TextField
          label="E-mail for data questions"
          type="email"
          hint="Where patients write to see, correct or erase their data; the privacy page names it. Empty: the e-mail address above."
          maxLength={254}
          value={draft.privacyEmail ?? ''}
          onChange={(value) => set('privacyEmail', value)}
          error={fields.privacyEmail}
        />
        <TextField
          label="Google review link"
          type="url"
          hint="Your Business Profile’s link for asking for reviews (https://g.page/r/…/review). After each completed visit, patients who chose WhatsApp are invited to review with it; empty, the invitation links your listing on Google Maps (the map search below)."
          maxLength={500}
          value={draft.reviewUrl ?? ''}
          onChange={(value) => set('reviewUrl', value)}
          error={fields.reviewUrl}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Address</legend>
        <ListRowsField
          legend="Address as printed"
          hint="One to four lines, as the footer and the contact page show them"
          rowName="Address line"
          rows={draft.address.lines}
          onChange={(lines) => setAddress('lines', lines)}
          maxRows={4}
          maxLength={100}
        />
        <GroupError error={fields['address.lines']} />
        <div className={styles.pair}>
          <TextField label="Street" maxLength={160} value={draft.address.street} onChange={(value) => setAddress('street', value)} error={fields['address.street']} />
          <TextField label="Locality" maxLength={80} value={draft.address.locality} onChange={(value) => setAddress('locality', value)} error={fields['address.locality']} />
          <TextField label="City" maxLength={80} value={draft.address.city} onChange={(value) => setAddress('city', value)} error={fields['address.city']} />
          <TextField label="State" maxLength={80} value={draft.address.state} onChange={(value) => setAddress('state', value)} error={fields['address.state']} />
          <TextField label="PIN code" maxLength={6} value={draft.address.postalCode} onChange={(value) => setAddress('postalCode', value)} error={fields['address.postalCode']} />
        </div>
        <TextField label="Map search" hint="What the contact page’s map looks for: the building and street" maxLength={200} {...text('mapQuery')} />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Opening hours</legend>
        <p className={styles.hint}>Times in IST. Appointments are offered within these hours.</p>
        <div className={styles.week}>
          {WEEKDAYS.map((day) => {
            const hours = draft.hours[day];
            const setDay = (value: typeof hours) => set('hours', { ...draft.hours, [day]: value });
            return (
              <div key={day} className={styles.day} role="group" aria-label={DAY_LABELS[day]}>
                <span className={styles.dayName}>{DAY_LABELS[day]}</span>
                <InlineLabel className={styles.closed}>
                  <input type="checkbox" checked={hours === null} onChange={(event) => setDay(event.target.checked ? null : { open: '10:00', close: '19:00' })} />
                  Closed
                </InlineLabel>
                {hours && (
                  <>
                    <InlineLabel className={styles.time}>
                      Opens
                      <input type="time" value={hours.open} onChange={(event) => setDay({ ...hours, open: event.target.value })} />
                    </InlineLabel>
                    <InlineLabel className={styles.time}>
                      Closes
                      <input type="time" value={hours.close} onChange={(event) => setDay({ ...hours, close: event.target.value })} />
                    </InlineLabel>
                  </>
                )}
              </div>
            );
          })}
        </div>
        <GroupError error={fields.hours} />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Social links</legend>
        {SOCIAL_LABELS.map(([network, label]) => (
          <TextField
            key={network}
            label={label}
            type="url"
            value={draft.social[network]}
            onChange={(value) => set('social', { ...draft.social, [network]: value })}
            error={fields[`social.${network}`]}
          />
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Since</legend>
        <TextField label="Year founded" hint="The footer says ‘Caring for skin and hair since’ this year. The site’s figures and counters are under Figures and counters." {...number('founded')} />
      </fieldset>
    </>
  );
}

