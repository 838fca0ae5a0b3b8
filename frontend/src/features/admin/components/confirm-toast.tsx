import { toast, type Id } from 'react-toastify';
import { showToastHost } from '../../../lib/toast';
import styles from './confirm-toast.module.css';

interface ConfirmOptions {
  message: string;
  confirmLabel?: string;
  onConfirm: () => void;
}

let openConfirmation: Id | null = null;

function Confirmation({ message, confirmLabel, onConfirm, close }: Required<ConfirmOptions> & { close: () => void }) {
  return (
    <div className={styles.confirm}>
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`btn ${styles.danger}`}
          onClick={() => {
            close();
            onConfirm();
          }}
        >
          {confirmLabel}
        </button>
        {/* The safe choice gets the focus, so Enter never deletes by accident. */}
        <button type="button" className="btn btn-outline" onClick={close} autoFocus>
          Cancel
        </button>
      </div>
    </div>
  );
}

/**
 * Asks before something is deleted, in a toast that stays until answered. Only one is open at a
 * time: asking again replaces the previous question.
 */
export function confirmInToast({ message, confirmLabel = 'Delete', onConfirm }: ConfirmOptions): void {
  showToastHost();
  if (openConfirmation !== null) toast.dismiss(openConfirmation);
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const id: Id = toast(
    ({ closeToast }) => (
      <Confirmation
        message={message}
        confirmLabel={confirmLabel}
        onConfirm={onConfirm}
        close={() => {
          closeToast();
          if (opener?.isConnected) opener.focus();
        }}
      />
    ),
    {
      autoClose: false,
      closeOnClick: false,
      closeButton: false,
      draggable: false,
      className: styles.toast,
      onClose: () => {
        if (openConfirmation === id) openConfirmation = null;
      },
    },
  );
  openConfirmation = id;
}
