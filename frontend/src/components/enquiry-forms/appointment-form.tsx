import { appointmentMessages, FIELD_LIMITS, WHATSAPP_OPT_IN_LABEL, type AppointmentRequest } from '@aura/contract';
import { concernOptions } from '../../content/appointment';
import { readableTime } from '../../content/opening-hours';
import { CheckboxField, Field, SelectField, TextField } from '../ui/form/field';
import { HoneypotField } from '../ui/form/honeypot-field';
import { enquiryAction } from '../ui/form/plain-post';
import { FormResult, SubmitButton } from '../ui/form/submit-button';
import { ConsentNotice } from './consent-notice';
import { OpenTimeOffers } from './open-time-offers';
import { useAppointmentRequest, type AppointmentField } from './use-appointment-request';
import type { AppointmentTiming } from './use-open-times';
import styles from './enquiry-form.module.css';

interface AppointmentFormProps {
  /** Preselected concern: an option's label or a treatment's title (added to the list when it is not one). */
  initialConcern?: string;
  /** False while the dialog holding the form is closed: its errors and submitting flag then reset. */
  active?: boolean;
  /** Called once the clinic has stored the request, with the zone and length of the time asked for. */
  onSent?: (request: AppointmentRequest, timing: AppointmentTiming) => void;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
}

/** The appointment request: name, phone or e-mail, date (not before today), time and concern. */
export function AppointmentForm({ initialConcern, active = true, onSent, onCancel }: AppointmentFormProps) {
  const { id, fields, errors, set, choose, submit, submission, openTimes, today, honeypot, startBotCheck, closedDay, refused, suggested } = useAppointmentRequest({ initialConcern, active, onSent });
  const options = concernOptions.map((option) => option.label);
  if (initialConcern && !options.includes(initialConcern)) options.unshift(initialConcern);
  if (fields.concern && !options.includes(fields.concern)) options.unshift(fields.concern);
  const timePlaceholder = !fields.date ? 'Choose a date first' : openTimes.loading ? appointmentMessages.loadingTimes : closedDay ? 'No open times on this day' : 'Select a time';
  const text = (field: AppointmentField) => ({ id: `${id}-${field}`, name: field, value: fields[field], onChange: set(field), error: errors[field] });

  return (
    <form method="post" action={enquiryAction('appointment')} className={`${styles.form} ${styles.appointment}`} noValidate onSubmit={submit} onFocus={startBotCheck}>
      <TextField label="Name" className={styles.wide} autoComplete="name" maxLength={FIELD_LIMITS.name} {...text('name')} />
      <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" maxLength={FIELD_LIMITS.phone} {...text('phone')} />
      <TextField label="Email" type="email" autoComplete="email" maxLength={FIELD_LIMITS.email} {...text('email')} />
      <CheckboxField
        id={`${id}-whatsapp`}
        className={styles.wide}
        name="whatsapp"
        label={WHATSAPP_OPT_IN_LABEL}
        checked={fields.whatsapp === 'yes'}
        onChange={(ticked) => set('whatsapp')(ticked ? 'yes' : '')}
        error={errors.whatsapp}
      />
      <TextField label="Preferred date" type="date" min={today} max={openTimes.lastDate} {...text('date')} />
      <Field
        label={`Preferred time (${openTimes.zoneName})`}
        id={`${id}-time`}
        error={errors.time}
        after={
          openTimes.failed && (
            <p className={styles.timesNote}>
              {appointmentMessages.timesUnavailable}{' '}
              <button type="button" className={styles.linkButton} onClick={openTimes.retry}>
                Try again
              </button>
            </p>
          )
        }
      >
        {(control) => (
          <select {...control} name="time" value={fields.time} onChange={(event) => set('time')(event.target.value)}>
            <option value="">{timePlaceholder}</option>
            {openTimes.times.map((time) => (
              <option key={time} value={time}>
                {readableTime(time)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {suggested.length > 0 && (
        <OpenTimeOffers intro={`${closedDay && !refused ? `${appointmentMessages.closedDay} ` : ''}${appointmentMessages.nextTimes}`} offers={suggested} onChoose={choose} />
      )}
      <SelectField
        label="Concern"
        id={`${id}-concern`}
        name="concern"
        className={styles.wide}
        error={errors.concern}
        value={fields.concern}
        onChange={set('concern')}
        options={[{ value: '', label: 'Select your concern' }, ...options.map((label) => ({ value: label, label }))]}
      />
      <HoneypotField {...honeypot} />
      <div className={`${styles.actions} ${styles.wide}`}>
        {onCancel && (
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            Cancel
          </button>
        )}
        <SubmitButton busy={submission.busy} busyLabel="Sending…">
          Request Appointment
        </SubmitButton>
      </div>
      <FormResult className={`${styles.result} ${styles.wide}`}>{submission.sent && <p className="form-success">{appointmentMessages.sent}</p>}</FormResult>
      <ConsentNotice className={styles.wide} />
    </form>
  );
}
