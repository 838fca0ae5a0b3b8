import { FORM_THANKS, NEWSLETTER_CONFIRM_MESSAGES } from '@aura/contract';
import { Link, useParams } from 'react-router-dom';
import { usePageMeta } from '../../components/page-meta';
import { clinic } from '../../content/clinic';
import NotFoundPage from './not-found';
import styles from './standalone-page.module.css';

/** Each visitor form's thank-you, as the form itself says it (the spec's success message). */
const THANKS = {
  callback: { heading: 'Request A Call Back', message: FORM_THANKS.callback },
  contact: { heading: 'Message sent', message: FORM_THANKS.contact },
  newsletter: { heading: 'Newsletter', message: FORM_THANKS.newsletter },
  appointment: { heading: 'Book an Appointment', message: FORM_THANKS.appointment },
  'data-request': { heading: 'Your personal data', message: FORM_THANKS['data-request'] },
} as const;

/**
 * Where a form the browser sent by itself (before the page's scripts ran, or without them) lands
 * once the clinic has it: the API answers such a form with a 303 here. Nothing the patient typed
 * is in this address.
 */
export default function ThankYouPage() {
  const { form } = useParams();
  const thanks = form && form in THANKS ? THANKS[form as keyof typeof THANKS] : undefined;
  usePageMeta({ title: thanks ? `Thank you: ${thanks.heading}` : 'Page not found', description: `${clinic.brandName} has your request.`, path: thanks ? `/thank-you/${form}` : undefined, noindex: true });
  if (!thanks) return <NotFoundPage />;
  return (
    <section className="section" aria-labelledby="thank-you-heading">
      <div className={`container ${styles.page}`}>
        <div>
        <span className="eyebrow">{thanks.heading}</span>
        <h1 id="thank-you-heading">Thank you</h1>
        <p className="form-success" role="status">
          {thanks.message}
        </p>
        {form === 'newsletter' ? <p>{NEWSLETTER_CONFIRM_MESSAGES.confirmNote}</p> : null}
        {form === 'appointment' ? (
          <p>
            <strong>Not confirmed yet:</strong> the time you asked for is held for you until our team confirms it, during opening hours. We will call or message you
            on the number you gave, or e-mail you. Questions or a change?{' '}
            <a href={`https://wa.me/${clinic.whatsapp.number}`} target="_blank" rel="noopener noreferrer">
              Write to us on WhatsApp
            </a>
            .
          </p>
        ) : null}
        <p>
          {clinic.brandName} is open {clinic.hours.oneLine}. To talk to us now, call <a href={`tel:${clinic.phone.tel}`}>{clinic.phone.display}</a>.
        </p>
        <p>
          <Link to="/" className="btn btn-primary">
            Back to the home page
          </Link>
        </p>
        </div>
      </div>
    </section>
  );
}
