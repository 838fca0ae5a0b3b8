import {
  FormRule,
  isBlank,
  isClockTime,
  isEmailAddress,
  isIsoDate,
  isTextUpTo,
  PHONE_MAX,
  PHONE_TOO_LONG,
  Trimmed,
} from './form-rule';
import { MAX_BOT_CHECK_LENGTH } from './bot-check.service';

const NAME_TOO_LONG = 'Name must be at most 100 characters';
const CONTACT_INVALID = 'Please fill in all required fields correctly.';

/** Latest plausible epoch ms (year 2286); anything larger is not a time a browser sends. */
const MAX_EPOCH_MS = 9_999_999_999_999;

/**
 * Sent with every form: the hidden honeypot, when the form was shown, and which privacy notice it
 * showed (the server's current one is recorded when it is left out).
 */
export abstract class FormExtras {
  /** Hidden from people; anything in it marks the enquiry as suspected spam. */
  @FormRule((value) =>
    isBlank(value) || (typeof value === 'string' && value.length <= 500) ? null : 'Invalid request',
  )
  website?: string | null;

  @FormRule((value) =>
    isBlank(value) || (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_EPOCH_MS)
      ? null
      : 'Invalid form start time',
  )
  startedAt?: number | null;

  @Trimmed()
  @FormRule((value) =>
    isBlank(value) || (isTextUpTo(value, 40) && /^[\w.:-]+$/.test(value)) ? null : 'Invalid consent notice',
  )
  consentNotice?: string | null;

  /** The browser's answer to the bot check (base64 JSON, see bot-check.service.ts); checked when stored. */
  @FormRule((value) =>
    isBlank(value) || (typeof value === 'string' && value.length <= MAX_BOT_CHECK_LENGTH) ? null : 'Invalid request',
  )
  botCheck?: string | null;
}

/** The hero's call-back form (spec section 5: name first, then phone). */
export class CallbackForm extends FormExtras {
  @Trimmed()
  @FormRule((value) =>
    isBlank(value) || typeof value !== 'string' ? 'Enter your name' : value.length > 100 ? NAME_TOO_LONG : null,
  )
  name: string;

  /** No format check, as on the form: only present and as long as the form allows. */
  @Trimmed()
  @FormRule((value) =>
    isBlank(value) || typeof value !== 'string' ? 'Enter your phone' : value.length > PHONE_MAX ? PHONE_TOO_LONG : null,
  )
  phone: string;
}

/**
 * The appointment modal: name, phone or e-mail, date, time and concern, checked in that order.
 * Phone and e-mail have no format check beyond the inputs' own.
 */
export class AppointmentForm extends FormExtras {
  @Trimmed()
  @FormRule((value) =>
    isBlank(value) || typeof value !== 'string' ? 'Please enter your name' : value.length > 100 ? NAME_TOO_LONG : null,
  )
  name: string;

  @Trimmed()
  @FormRule<AppointmentForm>((value, form) => {
    if (isBlank(value)) return isBlank(form.email) ? 'Provide a phone number or an email' : null;
    if (typeof value !== 'string') return 'Provide a phone number or an email';
    return value.length > PHONE_MAX ? PHONE_TOO_LONG : null;
  })
  phone?: string | null;

  /** Checked as the form's e-mail input checks it, no more. */
  @Trimmed()
  @FormRule((value) => (isBlank(value) || isEmailAddress(value) ? null : 'Enter a valid email address'))
  email?: string | null;

  /** YYYY-MM-DD; whether it is today or later in the clinic's time zone is checked by the service. */
  @FormRule((value) => (isIsoDate(value) ? null : 'Select a date'))
  date: string;

  @FormRule((value) => (isClockTime(value) ? null : 'Select a time'))
  time: string;

  /** One of the form's concern options, or a treatment's title the site preselected. */
  @Trimmed()
  @FormRule((value) => (isTextUpTo(value, 100) ? null : 'Choose a concern'))
  concern: string;
}

/** The contact page's form: every field required, one message for any problem. */
export class ContactForm extends FormExtras {
  @Trimmed()
  @FormRule((value) => (isTextUpTo(value, 100) ? null : CONTACT_INVALID))
  name: string;

  @Trimmed()
  @FormRule((value) => (isEmailAddress(value) ? null : CONTACT_INVALID))
  email: string;

  @Trimmed()
  @FormRule((value) => (isTextUpTo(value, 150) ? null : CONTACT_INVALID))
  subject: string;

  @Trimmed()
  @FormRule((value) => (isTextUpTo(value, 5000) ? null : CONTACT_INVALID))
  message: string;
}

export class NewsletterForm extends FormExtras {
  @Trimmed()
  @FormRule((value) =>
    isBlank(value) || typeof value !== 'string'
      ? 'Please enter your email'
      : isEmailAddress(value)
        ? null
        : 'Enter a valid email address',
  )
  email: string;
}
