import {
  DATA_REQUEST_DETAILS_MAX,
  DATA_REQUEST_KINDS,
  DATA_REQUEST_LABELS,
  dataRequestMessages,
  dataRequestRules,
  FIELD_LIMITS,
  firstProblem,
  type DataRequest,
  type DataRequestKind,
} from '@aura/contract';
import { useId, useState, type FormEvent } from 'react';
import { SelectField, TextField } from '../ui/form/field';
import { HoneypotField } from '../ui/form/honeypot-field';
import { enquiryAction } from '../ui/form/plain-post';
import { FormResult, SubmitButton } from '../ui/form/submit-button';
import { useEnquiryExtras } from '../ui/form/use-enquiry-extras';
import { useSubmission } from '../ui/form/use-submission';
import { sendDataRequest } from './api/send-data-request';
import { ConsentNotice } from './consent-notice';
import styles from './enquiry-form.module.css';

interface Fields {
  name: string;
  phone: string;
  email: string;
  request: DataRequestKind | '';
  details: string;
}

const empty: Fields = { name: '', phone: '', email: '', request: '', details: '' };

const REQUEST_OPTIONS = [{ value: '', label: 'Choose your request' }, ...DATA_REQUEST_KINDS.map((kind) => ({ value: kind, label: DATA_REQUEST_LABELS[kind] }))];

/**
 * The privacy page's own form: a patient asks to see, correct or erase what the clinic holds about
 * them, withdraws consent, complains or names someone to act for them. Each field says its own
 * problem, checked in order; the clinic answers within the days the notice promises.
 */
export function DataRequestForm({ headingId }: { headingId: string }) {
  const id = useId();
  const [fields, setFields] = useState(empty);
  const [problem, setProblem] = useState<{ field: keyof DataRequest; message: string } | null>(null);
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const submission = useSubmission();
  const { honeypot, extras, startBotCheck } = useEnquiryExtras();

  const set = (field: keyof Fields) => (value: string) => setFields((current) => ({ ...current, [field]: value }));
  const errorOf = (field: keyof DataRequest) => (problem?.field === field ? problem.message : null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.busy) return;
    const request = {
      name: fields.name.trim(),
      phone: fields.phone.trim() || null,
      email: fields.email.trim() || null,
      request: fields.request as DataRequestKind,
      details: fields.details.trim() || null,
    };
    const found = firstProblem(dataRequestRules, request);
    setProblem(found);
    setResult(null);
    if (found) {
      document.getElementById(`${id}-${found.field}`)?.focus();
      return;
    }
    const sent = await submission.run(async () => sendDataRequest(request, await extras()));
    if (sent === undefined) return;
    if (sent) {
      setFields(empty);
      setResult({ kind: 'success', text: dataRequestMessages.sent });
    } else {
      setResult({ kind: 'error', text: dataRequestMessages.failed });
    }
  };

  return (
    <form
      method="post"
      action={enquiryAction('data-request')}
      className={`${styles.form} ${styles.contact}`}
      noValidate
      onSubmit={submit}
      onFocus={startBotCheck}
      aria-labelledby={headingId}
    >
      <TextField id={`${id}-name`} label="Name" name="name" autoComplete="name" maxLength={FIELD_LIMITS.name} value={fields.name} onChange={set('name')} error={errorOf('name')} />
      <SelectField id={`${id}-request`} label="What are you asking for?" name="request" options={REQUEST_OPTIONS} value={fields.request} onChange={set('request')} error={errorOf('request')} />
      <TextField
        id={`${id}-phone`}
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={FIELD_LIMITS.phone}
        value={fields.phone}
        onChange={set('phone')}
        error={errorOf('phone')}
      />
      <TextField id={`${id}-email`} label="Email" name="email" type="email" autoComplete="email" maxLength={FIELD_LIMITS.email} value={fields.email} onChange={set('email')} error={errorOf('email')} />
      <p className={`${styles.intro} ${styles.wide}`}>The phone number or e-mail address you used with us (or both), so we can find what we hold and reach you.</p>
      <TextField
        id={`${id}-details`}
        label="Details (optional)"
        name="details"
        className={styles.wide}
        rows={4}
        maxLength={DATA_REQUEST_DETAILS_MAX}
        hint="What to correct, whom you nominate, or what went wrong. Please leave out health details."
        value={fields.details}
        onChange={set('details')}
        error={errorOf('details')}
      />
      <HoneypotField {...honeypot} />
      <div className={styles.wide}>
        <SubmitButton busy={submission.busy} busyLabel="Sending…">
          Send Request
        </SubmitButton>
      </div>
      <FormResult className={`${styles.result} ${styles.wide}`}>
        {result && <p className={result.kind === 'success' ? 'form-success' : 'form-error'}>{result.text}</p>}
      </FormResult>
      <ConsentNotice className={styles.wide} />
    </form>
  );
}
