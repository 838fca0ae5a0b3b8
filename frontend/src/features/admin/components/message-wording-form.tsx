import {
  fillWording,
  MESSAGE_BUTTON_TEXTS,
  MESSAGE_BUTTONS,
  MESSAGE_FIELDS,
  MESSAGE_MOMENT_LABELS,
  MESSAGE_MOMENTS,
  MESSAGE_WORDING_MAX,
  messagePreview,
  SMS_MOMENTS,
  type MessageField,
  type MessageMoment,
} from '@aura/contract';
import { TextField } from '../../../components/ui/form/field';
import { clinic } from '../../../content/clinic';
import type { MessageWording } from '../../../content/patient-messages';
import { contentPaths } from '../api/site-content';
import { useContentItem } from '../use-content-item';
import { ContentItemForm } from './content-fields';
import styles from './site-content.module.css';

/** What a preview fills in: the clinic as the site shows it, and a made-up visit. */
const SAMPLE: Record<MessageField, string> = {
  clinic: clinic.brandName,
  when: 'Tuesday, 1 December 2026 at 11:30 AM IST',
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
          state.setDraft((current) => ({ wording: { ...current.wording, [moment]: current.wording[moment].map((old, at) => (at === index ? text : old)) } }));
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
                    <p className={styles.hint}>{SMS_MOMENTS.includes(moment) ? 'On WhatsApp, or by SMS (without the buttons).' : 'On WhatsApp only, to patients who chose it.'}</p>
                  </div>
                </fieldset>
              );
            })}
          </>
        );
      }}
    </ContentItemForm>
  );
}
