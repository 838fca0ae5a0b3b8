/**
 * The privacy notice: the /privacy page as structured sections, written for India’s Digital
 * Personal Data Protection Act, 2023. The one-line notice under every form is consent-notice.ts.
 *
 * When the page changes in substance, change consentNotice.version as well: each enquiry
 * records the version of the notice that was shown with its form.
 */
import { DATA_REQUEST_DAYS, NEWSLETTER_CONFIRM_DAYS } from '@aura/contract';
import { clinic } from './clinic';

/** A paragraph, a bulleted list, or the place of the form patients send their requests with. */
export type PrivacyBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'request-form' };

/** One section of the notice, with an anchor id for links such as /privacy#your-rights. */
export interface PrivacySection {
  id: string;
  heading: string;
  blocks: PrivacyBlock[];
}

export interface PrivacyPage {
  title: string;
  /** Meta description of the page. */
  description: string;
  lastUpdated: {
    /** '22 November 2026' */
    display: string;
    /** ISO date, yyyy-mm-dd. */
    iso: string;
  };
  /** Paragraphs before the first section. */
  intro: string[];
  sections: PrivacySection[];
}

/** Whom patients write to about their data: the clinic fact the admin edits (the clinic's e-mail when none). */
const PRIVACY_EMAIL = clinic.privacyEmail;

export const privacyPage: PrivacyPage = {
  title: 'Privacy Notice',
  description: `How ${clinic.brandName} collects, uses and protects the personal data you share through this website, and how to exercise your rights under the Digital Personal Data Protection Act, 2023.`,
  lastUpdated: {
    display: '27 November 2026',
    iso: '2026-11-27',
  },
  intro: [
    `This notice explains what personal data ${clinic.brandName} collects through this website, why we collect it, how long we keep it and the rights you have over it under India’s Digital Personal Data Protection Act, 2023.`,
    'We collect only what we need to respond to you, we do not sell your data, and we do not use it for advertising.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who is responsible for your data',
      blocks: [
        {
          kind: 'paragraph',
          text: `${clinic.brandName}, ${clinic.address.oneLine}, is the Data Fiduciary for the personal data collected through this website. This means we decide why and how that data is used, and we are responsible for protecting it.`,
        },
        {
          kind: 'paragraph',
          text: `For any question, request or complaint about your personal data, use the form at the end of this page, write to ${PRIVACY_EMAIL}, or call ${clinic.phone.display} during clinic hours (${clinic.hours.oneLine}).`,
        },
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We collect only the details you type into our forms:',
        },
        {
          kind: 'list',
          items: [
            'Call-back request: your name and phone number, and whether you ticked the box for updates on WhatsApp.',
            'Appointment request: your name, your phone number or e-mail address (or both), your preferred date and time, the concern you choose from our list, and whether you ticked the box for updates on WhatsApp. We keep a history of the appointment: when it was confirmed, moved or cancelled, and by whom.',
            'Contact form: your name, e-mail address, subject and message.',
            `Newsletter sign-up: your e-mail address, when you confirmed it and, if you unsubscribe, when. We e-mail you a link first; your address is added to the newsletter only once you open it, and an address not confirmed within ${NEWSLETTER_CONFIRM_DAYS} days is deleted.`,
            'Request about your data (the form on this page): your name, your phone number or e-mail address, what you ask for and any details you add.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'With each form we also record when you sent it, which version of this notice was shown with it and for what purpose you gave your details (for example, to arrange your appointment). This is our record of your consent. We also keep the IP address and browser the form came from, only to stop spam and abuse of the forms.',
        },
        {
          kind: 'paragraph',
          text: 'We keep a copy of each e-mail, WhatsApp message and SMS we send you (for example, the confirmation of an appointment), whether it was delivered and, on WhatsApp, read, and any button you tap in reply.',
        },
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Why we use it',
      blocks: [
        {
          kind: 'list',
          items: [
            'To respond to your request: to call you back or reply to your message.',
            'To arrange your appointment: to confirm it with you by phone, e-mail or WhatsApp and, if you gave an e-mail address, to e-mail you that we received the request, the confirmation with a calendar invitation, any change or cancellation, and a reminder the day before.',
            'If you ticked the box for updates on WhatsApp, to send you the same messages there (with buttons to cancel or ask for another time), and after your visit an invitation to review the clinic on Google, or after a missed visit an invitation to book again. If you left a phone number and did not tick it, or a WhatsApp message does not reach you, we send the appointment’s messages (never offers) by SMS.',
            'To send you the newsletter you asked for and confirmed (the clinic’s news and articles, by e-mail), and nothing else. Every newsletter has its own unsubscribe link: open it, press Unsubscribe, and we send you no more. Your mail program’s own unsubscribe button works too.',
            'To answer a request about your data.',
            'To keep the website and its forms secure.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We process this data on the basis of the consent you give when you submit a form. We do not use it for any other purpose, we do not sell it, and we do not share it with advertisers.',
        },
      ],
    },
    {
      id: 'health-details',
      heading: 'Health details',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The appointment form asks you to choose a concern from a list so that we can book enough time with the right doctor. We keep only the option you chose. Please do not send medical reports, photographs of your skin or hair, or details of your health, medicines or treatment through the website’s messages; the doctor will discuss these with you in person at your consultation.',
        },
        {
          kind: 'paragraph',
          text: 'If you become our patient, your clinical records are kept separately, as medical regulations require. This notice covers only the data collected through the website.',
        },
      ],
    },
    {
      id: 'who-processes-it',
      heading: 'Who else processes your data',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These service providers process your data on our behalf, only on our instructions and under contract, as Data Processors:',
        },
        {
          kind: 'list',
          items: [
            'Our hosting provider, whose server runs this website and stores the requests you send through it.',
            'Our form delivery service, which passes each request you send to the clinic’s mailbox so that our team sees it at once.',
            'Our e-mail provider, which delivers the e-mails we send you (about your appointment, your newsletter confirmation, the newsletter itself) and the clinic’s own mail.',
            'Meta Platforms, through the WhatsApp Business Platform, which delivers our WhatsApp messages to you if you chose them, and tells us whether they were delivered and read.',
            'Our SMS provider, registered with India’s telecom operators (DLT), which delivers our SMS about your appointment.',
            'Our backup storage provider, which keeps encrypted copies of our data so that nothing is lost if the server fails. It cannot read them.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'These providers may store data on servers in India or abroad, as the Act permits. We do not share your data with anyone else unless the law requires us to, for example on a valid order from a court or a government authority.',
        },
      ],
    },
    {
      id: 'how-long-we-keep-it',
      heading: 'How long we keep it',
      blocks: [
        {
          kind: 'list',
          items: [
            'Call-back, appointment and contact requests, requests about your data, and the e-mails we sent you about them are deleted 12 months after our last contact with you about them. For an appointment, that is counted from the appointment itself if it is later. Our deletion runs every hour and counts the same way.',
            'Your newsletter e-mail address is kept while you stay subscribed, or until you ask us to remove it; the IP address and browser recorded with it are deleted after 12 months. If you unsubscribe, we keep your address and when you unsubscribed, as the record that we must not write to you, for 12 months, then delete them. An address never confirmed is deleted after ' + NEWSLETTER_CONFIRM_DAYS + ' days.',
            'Our encrypted backups are replaced as they age: we keep one for each of the last 7 days and each of the last 4 weeks, so deleted data is gone from them within 5 weeks. If we ever have to restore a backup, every erasure made since it was taken is applied again.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If the law requires us to keep something longer, we keep only that and only for as long as required.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Under the Digital Personal Data Protection Act, 2023, you have the right to:',
        },
        {
          kind: 'list',
          items: [
            'Access: ask for a summary of the personal data we hold about you and how we use it, and the names of those we have shared it with. We can give you a copy of everything we hold that is linked to your phone number or e-mail address.',
            'Correction: ask us to correct, complete or update data that is inaccurate or incomplete.',
            'Erasure: ask us to delete your data. We then delete everything linked to your phone number or e-mail address, including e-mails waiting to be sent, and keep only a record that an erasure took place, which does not contain your phone number or e-mail address.',
            'Grievance redressal: complain to us about how we handle your data and receive a response.',
            'Nomination: name another person who may exercise these rights on your behalf in the event of your death or incapacity.',
          ],
        },
        {
          kind: 'paragraph',
          text: `To use any of these rights, send the form below, write to ${PRIVACY_EMAIL} or call ${clinic.phone.display}. We may ask you to confirm your identity before acting on the request, and we will respond within ${DATA_REQUEST_DAYS} days.`,
        },
        {
          kind: 'paragraph',
          text: 'If you are not satisfied with our response to a grievance, you may complain to the Data Protection Board of India.',
        },
      ],
    },
    {
      id: 'withdrawing-consent',
      heading: 'Withdrawing your consent',
      blocks: [
        {
          kind: 'paragraph',
          text: `You can withdraw your consent at any time, as easily as you gave it: send the form below choosing “Withdraw my consent”, or write to ${PRIVACY_EMAIL}. This includes the WhatsApp and SMS messages about an appointment; on WhatsApp, writing STOP to us is enough. We will then stop using your data and delete it, unless the law requires us to keep it.`,
        },
        {
          kind: 'paragraph',
          text: 'Withdrawing consent does not affect anything we did with your data before you withdrew it. If you withdraw consent for a pending request, we may not be able to complete it, for example to confirm an appointment.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you are under 18, please ask a parent or guardian to contact us or book the appointment for you.',
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This website does not use tracking, analytics or advertising cookies. The only cookie it sets is a strictly necessary session cookie that keeps the clinic’s staff signed in to the dashboard. Visitors to the public pages receive no cookies from us.',
        },
        {
          kind: 'paragraph',
          text: 'Some pages show an embedded map or videos from Google Maps and YouTube, and the chat button opens WhatsApp. These services are run by other companies, which may set their own cookies under their own privacy policies when you use them.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'How we protect your data',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our website uses encrypted connections. Only the clinic’s staff can see stored requests, each with their own account and only the parts of the dashboard their work needs, and what they change is recorded. Our backups are encrypted. If a breach affecting your personal data occurs, we will inform you and the Data Protection Board of India as the law requires.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this notice',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If we change this notice, we will publish the new version on this page with a new date. If a change affects how we use data you have already given us, we will ask for your consent again where the law requires it.',
        },
      ],
    },
    {
      id: 'ask-about-your-data',
      heading: 'Ask about your data',
      blocks: [
        {
          kind: 'paragraph',
          text: `Tell us who you are and what you would like. We answer within ${DATA_REQUEST_DAYS} days, by phone or e-mail.`,
        },
        { kind: 'request-form' },
      ],
    },
  ],
};
