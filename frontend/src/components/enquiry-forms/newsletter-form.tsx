import { FIELD_LIMITS, firstProblem, homeNewsletterRules, NEWSLETTER_CONFIRM_MESSAGES, newsletterMessages } from '@aura/contract';
import { useId, useState, type FormEvent } from 'react';
import { newsletterBlock } from '../../content/home';
import { TextField } from '../ui/form/field';
import { HoneypotField } from '../ui/form/honeypot-field';
import { enquiryAction } from '../ui/form/plain-post';
import { FormResult, SubmitButton } from '../ui/form/submit-button';
import { useEnquiryExtras } from '../ui/form/use-enquiry-extras';
import { useSubmission } from '../ui/form/use-submission';
import { subscribeToNewsletter } from './api/subscribe-to-newsletter';
import { ConsentNotice } from './consent-notice';
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
  const submission = useSubmission();
  const { honeypot, extras, startBotCheck } = useEnquiryExtras();
  const home = variant === 'home';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.busy) return;
    const address = email.trim();
    if (home) {
      const problem = firstProblem(homeNewsletterRules, { email: address });
      setError(problem?.message ?? null);
      submission.markSent(false);
      if (problem) {
        document.getElementById(`${id}-email`)?.focus();
        return;
      }
    }
    const subscribed = await submission.run(async () => subscribeToNewsletter(address, await extras()));
    if (subscribed === undefined) return;
    if (subscribed) {
      setEmail('');
      submission.markSent();
    } else if (home) {
      setError(newsletterMessages.failed);
    }
  };

  return (
    <form
      method="post"
      action={enquiryAction('newsletter')}
      className={`${styles.form} ${home ? styles.newsletterHome : styles.newsletterSidebar} ${className ?? ''}`}
      noValidate={home}
      onSubmit={submit}
      onFocus={startBotCheck}
    >
      <div className={styles.inline}>
        <TextField
          id={`${id}-email`}
          label={newsletterBlock.inputLabel}
          labelClassName={home ? 'visually-hidden' : undefined}
          name="email"
          type="email"
          autoComplete="email"
          required={!home}
          maxLength={FIELD_LIMITS.email}
          placeholder={newsletterBlock.placeholder}
          value={email}
          onChange={setEmail}
          invalid={!!error}
          describedBy={error ? `${id}-error` : undefined}
        />
        <SubmitButton className={`btn ${home ? 'btn-accent' : 'btn-primary'}`} busy={!home && submission.busy} disabled={submission.busy} busyLabel="Submitting...">
          {newsletterBlock.buttonLabel}
        </SubmitButton>
      </div>
      <HoneypotField {...honeypot} />
      <FormResult className={styles.result}>
        {error && (
          <p id={`${id}-error`} className={home && error === newsletterMessages.failed ? 'form-error' : 'field-error'}>
            {error}
          </p>
        )}
        {submission.sent && <p className="form-success">{home ? newsletterMessages.subscribed : newsletterMessages.sidebarThanks}</p>}
        {submission.sent && <p>{NEWSLETTER_CONFIRM_MESSAGES.confirmNote}</p>}
      </FormResult>
      <ConsentNotice />
    </form>
  );
}
