import {
  ACCOUNT_MESSAGES,
  PASSWORD_MIN,
  STAFF_ROLE_DESCRIPTIONS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  USERNAME_MIN,
  type StaffMember,
  type StaffRole,
} from '@aura/contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { InlineLabel, SelectField, TextField } from '../../../components/ui/form/field';
import { formatDateTime } from '../../../lib/display-date';
import { notify } from '../../../lib/toast';
import { rethrowUnlessSessionEnded } from '../api/admin-fetch';
import { addStaff, changeStaff, endStaffSessions, getStaff, removeStaff, requireTwoFactor, resetStaffPassword, type Outcome } from '../api/staff';
import { confirmInToast } from './confirm-toast';
import { ListState } from './list-state';
import { AdminTable } from './admin-table';
import styles from './inbox.module.css';
import own from './staff-manager.module.css';

const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

/** What is wrong with a new account before it is sent (the server checks the same, and common passwords). */
export function newStaffProblem(username: string, password: string): string | null {
  if (!username.trim()) return ACCOUNT_MESSAGES.usernameRequired;
  if (username.trim().length < USERNAME_MIN) return ACCOUNT_MESSAGES.usernameTooShort;
  if (!password) return ACCOUNT_MESSAGES.passwordRequired;
  if ([...password].length < PASSWORD_MIN) return ACCOUNT_MESSAGES.passwordTooShort;
  return null;
}

/** The owner's Staff tab: every account with its role, added, changed, disabled and removed here. */
export function StaffManager({ currentUsername }: { currentUsername: string | null }) {
  const id = useId();
  const [staff, setStaff] = useState<StaffMember[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [oneTime, setOneTime] = useState<{ username: string; password: string } | null>(null);
  const [twoFactorRequired, setTwoFactorRequired] = useState(false);
  const [ruleBusy, setRuleBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getStaff(controller.signal)
      .then((outcome) => {
        if (controller.signal.aborted) return;
        if (outcome.ok) {
          setStaff(outcome.value.items);
          setTwoFactorRequired(outcome.value.twoFactorRequired);
        } else setError(outcome.message);
      })
      .catch(rethrowUnlessSessionEnded);
    return () => controller.abort();
  }, []);

  const replace = (item: StaffMember) => setStaff((list) => list?.map((entry) => (entry.id === item.id ? item : entry)) ?? null);

  /** Runs a call about one account, its row busy meanwhile; the server's refusal shows as a toast. */
  const act = async <T,>(member: StaffMember, call: () => Promise<Outcome<T>>, done: (value: T) => void) => {
    setBusy(member.id);
    try {
      const outcome = await call();
      if (outcome.ok) done(outcome.value);
      else notify.error(outcome.message);
    } catch (caught) {
      rethrowUnlessSessionEnded(caught);
    } finally {
      setBusy(null);
    }
  };

  const change = (member: StaffMember, update: { role?: StaffRole; disabled?: boolean }, message: string) =>
    act(member, () => changeStaff(member.id, update), (item) => {
      replace(item);
      notify.success(message);
    });

  const remove = (member: StaffMember) =>
    confirmInToast({
      message: `Remove the account "${member.username}"? They are signed out at once and cannot sign in again.`,
      confirmLabel: 'Remove',
      onConfirm: () =>
        act(member, () => removeStaff(member.id), () => {
          setStaff((list) => list?.filter((entry) => entry.id !== member.id) ?? null);
          notify.success(`Removed ${member.username}`);
        }),
    });

  const signOutEverywhere = (member: StaffMember) =>
    act(member, () => endStaffSessions(member.id), () => notify.success(`${member.username} is signed out everywhere`));

  const changeRule = async (required: boolean) => {
    setRuleBusy(true);
    try {
      const outcome = await requireTwoFactor(required);
      if (outcome.ok) {
        setTwoFactorRequired(required);
        notify.success(required ? 'Every account now signs in with two-factor' : 'Two-factor sign-in is no longer required');
      } else notify.error(outcome.message);
    } catch (caught) {
      rethrowUnlessSessionEnded(caught);
    } finally {
      setRuleBusy(false);
    }
  };

  const reset = (member: StaffMember) =>
    confirmInToast({
      message: `Give "${member.username}" a one-time password? They are signed out at once and must choose their own at their next sign-in.`,
      confirmLabel: 'Reset password',
      onConfirm: () => act(member, () => resetStaffPassword(member.id), setOneTime),
    });

  return (
    <section aria-labelledby={`${id}-heading`}>
      <div className={styles.head}>
        <h2 id={`${id}-heading`}>Staff</h2>
      </div>
      {oneTime ? (
        <div className={own.oneTime} role="status">
          <p>
            One-time password for <strong>{oneTime.username}</strong>: <code className={own.password}>{oneTime.password}</code>
          </p>
          <p>Give it to them in person. It is shown only now; they choose their own when they sign in with it.</p>
          <button type="button" className="btn btn-outline" onClick={() => setOneTime(null)}>
            Done
          </button>
        </div>
      ) : null}
      <AddStaffForm onAdded={(item) => setStaff((list) => [...(list ?? []), item])} />
      {staff ? (
        <div className={own.rule}>
          <InlineLabel className={own.ruleLabel}>
            <input type="checkbox" checked={twoFactorRequired} disabled={ruleBusy} onChange={(event) => void changeRule(event.target.checked)} />
            <span>Require two-factor sign-in for every account</span>
          </InlineLabel>
          <p className={own.ruleNote}>
            An account without it is asked to set it up before anything else. Your own account must have it first (Manage Account, Two-factor sign-in).
          </p>
        </div>
      ) : null}
      <dl className={own.roles}>
        {STAFF_ROLES.map((role) => (
          <div key={role}>
            <dt>{STAFF_ROLE_LABELS[role]}</dt>
            <dd>{STAFF_ROLE_DESCRIPTIONS[role]}</dd>
          </div>
        ))}
      </dl>
      <ListState loading={!staff && !error} loadingText="Loading staff accounts…" error={error} empty={false} emptyText="">
        <AdminTable caption="Staff accounts" columns={['Username', 'Role', 'Two-factor', 'Last sign-in', 'Status', 'Actions']}>
          {staff?.map((member) => (
            <tr key={member.id} aria-busy={busy === member.id}>
              <td data-label="Username">
                <span>
                  {member.username}
                  {member.username === currentUsername ? <span className={own.you}> (you)</span> : null}
                </span>
              </td>
              <td data-label="Role">
                <InlineLabel className={own.inlineSelect}>
                  <span className="visually-hidden">Role of {member.username}</span>
                  <select
                    value={member.role}
                    disabled={busy === member.id}
                    onChange={(event) =>
                      void change(member, { role: event.target.value as StaffRole }, `${member.username} is now ${STAFF_ROLE_LABELS[event.target.value as StaffRole]}`)
                    }
                  >
                    {roleOptions.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </InlineLabel>
              </td>
              <td data-label="Two-factor">{member.twoFactor ? 'On' : <span className={own.off}>Off</span>}</td>
              <td data-label="Last sign-in">{member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never'}</td>
              <td data-label="Status">{member.disabled ? <span className={own.disabled}>Disabled</span> : 'Active'}</td>
              <td data-label="Actions">
                <div className={own.actions}>
                  <button
                    type="button"
                    className="btn btn-outline"
                    disabled={busy === member.id}
                    aria-label={`${member.disabled ? 'Enable' : 'Disable'} ${member.username}`}
                    onClick={() =>
                      void change(member, { disabled: !member.disabled }, member.disabled ? `${member.username} can sign in again` : `${member.username} is disabled and signed out`)
                    }
                  >
                    {member.disabled ? 'Enable' : 'Disable'}
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline"
                    disabled={busy === member.id}
                    aria-label={`Sign out ${member.username} everywhere`}
                    onClick={() => void signOutEverywhere(member)}
                  >
                    Sign out everywhere
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline"
                    disabled={busy === member.id}
                    aria-label={`Reset password of ${member.username}`}
                    onClick={() => reset(member)}
                  >
                    Reset password
                  </button>
                  <button
                    type="button"
                    className={`btn ${styles.delete}`}
                    disabled={busy === member.id}
                    aria-label={`Remove ${member.username}`}
                    onClick={() => remove(member)}
                  >
                    Remove
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      </ListState>
    </section>
  );
}

function AddStaffForm({ onAdded }: { onAdded: (item: StaffMember) => void }) {
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<StaffRole>('reception');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = newStaffProblem(username, password);
    setProblem(local);
    if (local) return;
    setSending(true);
    try {
      const outcome = await addStaff({ username: username.trim(), role, password });
      if (outcome.ok) {
        onAdded(outcome.value);
        notify.success(`Added ${outcome.value.username} (${STAFF_ROLE_LABELS[outcome.value.role]})`);
        setUsername('');
        setPassword('');
      } else setProblem(outcome.message);
    } catch (caught) {
      rethrowUnlessSessionEnded(caught);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={own.add} method="post" onSubmit={submit} noValidate aria-label="Add a staff account">
      <h3 className={own.addHeading}>Add a staff account</h3>
      <div className={own.addFields}>
        <TextField label="Username" value={username} onChange={setUsername} autoComplete="off" maxLength={64} />
        <SelectField label="Role" value={role} onChange={(value) => setRole(value as StaffRole)} options={roleOptions} />
        <TextField
          label="First password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          maxLength={200}
          hint={`At least ${PASSWORD_MIN} characters, not a common one. Give it to them in person; they can change it under Manage Account.`}
        />
      </div>
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? 'Adding…' : 'Add account'}
      </button>
    </form>
  );
}
