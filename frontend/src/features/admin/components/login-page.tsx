import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Field } from '../../../components/ui/form/field';
import { FormResult, SubmitButton } from '../../../components/ui/form/submit-button';
import { useTypedBeforeStart } from '../../../components/ui/form/use-typed-before-start';
import { API_BASE } from '../../../config/site';
import { clinic } from '../../../content/clinic';
import { rememberSignIn } from '../admin-session';
import { signIn, signInMessages } from '../api/sign-in';
import { ArrowLeftIcon } from './admin-icons';
import styles from './login-page.module.css';

/** The dashboard opens this long after a successful sign-in, so the confirmation can be read. */
export const LOGIN_REDIRECT_MS = 800;

interface FieldErrors {
  username?: string;
  password?: string;
  code?: string;
}

/** Admin sign-in, on its own page without the public header. */
export function LoginPage() {
  const id = useId();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<'idle' | 'busy' | 'success'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  // The password was right and the account signs in with two-factor: the form asks for the code.
  const [codeStep, setCodeStep] = useState(false);
  const [code, setCode] = useState('');
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useTypedBeforeStart(usernameInput, username, setUsername);
  useTypedBeforeStart(passwordInput, password, setPassword);
  useEffect(() => () => clearTimeout(redirect.current), []);
  useEffect(() => {
    if (codeStep) codeInput.current?.focus();
  }, [codeStep]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'idle') return;
    const found: FieldErrors = {};
    if (codeStep) {
      if (!code.trim()) found.code = signInMessages.codeRequired;
    } else {
      if (!username.trim()) found.username = signInMessages.usernameRequired;
      if (!password) found.password = signInMessages.passwordRequired;
    }
    setErrors(found);
    setFailure(null);
    if (found.username || found.password || found.code) {
      (found.code ? codeInput : found.username ? usernameInput : passwordInput).current?.focus();
      return;
    }
    setStatus('busy');
    const outcome = await signIn(username.trim(), password, codeStep ? code.trim() : undefined);
    if (outcome.ok) {
      rememberSignIn();
      setStatus('success');
      redirect.current = setTimeout(() => navigate('/admin-dashboard', { replace: true }), LOGIN_REDIRECT_MS);
      return;
    }
    setStatus('idle');
    if (outcome.codeNeeded && !codeStep) {
      // The first ask is not a failure: the form now asks for the code, and says so.
      setCodeStep(true);
      return;
    }
    setFailure(outcome.message);
    if (codeStep) {
      setCode('');
      codeInput.current?.focus();
    }
  };

  /** Back to the username and password (another account, or a typing slip). */
  const startAgain = () => {
    setCodeStep(false);
    setCode('');
    setPassword('');
    setFailure(null);
    setErrors({});
  };

  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <img src="/brand/logo.svg" alt={clinic.brandName} className={styles.logo} width="180" height="54" />
        <h1 className={styles.heading}>Admin Login</h1>
        <p className={styles.lead}>Sign in to manage the clinic’s news and enquiries.</p>
        {/* In the page's HTML, so a sign-in before the scripts run is a POST (never a GET with the password in the address). */}
        <form className={styles.form} method="post" action={`${API_BASE}/admin-login`} onSubmit={submit} noValidate>
          {codeStep ? (
            <>
              <p className={styles.codeIntro} id={`${id}-code-intro`}>
                {signInMessages.codeNeeded}
              </p>
              <Field label="Authentication code" id={`${id}-code`} error={errors.code} describedBy={`${id}-code-intro`}>
                {(control) => (
                  <input
                    {...control}
                    ref={codeInput}
                    name="code"
                    type="text"
                    autoComplete="one-time-code"
                    autoCapitalize="none"
                    spellCheck={false}
                    maxLength={32}
                    value={code}
                    onChange={(event) => {
                      setCode(event.target.value);
                      setErrors((current) => ({ ...current, code: undefined }));
                    }}
                  />
                )}
              </Field>
            </>
          ) : (
            <>
              <Field label="Username" id={`${id}-username`} error={errors.username}>
                {(control) => (
                  <input
                    {...control}
                    ref={usernameInput}
                    name="username"
                    type="text"
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                    maxLength={64}
                    value={username}
                    onChange={(event) => {
                      setUsername(event.target.value);
                      setErrors((current) => ({ ...current, username: undefined }));
                    }}
                  />
                )}
              </Field>
              <Field label="Password" id={`${id}-password`} error={errors.password}>
                {(control) => (
                  <input
                    {...control}
                    ref={passwordInput}
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    maxLength={200}
                    value={password}
                    onChange={(event) => {
                      setPassword(event.target.value);
                      setErrors((current) => ({ ...current, password: undefined }));
                    }}
                  />
                )}
              </Field>
            </>
          )}
          <FormResult className={styles.result}>
            {status === 'success' && <p className="form-success">{signInMessages.success}</p>}
            {failure && (
              <p className="form-error" role="alert">
                {failure}
              </p>
            )}
          </FormResult>
          <SubmitButton className={`btn btn-primary ${styles.submit}`} busy={status === 'busy'} disabled={status !== 'idle'} busyLabel={signInMessages.signingIn}>
            Sign In
          </SubmitButton>
          {codeStep ? (
            <button type="button" className={styles.startAgain} onClick={startAgain}>
              Use another account
            </button>
          ) : null}
        </form>
        <Link to="/" className={styles.back}>
          <ArrowLeftIcon />
          Back to Home
        </Link>
      </div>
    </main>
  );
}
