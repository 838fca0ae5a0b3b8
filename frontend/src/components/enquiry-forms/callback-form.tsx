import { callbackMessages, callbackRules, FIELD_LIMITS, firstProblem, WHATSAPP_OPT_IN_LABEL } from '@aura/contract';
import { useId, useState, type FormEvent } from 'react';
import { heroCallbackForm } from '../../content/hero-slides';
import { CheckboxField, TextField } from '../ui/form/field';
import { HoneypotField } from '../ui/form/honeypot-field';
import { enquiryAction } from '../ui/form/plain-post';
import { FormResult, SubmitButton } from '../ui/form/submit-button';
import { useEnquiryExtras } from '../ui/form/use-enquiry-extras';
import { useSubmission } from '../ui/form/use-submission';
import { sendCallback } from './api/send-callback';
import { ConsentNotice } from './consent-notice';
import styles from './enquiry-form.module.css';

export const CALLBACK_THANKS_MS = 3000;

/** The hero's call-back request: name and phone, checked in that order; nothing is sent until both are there. */
export function CallbackForm({ className }: { className?: string }) {
  const id = useId();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [whatsApp, setWhatsApp] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submission = useSubmission({ sentForMs: CALLBACK_THANKS_MS });
  const { honeypot, extras, startBotCheck } = useEnquiryExtras();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.busy) return;
    const request = { name: name.trim(), phone: phone.trim(), ...(whatsApp ? { whatsapp: true } : {}) };
    const problem = firstProblem(callbackRules, request);
    setError(problem?.message ?? null);
    if (problem) {
      submission.markSent(false);
      document.getElementById(`${id}-${problem.field}`)?.focus();
      return;
    }
    const sent = await submission.run(async () => sendCallback(request, await extras()));
    if (sent === undefined) return;
    if (sent) {
      setName('');
      setPhone('');
      setWhatsApp(false);
      submission.markSent();
    } else {
      submission.markSent(false);
      setError(callbackMessages.failed);
    }
  };

  return (
    <form method="post" action={enquiryAction('callback')} className={`${styles.form} ${className ?? ''}`} noValidate onSubmit={submit} onFocus={startBotCheck} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.formHeading}>
        {heroCallbackForm.heading}
      </h2>
      <p className={styles.intro}>{heroCallbackForm.text}</p>
      <TextField id={`${id}-name`} label={heroCallbackForm.nameLabel} name="name" autoComplete="name" placeholder={heroCallbackForm.namePlaceholder} maxLength={FIELD_LIMITS.name} value={name} onChange={setName} />
      <TextField
        id={`${id}-phone`}
        label={heroCallbackForm.phoneLabel}
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={heroCallbackForm.phonePlaceholder}
        maxLength={FIELD_LIMITS.phone}
        value={phone}
        onChange={setPhone}
      />
      <CheckboxField id={`${id}-whatsapp`} name="whatsapp" label={WHATSAPP_OPT_IN_LABEL} checked={whatsApp} onChange={setWhatsApp} />
      <HoneypotField {...honeypot} />
      <SubmitButton className="btn btn-accent" busy={submission.busy} busyLabel="Sending…">
        {heroCallbackForm.buttonLabel}
      </SubmitButton>
      <FormResult className={styles.result}>
        {error && <p className="field-error">{error}</p>}
        {submission.sent && !error && <p className="form-success">{callbackMessages.thanks}</p>}
      </FormResult>
      <ConsentNotice />
    </form>
  );
}
