import { SessionEndedError } from '../api/admin-fetch';
import styles from './account-modal.module.css';

/** Runs an account change: its outcome, or null when the session ended (already handled: the sign-in page is shown). */
export async function attempt<T>(change: () => Promise<T>): Promise<T | null> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof SessionEndedError) return null;
    throw error;
  }
}

/** An account form's message, read out at once; its id describes the form's fields. */
export function FormError({ id, message }: { id: string; message: string | null }) {
  return (
    <div aria-live="assertive" className={styles.error}>
      {message && (
        <p id={id} className="form-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
