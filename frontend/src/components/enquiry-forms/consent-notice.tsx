import { Link } from 'react-router-dom';
import { consentNotice } from '../../content/consent-notice';
import styles from './enquiry-form.module.css';

const LINK_TEXT = 'Privacy Notice';

/** The one line under every form: what the details are used for, with a link to /privacy. */
export function ConsentNotice({ className }: { className?: string }) {
  const at = consentNotice.text.indexOf(LINK_TEXT);
  const before = at >= 0 ? consentNotice.text.slice(0, at) : `${consentNotice.text} `;
  const after = at >= 0 ? consentNotice.text.slice(at + LINK_TEXT.length) : '';
  return (
    <p className={`${styles.consent} ${className ?? ''}`}>
      {/* Sent with the form when the browser sends it itself (the scripts send the version with theirs). */}
      <input type="hidden" name="consentNotice" value={consentNotice.version} />
      {before}
      <Link to="/privacy">{LINK_TEXT}</Link>
      {after}
    </p>
  );
}
