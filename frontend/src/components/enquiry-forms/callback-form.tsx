import { callbackMessages } from '@aura/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { heroCallbackForm } from '../../content/hero-slides';
import { sendCallback } from './api/send-callback';
import { useEnquiryExtras } from '../ui/form/use-enquiry-extras';
import { ConsentNotice } from './consent-notice';
import { HoneypotField } from '../ui/form/honeypot-field';
import styles from './enquiry-form.module.css';

export const CALLBACK_THANKS_MS = 3000;

/** The hero's call-back request: name and phone, checked in that order; nothing is sent until both are there. */
export function CallbackForm({ className }: { className?: string }) {
  const id = useId();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [thanks, setThanks] = useState(false);
  const [sending, setSending] = useState(false);
  const { honeypot, extras, startBotCheck } = useEnquiryExtras();
  const thanksTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(thanksTimer.current), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const request = { name: name.trim(), phone: phone.trim() };
    const problem = !request.name ? callbackMessages.name : !request.phone ? callbackMessages.phone : null;
    setError(problem);
    if (problem) {
      setThanks(false);
      document.getElementById(`${id}-${problem === callbackMessages.name ? 'name' : 'phone'}`)?.focus();
      return;
    }
    setSending(true);
    const sent = await sendCallback(request, await extras());
    setSending(false);
    clearTimeout(thanksTimer.current);
    if (sent) {
      setName('');
      setPhone('');
      setThanks(true);
      thanksTimer.current = setTimeout(() => setThanks(false), CALLBACK_THANKS_MS);
    } else {
      setThanks(false);
      setError(callbackMessages.failed);
    }
  };

  return (
    <form className={`${styles.form} ${className ?? ''}`} noValidate onSubmit={submit} onFocus={startBotCheck} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.formHeading}>
        {heroCallbackForm.heading}
      </h2>
      <p className={styles.intro}>{heroCallbackForm.text}</p>
      <div className="field">
        <label htmlFor={`${id}-name`}>{heroCallbackForm.nameLabel}</label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          placeholder={heroCallbackForm.namePlaceholder}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={100}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-phone`}>{heroCallbackForm.phoneLabel}</label>
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={heroCallbackForm.phonePlaceholder}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          maxLength={20}
        />
      </div>
      <HoneypotField {...honeypot} />
      <button type="submit" className="btn btn-accent" disabled={sending}>
        {sending ? 'Sending…' : heroCallbackForm.buttonLabel}
      </button>
      <div aria-live="polite" className={styles.result}>
        {error && <p className="field-error">{error}</p>}
        {thanks && !error && <p className="form-success">{callbackMessages.thanks}</p>}
      </div>
      <ConsentNotice />
    </form>
  );
}
