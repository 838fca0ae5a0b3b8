import {
  ACCOUNT_MESSAGES,
  appointmentRules,
  callbackMessages,
  callbackRules,
  CONCERNS,
  CONSENT_NOTICE_VERSION,
  contactMessages,
  contactRules,
  DATA_REQUEST_DETAILS_MAX,
  DATA_REQUEST_KINDS,
  DATA_REQUEST_LABELS,
  dataRequestMessages,
  dataRequestRules,
  FIELD_LIMITS,
  newsletterMessages,
  newsletterRules,
  TWO_FACTOR_CODE_MAX,
  WHATSAPP_OPT_IN_LABEL,
  type FormRules,
} from '@aura/contract';
import { createHash } from 'node:crypto';
import { escapeHtml } from './html';

/** The visitor forms a browser can send by itself, before (or without) the page's scripts. */
export type VisitorFormKind = 'callback' | 'contact' | 'newsletter' | 'appointment' | 'data-request';
/** Those, and the staff's sign-in (whose page has its form in its HTML too). */
export type PlainFormKind = VisitorFormKind | 'admin-login';

/** Where a plain form that was received sends the browser: the site's page with the form's own thank-you. */
export const thankYouPath = (kind: VisitorFormKind) => `/thank-you/${kind}`;

interface PlainField {
  name: string;
  label: string;
  /** A password is never written back into the page. */
  type: 'text' | 'tel' | 'email' | 'date' | 'textarea' | 'select' | 'password' | 'checkbox';
  autocomplete?: string;
  maxLength?: number;
  /** A select's choices (value and label); the first is its empty choice. */
  options?: Array<{ value: string; label: string }>;
  /** Shown only once the API asked for it (the two-factor code, after the right password). */
  whenAsked?: boolean;
  inputMode?: 'numeric';
}

interface PlainForm {
  heading: string;
  intro: string;
  fields: PlainField[];
  rules: FormRules<never>;
  /** The contact form says one thing for any problem, above its button, as it does on the site. */
  oneMessage?: string;
  /** What the form says when it could not be sent. */
  failed: string;
  button: string;
  /** The staff's form: no honeypot, no privacy line, not a patient's request. */
  staff?: boolean;
}

const name: PlainField = { name: 'name', label: 'Name', type: 'text', autocomplete: 'name', maxLength: FIELD_LIMITS.name };
const phone: PlainField = { name: 'phone', label: 'Phone', type: 'tel', autocomplete: 'tel', maxLength: FIELD_LIMITS.phone };
const email: PlainField = { name: 'email', label: 'Email', type: 'email', autocomplete: 'email', maxLength: FIELD_LIMITS.email };
/** The WhatsApp box: sends 'yes' when ticked, nothing when not. */
const whatsapp: PlainField = { name: 'whatsapp', label: WHATSAPP_OPT_IN_LABEL, type: 'checkbox' };

/** Each form as the site draws it: the same fields, labels, rules and messages. */
export const PLAIN_FORMS: Record<PlainFormKind, PlainForm> = {
  callback: {
    heading: 'Request A Call Back',
    intro: 'Share your name and number, and our team will call you during clinic hours.',
    fields: [name, phone, whatsapp],
    rules: callbackRules as FormRules<never>,
    failed: callbackMessages.failed,
    button: 'Call Me Back',
  },
  contact: {
    heading: 'Send us a message',
    intro: 'Please check the form below and send it again.',
    fields: [
      name,
      email,
      { name: 'subject', label: 'Subject', type: 'text', maxLength: FIELD_LIMITS.subject },
      { name: 'message', label: 'Message', type: 'textarea', maxLength: FIELD_LIMITS.message },
    ],
    rules: contactRules as FormRules<never>,
    oneMessage: contactMessages.invalid,
    failed: contactMessages.failed,
    button: 'Send Message',
  },
  newsletter: {
    heading: 'Subscribe to our newsletter',
    intro: 'Skin and hair care news from the clinic, now and then.',
    fields: [email],
    rules: newsletterRules as FormRules<never>,
    failed: newsletterMessages.failed,
    button: 'Subscribe',
  },
  appointment: {
    heading: 'Book an Appointment',
    intro: 'Tell us when you would like to come and what about; we will confirm the time with you.',
    fields: [
      name,
      phone,
      email,
      whatsapp,
      { name: 'date', label: 'Preferred date', type: 'date' },
      { name: 'time', label: 'Preferred time', type: 'select' },
      { name: 'concern', label: 'Concern', type: 'select', options: [{ value: '', label: 'Select your concern' }, ...CONCERNS.map(({ label }) => ({ value: label, label }))] },
    ],
    rules: appointmentRules as FormRules<never>,
    failed: 'Your request could not be sent. Please try again.',
    button: 'Request Appointment',
  },
  'data-request': {
    heading: 'Ask about your personal data',
    intro: 'Tell us who you are and what you are asking for; we answer within 30 days.',
    fields: [
      name,
      phone,
      email,
      {
        name: 'request',
        label: 'What are you asking for?',
        type: 'select',
        options: [{ value: '', label: 'Choose your request' }, ...DATA_REQUEST_KINDS.map((kind) => ({ value: kind, label: DATA_REQUEST_LABELS[kind] }))],
      },
      { name: 'details', label: 'Details (optional)', type: 'textarea', maxLength: DATA_REQUEST_DETAILS_MAX },
    ],
    rules: dataRequestRules as FormRules<never>,
    failed: dataRequestMessages.failed,
    button: 'Send Request',
  },
  'admin-login': {
    heading: 'Admin Login',
    intro: 'Sign in to manage the clinic’s news and enquiries.',
    fields: [
      { name: 'username', label: 'Username', type: 'text', autocomplete: 'username', maxLength: 64 },
      { name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', maxLength: 200 },
      { name: 'code', label: 'Authentication code', type: 'text', autocomplete: 'one-time-code', maxLength: TWO_FACTOR_CODE_MAX, whenAsked: true },
    ],
    rules: {
      username: (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? null : ACCOUNT_MESSAGES.usernameRequired),
      password: (value: unknown) => (typeof value === 'string' && value !== '' ? null : ACCOUNT_MESSAGES.passwordRequired),
    } as FormRules<never>,
    failed: 'Login failed. Please try again.',
    button: 'Sign In',
    staff: true,
  },
};

/** What the page shows: what the patient typed, and the message of each field (or of the form). */
export interface PlainFormAnswer {
  values: Record<string, string>;
  /** Field name → its message. */
  problems: Record<string, string>;
  /** A message for the whole form (too many requests, could not be stored). */
  formMessage?: string;
  /** The appointment form's time choices for the date asked (value HH:MM and its label). */
  timeOptions?: Array<{ value: string; label: string }>;
  /** The appointment form's note under the time: the next open times on other days. */
  timeNote?: string;
  /** The privacy notice the form was sent with (the current one when it was left out). */
  consentNotice?: string;
  /** The sign-in asked for the two-factor code: its field is shown. */
  codeAsked?: boolean;
}

/** Every field's own message, by the contract's rules (the API's checks speak with the same words). */
export function fieldProblems(kind: PlainFormKind, body: unknown): Record<string, string> {
  const sent = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const values = Object.fromEntries(Object.entries(sent).map(([field, value]) => [field, typeof value === 'string' ? value.trim() : value]));
  const problems: Record<string, string> = {};
  for (const [field, rule] of Object.entries(PLAIN_FORMS[kind].rules) as Array<[string, (value: unknown, form: unknown) => string | null]>) {
    const message = rule(values[field] ?? '', values);
    if (message) problems[field] = message;
  }
  return problems;
}

/** What the patient typed into the form's own fields, as text, each cut to its field's length. */
export function typedValues(kind: PlainFormKind, body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  const sent = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  for (const field of PLAIN_FORMS[kind].fields) {
    const value = sent[field.name];
    if (typeof value === 'string' && field.type !== 'password') values[field.name] = value.slice(0, field.maxLength ?? FIELD_LIMITS.message);
  }
  return values;
}

/** The notice version a plain form carried, when it is one a form could have shown. */
export function sentNotice(body: unknown): string | undefined {
  const notice = body && typeof body === 'object' ? (body as Record<string, unknown>).consentNotice : undefined;
  return typeof notice === 'string' && /^[\w.:-]{1,40}$/.test(notice) ? notice : undefined;
}

const STYLE = `
:root{color-scheme:light;--primary:#1f4e4a;--ink:#1c2826;--muted:#4d5c59;--line:#e3dcd2;--error:#b3261e;--cream:#fbf8f4}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--cream)}
header{background:var(--primary);padding:14px 20px}
header a{color:#fff;font-weight:600;text-decoration:none;font-size:1.1rem}
main{max-width:560px;margin:0 auto;padding:28px 20px 48px}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 8px;color:var(--primary)}
p{margin:0 0 16px;color:var(--muted)}
form{background:#fff;border:1px solid var(--line);border-radius:12px;padding:20px;display:grid;gap:16px}
label{display:block;font-weight:600;margin-bottom:6px}
.check{display:flex;gap:10px;align-items:center;font-weight:500}
.check input{width:22px;min-height:22px;height:22px;margin:0}
input,select,textarea{width:100%;font:inherit;padding:12px;border:1px solid #8a9895;border-radius:8px;background:#fff;color:var(--ink);min-height:48px}
textarea{min-height:140px}
[aria-invalid=true]{border-color:var(--error);border-width:2px}
.message{color:var(--error);font-weight:600;margin:6px 0 0}
.note{margin:6px 0 0;color:var(--muted)}
.alert{color:var(--error);font-weight:600;margin:0;border-left:4px solid var(--error);padding-left:10px}
.done{color:#1f6b3a;font-weight:600;border-left:4px solid #1f6b3a;padding-left:10px}
button{font:inherit;font-weight:700;letter-spacing:.02em;min-height:48px;padding:12px 20px;border:0;border-radius:999px;background:var(--primary);color:#fff;cursor:pointer}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.back{display:inline-block;margin-top:20px;color:var(--primary)}
`;

/** The page's only style, allowed by its hash: the page runs no script at all. */
export const PLAIN_FORM_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/**
 * The form again, as a page of its own that needs no script: what the patient typed kept in each
 * field, each field's message under it, and the same address to send it to. The consent notice
 * the patient was shown travels along.
 */
export function renderPlainFormPage(kind: PlainFormKind, answer: PlainFormAnswer, action: string, clinicName: string): string {
  const form = PLAIN_FORMS[kind];
  const formMessage = answer.formMessage ?? (form.oneMessage && Object.keys(answer.problems).length > 0 ? form.oneMessage : undefined);
  const shown = form.fields.filter((field) => !field.whenAsked || answer.codeAsked);
  const firstProblem = shown.find((field) => answer.problems[field.name]) ?? (answer.codeAsked ? shown.find((field) => field.whenAsked) : undefined);
  const fields = shown.map((field) => {
    const id = `field-${field.name}`;
    const value = answer.values[field.name] ?? '';
    const message = form.oneMessage ? undefined : answer.problems[field.name];
    const invalid = Boolean(answer.problems[field.name]);
    const note = field.name === 'time' ? answer.timeNote : undefined;
    const described = [message ? `${id}-message` : '', note ? `${id}-note` : ''].filter(Boolean).join(' ');
    const attributes = [
      `id="${id}"`,
      `name="${field.name}"`,
      field.autocomplete ? `autocomplete="${field.autocomplete}"` : '',
      field.maxLength ? `maxlength="${field.maxLength}"` : '',
      field.inputMode ? `inputmode="${field.inputMode}"` : '',
      invalid ? 'aria-invalid="true"' : '',
      described ? `aria-describedby="${described}"` : '',
      field === firstProblem ? 'autofocus' : '',
    ]
      .filter(Boolean)
      .join(' ');
    let control: string;
    if (field.type === 'textarea') control = `<textarea ${attributes}>${escapeHtml(value)}</textarea>`;
    else if (field.type === 'select') {
      const options = field.name === 'time' ? [{ value: '', label: answer.timeOptions?.length ? 'Select a time' : 'Choose a date first' }, ...(answer.timeOptions ?? [])] : field.options!;
      if (value && !options.some((option) => option.value === value)) options.splice(1, 0, { value, label: value });
      control = `<select ${attributes}>${options
        .map((option) => `<option value="${escapeHtml(option.value)}"${option.value === value ? ' selected' : ''}>${escapeHtml(option.label)}</option>`)
        .join('')}</select>`;
    } else if (field.type === 'password') control = `<input type="password" ${attributes}>`;
    else if (field.type === 'checkbox') {
      // The box sits before its words, inside its label.
      return [
        `<div><label class="check"><input type="checkbox" ${attributes} value="yes"${value === 'yes' ? ' checked' : ''}> ${escapeHtml(field.label)}</label>`,
        message ? `<p class="message" id="${id}-message">${escapeHtml(message)}</p>` : '',
        '</div>',
      ].join('');
    } else control = `<input type="${field.type}" ${attributes} value="${escapeHtml(value)}">`;
    return [
      `<div><label for="${id}">${escapeHtml(field.label)}</label>${control}`,
      message ? `<p class="message" id="${id}-message">${escapeHtml(message)}</p>` : '',
      note ? `<p class="note" id="${id}-note">${escapeHtml(note)}</p>` : '',
      '</div>',
    ].join('');
  });
  return plainPage({
    title: `${form.heading}: please check the form | ${clinicName}`,
    clinicName,
    main: `<h1>${escapeHtml(form.heading)}</h1>
<p>${escapeHtml(form.intro)}</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
${formMessage ? `<p class="alert" role="alert">${escapeHtml(formMessage)}</p>` : ''}
${fields.join('\n')}
${form.staff ? '' : `<div class="trap" aria-hidden="true"><label for="field-website">Leave this field empty</label><input id="field-website" name="website" type="text" tabindex="-1" autocomplete="off"></div>
<input type="hidden" name="consentNotice" value="${escapeHtml(answer.consentNotice ?? CONSENT_NOTICE_VERSION)}">`}
<div><button type="submit">${escapeHtml(form.button)}</button></div>
${form.staff ? '' : '<p class="note">We use these details only to respond to your request. See our <a href="/privacy">Privacy Notice</a>.</p>'}
</form>
<a class="back" href="/">Back to the home page</a>`,
  });
}

/**
 * A page the API writes itself, needing no script (PLAIN_FORM_PAGE_CSP): the clinic's name over
 * `main`, which is HTML already escaped. `noReferrer` for a page whose address holds a token.
 */
export function plainPage({ title, clinicName, main, noReferrer = false }: { title: string; clinicName: string; main: string; noReferrer?: boolean }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${noReferrer ? '<meta name="referrer" content="no-referrer">\n' : ''}<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="/">${escapeHtml(clinicName)}</a></header>
<main>
${main}
</main>
</body>
</html>
`;
}
