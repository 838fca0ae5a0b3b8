import { looksLikeEmail, newsletterMessages } from '@aura/contract';
import { useId, useState, type FormEvent } from 'react';
import { newsletterBlock } from '../../content/home';
import { subscribeToNewsletter } from './api/subscribe-to-newsletter';
import { useEnquiryExtras } from '../ui/form/use-enquiry-extras';
import { ConsentNotice } from './consent-notice';
import { HoneypotField } from '../ui/form/honeypot-field';
import styles from './enquiry-form.module.css';

interface NewsletterFormProps {
  /**
   * 'home': the home page's sign-up, with its own messages for an empty or malformed address and for failure.
   * 'sidebar': the compact form beside articles, checked by the browser; a failure there shows nothing.
   */
  variant: 'home' | 'sidebar';
  className?: string;
}

/** Newsletter sign-up: one e-mail field. */
export function NewsletterForm({ variant, className }: NewsletterFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { honeypot, extras, startBotCheck } = useEnquiryExtras();
  const home = variant === 'home';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const address = email.trim();
    if (home) {
      const problem = !address ? newsletterMessages.empty : !looksLikeEmail(address) ? newsletterMessages.invalid : null;
      setError(problem);
      setDone(false);
      if (problem) {
        document.getElementById(`${id}-email`)?.focus();
        return;
      }
    }
    setSubmitting(true);
    const subscribed = await subscribeToNewsletter(address, await extras());
    setSubmitting(false);
    if (subscribed) {
      setEmail('');
      setDone(true);
    } else if (home) {
      setError(newsletterMessages.failed);
    }
  };

  return (
    <form
      className={`${styles.form} ${home ? styles.newsletterHome : styles.newsletterSidebar} ${className ?? ''}`}
      noValidate={home}
      onSubmit={submit}
      onFocus={startBotCheck}
    >
      <div className={styles.inline}>
        <div className="field">
          <label htmlFor={`${id}-email`} className={home ? 'visually-hidden' : undefined}>
            {newsletterBlock.inputLabel}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required={!home}
            maxLength={254}
            placeholder={newsletterBlock.placeholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <button type="submit" className={`btn ${home ? 'btn-accent' : 'btn-primary'}`} disabled={submitting}>
          {!home && submitting ? 'Submitting...' : newsletterBlock.buttonLabel}
        </button>
      </div>
      <HoneypotField {...honeypot} />
      <div aria-live="polite" className={styles.result}>
        {error && (
          <p id={`${id}-error`} className={home && error === newsletterMessages.failed ? 'form-error' : 'field-error'}>
            {error}
          </p>
        )}
        {done && <p className="form-success">{home ? newsletterMessages.subscribed : newsletterMessages.sidebarThanks}</p>}
      </div>
      <ConsentNotice />
    </form>
  );
}
