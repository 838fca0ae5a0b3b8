import { contactMessages, contactRules, FIELD_LIMITS, firstProblem, type ContactMessage } from '@aura/contract';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../ui/form/field';
import { HoneypotField } from '../ui/form/honeypot-field';
import { enquiryAction } from '../ui/form/plain-post';
import { FormResult, SubmitButton } from '../ui/form/submit-button';
import { useEnquiryExtras } from '../ui/form/use-enquiry-extras';
import { useSubmission } from '../ui/form/use-submission';
import { sendContactMessage } from './api/send-contact-message';
import { ConsentNotice } from './consent-notice';
import styles from './enquiry-form.module.css';

const emptyMessage: ContactMessage = { name: '', email: '', subject: '', message: '' };

/** The contact page's message form, titled 'Your Details': four required fields. */
export function ContactForm({ className }: { className?: string }) {
  const id = useId();
  const [fields, setFields] = useState(emptyMessage);
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const submission = useSubmission();
  const { honeypot, extras, startBotCheck } = useEnquiryExtras();

  const set = (field: keyof ContactMessage) => (value: string) => setFields((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.busy) return;
    const form = event.currentTarget;
    const message: ContactMessage = {
      name: fields.name.trim(),
      email: fields.email.trim(),
      subject: fields.subject.trim(),
      message: fields.message.trim(),
    };
    // The browser's own checks (required, e-mail type), then the contract's: spaces alone are not an answer.
    if (!form.checkValidity() || firstProblem(contactRules, message)) {
      setResult({ kind: 'error', text: contactMessages.invalid });
      return;
    }
    setResult(null);
    const sent = await submission.run(async () => sendContactMessage(message, await extras()));
    if (sent === undefined) return;
    if (sent) {
      setFields(emptyMessage);
      setResult({ kind: 'success', text: contactMessages.sent });
    } else {
      setResult({ kind: 'error', text: contactMessages.failed });
    }
  };

  return (
    <form method="post" action={enquiryAction('contact')} className={`${styles.form} ${styles.contact} ${className ?? ''}`} noValidate onSubmit={submit} onFocus={startBotCheck} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={`${styles.formHeading} ${styles.wide}`}>
        Your Details
      </h2>
      <TextField label="Name" name="name" autoComplete="name" required maxLength={FIELD_LIMITS.name} value={fields.name} onChange={set('name')} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required maxLength={FIELD_LIMITS.email} value={fields.email} onChange={set('email')} />
      <TextField label="Subject" name="subject" autoComplete="on" className={styles.wide} required maxLength={FIELD_LIMITS.subject} value={fields.subject} onChange={set('subject')} />
      <TextField label="Message" name="message" className={styles.wide} rows={5} required maxLength={FIELD_LIMITS.message} value={fields.message} onChange={set('message')} />
      <HoneypotField {...honeypot} />
      <div className={styles.wide}>
        <SubmitButton busy={submission.busy} busyLabel="Sending…">
          Send Message
        </SubmitButton>
      </div>
      <FormResult className={`${styles.result} ${styles.wide}`}>
        {result && <p className={result.kind === 'success' ? 'form-success' : 'form-error'}>{result.text}</p>}
      </FormResult>
      <ConsentNotice className={styles.wide} />
    </form>
  );
}
