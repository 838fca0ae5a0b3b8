import { ACCOUNT_MESSAGES, PASSWORD_FORM_MIN, USERNAME_MIN } from '@aura/contract';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useBodyScrollLock } from '../../../components/layout/use-body-scroll-lock';
import { useFocusTrap } from '../../../components/layout/use-focus-trap';
import { TextField } from '../../../components/ui/form/field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { useSubmission } from '../../../components/ui/form/use-submission';
import { notify } from '../../../lib/toast';
import { changePassword, changeUsername } from '../api/update-account';
import { attempt, FormError } from './account-form-parts';
import { SessionList } from './session-list';
import { TwoFactorSettings } from './two-factor-settings';
import styles from './account-modal.module.css';

export const accountMessages = {
  allRequired: ACCOUNT_MESSAGES.allFieldsRequired,
  passwordTooShort: ACCOUNT_MESSAGES.newPasswordTooShortForForm,
  passwordMismatch: ACCOUNT_MESSAGES.passwordsDiffer,
  usernameTooShort: ACCOUNT_MESSAGES.usernameTooShort,
  usernameMismatch: ACCOUNT_MESSAGES.usernamesDiffer,
  passwordUpdated: 'Password updated successfully',
  usernameUpdated: 'Username updated successfully',
};

/** What is wrong with a password change, in the spec's order, or null. */
export function passwordChangeProblem(current: string, next: string, confirm: string): string | null {
  if (!current || !next || !confirm) return accountMessages.allRequired;
  if (next.length < PASSWORD_FORM_MIN) return accountMessages.passwordTooShort;
  if (next !== confirm) return accountMessages.passwordMismatch;
  return null;
}

/** What is wrong with a username change, in the spec's order, or null. */
export function usernameChangeProblem(next: string, confirm: string, password: string): string | null {
  if (!next.trim() || !confirm.trim() || !password) return accountMessages.allRequired;
  if (next.trim().length < USERNAME_MIN) return accountMessages.usernameTooShort;
  if (next.trim() !== confirm.trim()) return accountMessages.usernameMismatch;
  return null;
}

type Tab = 'password' | 'username' | 'two-factor' | 'sessions';

const TABS: Array<{ id: Tab; label: string }> = [
  { id: 'password', label: 'Change Password' },
  { id: 'username', label: 'Change Username' },
  { id: 'two-factor', label: 'Two-factor sign-in' },
  { id: 'sessions', label: 'Sessions' },
];

/** The account's two-factor state, as the profile says it. */
export interface TwoFactorState {
  on: boolean;
  recoveryCodesLeft: number;
}

interface AccountModalProps {
  open: boolean;
  onClose: () => void;
  onUsernameChanged: (username: string) => void;
  onPasswordChanged?: () => void;
  twoFactor: TwoFactorState;
  onTwoFactorChanged: (state: TwoFactorState) => void;
  /** Ending this browser's own session from the list signs out here. */
  onSignedOut: () => void;
  /**
   * The account must set itself up before anything else: a one-time password is in use (only the
   * password can be changed, and it must be), or two-factor sign-in is required and not set up.
   */
  only?: 'password' | 'two-factor';
}

/**
 * Manage Account: change the password or the username, two-factor sign-in, and where the account
 * is signed in. A dialog: focus stays inside, Escape closes.
 */
export function AccountModal({ open, onClose, onUsernameChanged, onPasswordChanged, twoFactor, onTwoFactorChanged, onSignedOut, only }: AccountModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const [chosen, setTab] = useState<Tab>(only ?? 'password');
  // Opened to set the account up: that tab, and it stays chosen once done (the recovery codes show there).
  const [setUpFor, setSetUpFor] = useState(only);
  if (only !== setUpFor) {
    setSetUpFor(only);
    if (only) setTab(only);
  }
  useBodyScrollLock(open);
  useFocusTrap(dialog, open, { initialFocus: 'input', onEscape: onClose });
  if (!open) return null;

  const tabs = only ? TABS.filter((entry) => entry.id === only) : TABS;
  const tab = tabs.some((entry) => entry.id === chosen) ? chosen : tabs[0].id;
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step || tabs.length < 2) return;
    const next = tabs[(tabs.findIndex((entry) => entry.id === tab) + step + tabs.length) % tabs.length].id;
    setTab(next);
    dialog.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(`${headingId}-${next}-tab`)}`)?.focus();
  };

  return (
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={dialog} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={headingId}>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
          ×
        </button>
        <h2 id={headingId} className={styles.heading}>
          Manage Account
        </h2>
        {only === 'password' ? (
          <p className={styles.lead}>You signed in with a one-time password. Type it as the current password, then choose your own to continue.</p>
        ) : null}
        {only === 'two-factor' ? (
          <p className={styles.lead}>The clinic requires two-factor sign-in. Set it up to continue.</p>
        ) : null}
        <div role="tablist" aria-label="Account settings" className={styles.tabs}>
          {tabs.map(({ id, label }) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`${headingId}-${id}-tab`}
              aria-selected={tab === id}
              aria-controls={`${headingId}-${id}-panel`}
              tabIndex={tab === id ? 0 : -1}
              className={styles.tab}
              onClick={() => setTab(id)}
              onKeyDown={onTabKey}
            >
              {label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${headingId}-${tab}-panel`} aria-labelledby={`${headingId}-${tab}-tab`}>
          {tab === 'password' ? (
            <PasswordForm
              onDone={() => {
                onPasswordChanged?.();
                onClose();
              }}
            />
          ) : null}
          {tab === 'username' ? (
            <UsernameForm
              onDone={(username) => {
                onUsernameChanged(username);
                onClose();
              }}
            />
          ) : null}
          {tab === 'two-factor' ? (
            <TwoFactorSettings
              on={twoFactor.on}
              recoveryCodesLeft={twoFactor.recoveryCodesLeft}
              onChanged={(on, recoveryCodesLeft) => onTwoFactorChanged({ on, recoveryCodesLeft })}
            />
          ) : null}
          {tab === 'sessions' ? <SessionList onSignedOut={onSignedOut} /> : null}
        </div>
      </div>
    </div>
  );
}

function PasswordForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submission = useSubmission();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.busy) return;
    const problem = passwordChangeProblem(current, next, confirm);
    setError(problem);
    if (problem) return;
    const outcome = await submission.run(() => attempt(() => changePassword(current, next, confirm)));
    if (!outcome) return;
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    notify.success(accountMessages.passwordUpdated);
    onDone();
  };

  const described = error ? `${id}-error` : undefined;
  return (
    <form className={styles.form} method="post" onSubmit={submit} noValidate>
      <TextField label="Current password" type="password" autoComplete="current-password" maxLength={200} value={current} onChange={setCurrent} describedBy={described} />
      <TextField label="New password" type="password" autoComplete="new-password" maxLength={200} value={next} onChange={setNext} describedBy={described} />
      <TextField label="Confirm new password" type="password" autoComplete="new-password" maxLength={200} value={confirm} onChange={setConfirm} describedBy={described} />
      <FormError id={`${id}-error`} message={error} />
      <SubmitButton busy={submission.busy} busyLabel="Updating...">
        Update Password
      </SubmitButton>
    </form>
  );
}

function UsernameForm({ onDone }: { onDone: (username: string) => void }) {
  const id = useId();
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submission = useSubmission();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.busy) return;
    const problem = usernameChangeProblem(next, confirm, password);
    setError(problem);
    if (problem) return;
    const outcome = await submission.run(() => attempt(() => changeUsername(next.trim(), confirm.trim(), password)));
    if (!outcome) return;
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    notify.success(accountMessages.usernameUpdated);
    onDone(outcome.username ?? next.trim());
  };

  const described = error ? `${id}-error` : undefined;
  return (
    <form className={styles.form} method="post" onSubmit={submit} noValidate>
      <TextField label="New username" autoComplete="username" maxLength={64} value={next} onChange={setNext} describedBy={described} />
      <TextField label="Confirm new username" maxLength={64} value={confirm} onChange={setConfirm} describedBy={described} />
      <TextField label="Password" type="password" autoComplete="current-password" maxLength={200} value={password} onChange={setPassword} describedBy={described} />
      <FormError id={`${id}-error`} message={error} />
      <SubmitButton busy={submission.busy} busyLabel="Updating...">
        Update Username
      </SubmitButton>
    </form>
  );
}
