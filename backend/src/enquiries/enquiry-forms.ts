import { callbackRules, contactRules, dataRequestRules, type DataRequest, type DataRequestKind, isBlank, isTextUpTo, NEWSLETTER_CONFIRM_MESSAGES, newsletterRules, type CallbackRequest, type ContactMessage, type NewsletterSignUp } from '@aura/contract';
import { IsString, Matches } from 'class-validator';
import { FormRule, Trimmed } from '../common/form-rule';
import { MAX_BOT_CHECK_LENGTH } from './bot-check.service';

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
export class CallbackRequestDto extends FormExtras implements CallbackRequest {
  @Trimmed()
  @FormRule(callbackRules.name)
  name: string;

  /** No format check, as on the form: only present and as long as the form allows. */
  @Trimmed()
  @FormRule(callbackRules.phone)
  phone: string;

  /** The WhatsApp box: true from the page's scripts, 'yes' from a form sent without them. */
  @FormRule(callbackRules.whatsapp)
  whatsapp?: boolean | string | null;
}

/** The contact page's form: every field required, one message for any problem. */
export class ContactMessageDto extends FormExtras implements ContactMessage {
  @Trimmed()
  @FormRule(contactRules.name)
  name: string;

  @Trimmed()
  @FormRule(contactRules.email)
  email: string;

  @Trimmed()
  @FormRule(contactRules.subject)
  subject: string;

  @Trimmed()
  @FormRule(contactRules.message)
  message: string;
}

export class NewsletterSignUpDto extends FormExtras implements NewsletterSignUp {
  @Trimmed()
  @FormRule(newsletterRules.email)
  email: string;
}

/** The privacy page's own form: a patient asks about the data the clinic holds about them. */
export class DataRequestDto extends FormExtras implements DataRequest {
  @Trimmed()
  @FormRule(dataRequestRules.name)
  name: string;

  @Trimmed()
  @FormRule(dataRequestRules.phone)
  phone?: string | null;

  @Trimmed()
  @FormRule(dataRequestRules.email)
  email?: string | null;

  @Trimmed()
  @FormRule(dataRequestRules.request)
  request: DataRequestKind;

  @Trimmed()
  @FormRule(dataRequestRules.details)
  details?: string | null;
}

/** The token of a newsletter confirmation link (base64url, as mailed). */
export class NewsletterConfirmDto {
  @IsString({ message: NEWSLETTER_CONFIRM_MESSAGES.linkInvalid })
  @Matches(/^[A-Za-z0-9_-]{16,64}$/, { message: NEWSLETTER_CONFIRM_MESSAGES.linkInvalid })
  token: string;
}
