import {
  fillWording,
  MESSAGE_BUTTON_TEXTS,
  MESSAGE_BUTTONS,
  MESSAGE_FIELDS,
  MESSAGE_MOMENT_LABELS,
  MESSAGE_MOMENTS,
  MESSAGE_WORDING_MAX,
  messagePreview,
  isSmsMoment,
  SMS_VARIABLE_MAX,
  smsPreview,
  type MessageField,
  type MessageMoment,
  type SmsMoment,
} from '@aura/contract';
import { TextField } from '../../../components/ui/form/field';
import { clinic } from '../../../content/clinic';
import type { MessageWording } from '../../../content/patient-messages';
import { contentPaths } from '../api/site-content';
import { useContentItem } from '../use-content-item';
import { ContentItemForm } from './content-fields';
import styles from './site-content.module.css';
import { replaceAt } from '../item-edits';

/** What a preview fills in: the clinic as the site shows it, and a made-up visit. */
const SAMPLE: Record<MessageField, string> = {
  clinic: clinic.brandName,
  when: 'Tuesday, 1 December 2026 at 11:30 AM IST',
  date: 'Tue 1 Dec',
  time: '11:30 AM IST',
  concern: 'Hair PRP',
  address: clinic.address.oneLine,
  phone: clinic.phone.display,
  reviewLink: 'https://g.page/r/your-clinic/review',
  site: typeof window === 'undefined' ? 'https://your-clinic.in' : window.location.origin,
};

/**
 * What goes into each WhatsApp and SMS template's variables ({{1}}, {{2}}, …), moment by moment,
 * each with a preview of the message as a patient reads it. The templates' own words are those
 * approved at Meta and on DLT; only the variables change here.
 */
export function MessageWordingForm() {
  const state = useContentItem<MessageWording>(contentPaths.messages);
  return (
    <ContentItemForm
      state={state}
      heading="WhatsApp and SMS"
      hint={`The words that go into each message's variables. Write ${MESSAGE_FIELDS.map((field) => `{${field}}`).join(', ')} where the clinic's name, the visit's time, the concern, the address, the phone, the Google review link or the site's address go. One line each; never anything a patient typed.`}
      loading="Loading the messages…"
      preview={false}
    >
      {(draft) => {
        const setVariable = (moment: MessageMoment, index: number, text: string) =>
          state.setDraft((current) => ({ ...current, wording: { ...current.wording, [moment]: replaceAt(current.wording[moment], index, text) } }));
        const setSms = (moment: SmsMoment, index: number, text: string) =>
          state.setDraft((current) => ({ ...current, sms: { ...current.sms, [moment]: replaceAt(current.sms[moment], index, text) } }));
        return (
          <>
            {MESSAGE_MOMENTS.map((moment) => {
              const variables = draft.wording[moment] ?? [];
              const filled = variables.map((text) => fillWording(text, SAMPLE));
              const buttons = MESSAGE_BUTTONS[moment] ?? [];
              return (
                <fieldset key={moment} className={styles.group}>
                  <legend>{MESSAGE_MOMENT_LABELS[moment]}</legend>
                  {variables.map((text, index) => (
                    <TextField
                      key={index}
                      label={`Variable {{${index + 1}}}`}
                      maxLength={MESSAGE_WORDING_MAX}
                      value={text}
                      onChange={(value) => setVariable(moment, index, value)}
                      error={state.fields[`wording.${moment}.${index}`]}
                    />
                  ))}
                  <div className={styles.messagePreview} aria-label={`Preview: ${MESSAGE_MOMENT_LABELS[moment]}`} role="group">
                    <p>{messagePreview(moment, filled)}</p>
                    {buttons.length > 0 && <p className={styles.messageButtons}>{buttons.map((action) => `[${MESSAGE_BUTTON_TEXTS[action]}]`).join(' ')}</p>}
                    <p className={styles.hint}>{isSmsMoment(moment) ? 'On WhatsApp; by SMS as below.' : 'On WhatsApp only, to patients who chose it.'}</p>
                  </div>
                  {isSmsMoment(moment) && <SmsWording moment={moment} variables={draft.sms[moment] ?? []} onChange={(index, text) => setSms(moment, index, text)} errorOf={(index) => state.fields[`sms.${moment}.${index}`]} />}
                </fieldset>
              );
            })}
          </>
        );
      }}
    </ContentItemForm>
  );
}

/** A moment's SMS variables (short: DLT cuts each at 30 characters) and the SMS as a patient reads it. */
function SmsWording({ moment, variables, onChange, errorOf }: { moment: SmsMoment; variables: string[]; onChange: (index: number, text: string) => void; errorOf: (index: number) => string | undefined }) {
  const filled = variables.map((text) => fillWording(text, SAMPLE));
  const long = filled.some((text) => text.length > SMS_VARIABLE_MAX);
  return (
    <div className={styles.smsWording}>
      <p className={styles.smsHeading}>By SMS</p>
      {variables.map((text, index) => (
        <TextField key={index} label={`SMS variable ${index + 1}`} maxLength={MESSAGE_WORDING_MAX} value={text} onChange={(value) => onChange(index, value)} error={errorOf(index)} />
      ))}
      <div className={styles.messagePreview} aria-label={`SMS preview: ${MESSAGE_MOMENT_LABELS[moment]}`} role="group">
        <p>{smsPreview(moment, filled)}</p>
        {long && <p className={styles.hint}>A variable longer than {SMS_VARIABLE_MAX} characters is cut there, as DLT requires.</p>}
      </div>
    </div>
  );
}
