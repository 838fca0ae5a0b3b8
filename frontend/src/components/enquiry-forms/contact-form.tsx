import { contactMessages } from '@aura/contract';
import { useId, useState, type FormEvent } from 'react';
import { sendContactMessage } from './api/send-contact-message';
import { useEnquiryExtras } from '../ui/form/use-enquiry-extras';
import { ConsentNotice } from './consent-notice';
import { HoneypotField } from '../ui/form/honeypot-field';
import styles from './enquiry-form.module.css';

type Field = 'name' | 'email' | 'subject' | 'message';
const emptyFields: Record<Field, string> = { name: '', email: '', subject: '', message: '' };

/** The contact page's message form, titled 'Your Details': four required fields. */
export function ContactForm({ className }: { className?: string }) {
  const id = useId();
  const [fields, setFields] = useState(emptyFields);
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { honeypot, extras, startBotCheck } = useEnquiryExtras();

  const set = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setFields((current) => ({ ...current, [field]: value }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const message = {
      name: fields.name.trim(),
      email: fields.email.trim(),
      subject: fields.subject.trim(),
      message: fields.message.trim(),
    };
    // The browser's own checks (required, e-mail type), plus: spaces alone are not an answer.
    if (!form.checkValidity() || Object.values(message).some((value) => !value)) {
      setResult({ kind: 'error', text: contactMessages.invalid });
      return;
    }
    setSubmitting(true);
    setResult(null);
    const sent = await sendContactMessage(message, await extras());
    setSubmitting(false);
    if (sent) {
      setFields(emptyFields);
      setResult({ kind: 'success', text: contactMessages.sent });
    } else {
      setResult({ kind: 'error', text: contactMessages.failed });
    }
  };

  return (
    <form className={`${styles.form} ${styles.contact} ${className ?? ''}`} noValidate onSubmit={submit} onFocus={startBotCheck} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={`${styles.formHeading} ${styles.wide}`}>
        Your Details
      </h2>
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input id={`${id}-name`} name="name" type="text" autoComplete="name" required maxLength={100} value={fields.name} onChange={set('name')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required maxLength={254} value={fields.email} onChange={set('email')} />
      </div>
      <div className={`field ${styles.wide}`}>
        <label htmlFor={`${id}-subject`}>Subject</label>
        <input id={`${id}-subject`} name="subject" type="text" required maxLength={150} value={fields.subject} onChange={set('subject')} />
      </div>
      <div className={`field ${styles.wide}`}>
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea id={`${id}-message`} name="message" required maxLength={5000} rows={5} value={fields.message} onChange={set('message')} />
      </div>
      <HoneypotField {...honeypot} />
      <div className={styles.wide}>
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? 'Sending…' : 'Send Message'}
        </button>
      </div>
      <div aria-live="polite" className={`${styles.result} ${styles.wide}`}>
        {result && <p className={result.kind === 'success' ? 'form-success' : 'form-error'}>{result.text}</p>}
      </div>
      <ConsentNotice className={styles.wide} />
    </form>
  );
}
