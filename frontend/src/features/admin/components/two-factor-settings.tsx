import type { TwoFactorSetup } from '@aura/contract';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/form/field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { useSubmission } from '../../../components/ui/form/use-submission';
import { notify } from '../../../lib/toast';
import { disableTwoFactor, enableTwoFactor, setUpTwoFactor } from '../api/two-factor';
import { attempt, FormError } from './account-form-parts';
import styles from './account-modal.module.css';

export const twoFactorWords = {
  codeRequired: 'Enter the code your app shows.',
  allRequired: 'Enter your password and a code.',
  turnedOn: 'Two-factor sign-in is on',
  turnedOff: 'Two-factor sign-in is off',
};

/** The base32 secret in groups of four, as it is easiest to type into an app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

interface TwoFactorSettingsProps {
  on: boolean;
  recoveryCodesLeft: number;
  onChanged: (on: boolean, recoveryCodesLeft: number) => void;
}

/**
 * Two-factor sign-in for the signed-in account: set up with a QR code (or the secret typed in),
 * confirmed with a first code, the recovery codes shown once; turned off with the password and a code.
 */
export function TwoFactorSettings({ on, recoveryCodesLeft, onChanged }: TwoFactorSettingsProps) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const starting = useSubmission();

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  if (on) return <TurnOff recoveryCodesLeft={recoveryCodesLeft} onOff={() => onChanged(false, 0)} />;
  if (setup) {
    return (
      <ConfirmSetUp
        setup={setup}
        onOn={(codes) => {
          setSetup(null);
          setRecoveryCodes(codes);
          onChanged(true, codes.length);
        }}
      />
    );
  }

  const start = async () => {
    const outcome = await starting.run(() => attempt(setUpTwoFactor));
    if (!outcome) return;
    if (outcome.ok) setSetup(outcome.value);
    else setError(outcome.message);
  };
  return (
    <div className={styles.form}>
      <p className={styles.status}>Two-factor sign-in is off.</p>
      <p className={styles.note}>
        With it on, signing in takes your password and a 6-digit code from an authenticator app on your phone (Google Authenticator, Microsoft
        Authenticator or any other), so a password alone is not enough to open the dashboard.
      </p>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="btn btn-primary" disabled={starting.busy} onClick={() => void start()}>
        {starting.busy ? 'Starting...' : 'Set up two-factor sign-in'}
      </button>
    </div>
  );
}

function ConfirmSetUp({ setup, onOn }: { setup: TwoFactorSetup; onOn: (codes: string[]) => void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submission = useSubmission();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(twoFactorWords.codeRequired);
      return;
    }
    const outcome = await submission.run(() => attempt(() => enableTwoFactor(code.trim())));
    if (!outcome) return;
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    notify.success(twoFactorWords.turnedOn);
    onOn(outcome.value);
  };
  return (
    <form className={styles.form} method="post" onSubmit={submit} noValidate>
      <p className={styles.note}>1. Scan this QR code with your authenticator app.</p>
      <img className={styles.qr} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`} alt="QR code for your authenticator app" width="200" height="200" />
      <p className={styles.note}>
        Cannot scan it? Type this key into the app instead:{' '}
        <code className={styles.secret} aria-label={`Key: ${setup.secret.split('').join(' ')}`}>
          {grouped(setup.secret)}
        </code>
      </p>
      <p className={styles.note}>2. Enter the 6-digit code the app now shows.</p>
      <TextField
        label="Code from the app"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={32}
        value={code}
        onChange={setCode}
        error={error}
        id={`${id}-code`}
      />
      <SubmitButton busy={submission.busy} busyLabel="Checking...">
        Turn on
      </SubmitButton>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(`Recovery codes for the clinic's dashboard (each works once)\n\n${text}\n`)}`;
  return (
    <div className={styles.form} role="status">
      <p className={styles.status}>Two-factor sign-in is on.</p>
      <p className={styles.note}>
        Keep these recovery codes somewhere safe, away from your phone. Each one signs you in once if your phone is lost. They are shown only now.
      </p>
      <ul className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.row}>
        <a className="btn btn-outline" href={download} download="clinic-recovery-codes.txt">
          Download
        </a>
        <button type="button" className="btn btn-outline" onClick={() => void navigator.clipboard?.writeText(text).then(() => notify.success('Recovery codes copied'))}>
          Copy
        </button>
      </div>
      <button type="button" className="btn btn-primary" onClick={onDone}>
        I have saved them
      </button>
    </div>
  );
}

function TurnOff({ recoveryCodesLeft, onOff }: { recoveryCodesLeft: number; onOff: () => void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submission = useSubmission();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password || !code.trim()) {
      setError(twoFactorWords.allRequired);
      return;
    }
    const outcome = await submission.run(() => attempt(() => disableTwoFactor(password, code.trim())));
    if (!outcome) return;
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    notify.success(twoFactorWords.turnedOff);
    onOff();
  };
  const described = error ? `${id}-error` : undefined;
  return (
    <form className={styles.form} method="post" onSubmit={submit} noValidate>
      <p className={styles.status}>Two-factor sign-in is on.</p>
      <p className={styles.note}>
        {recoveryCodesLeft === 1 ? '1 recovery code is left.' : `${recoveryCodesLeft} recovery codes are left.`} To turn it off, enter your password and a code
        from your app (or a recovery code).
      </p>
      <TextField label="Password" type="password" autoComplete="current-password" maxLength={200} value={password} onChange={setPassword} describedBy={described} />
      <TextField label="Code" autoComplete="one-time-code" maxLength={32} value={code} onChange={setCode} describedBy={described} />
      <FormError id={`${id}-error`} message={error} />
      <SubmitButton className="btn btn-outline" busy={submission.busy} busyLabel="Turning off...">
        Turn off two-factor sign-in
      </SubmitButton>
    </form>
  );
}
