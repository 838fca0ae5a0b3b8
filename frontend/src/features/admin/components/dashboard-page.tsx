import { CHOOSE_NEW_PASSWORD_MESSAGE, mayUse, SET_UP_TWO_FACTOR_MESSAGE, type StaffArea, type StaffRole, type WaitingCounts } from '@aura/contract';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { notify } from '../../../lib/toast';
import { forgetSignIn, rememberedRole, rememberedUsername, rememberSignIn, seemsSignedIn } from '../admin-session';
import { onSessionEnded, rethrowUnlessSessionEnded, SESSION_ENDED_MESSAGE } from '../api/admin-fetch';
import { getWaitingCounts } from '../api/enquiries';
import { dashboardPath, readDashboardAddress, type DashboardSection } from '../dashboard-address';
import { ShownLocation } from '../dashboard-location';
import { LeaveGuardProvider, useGuardedNavigate, useLeaveGuard } from '../leave-guard';
import { getProfile } from '../api/get-profile';
import { signOut } from '../api/sign-out';
import { AccountModal, type TwoFactorState } from './account-modal';
import { AppointmentsAgenda } from './appointments-agenda';
import { AuditLog } from './audit-log';
import { EnquiriesInbox } from './enquiries-inbox';
import { NewsManager } from './news-manager';
import { PeopleData } from './people-data';
import { SiteContent } from './site-content';
import { StaffManager } from './staff-manager';
import { SubscribersList } from './subscribers-list';
import { Newsletters } from './newsletters';
import styles from './dashboard-page.module.css';

type Tab = DashboardSection;
/** The dashboard's sections, each in the area of the API it uses: a role sees only those it may use. */
const TABS: Array<{ id: Tab; label: string; area: StaffArea }> = [
  { id: 'news', label: 'News', area: 'news' },
  { id: 'newsletters', label: 'Newsletters', area: 'newsletters' },
  { id: 'enquiries', label: 'Enquiries', area: 'enquiries' },
  { id: 'agenda', label: 'Agenda', area: 'appointments' },
  { id: 'subscribers', label: 'Subscribers', area: 'subscribers' },
  { id: 'people', label: 'Patients’ data', area: 'people' },
  { id: 'content', label: 'Site content', area: 'content' },
  { id: 'staff', label: 'Staff', area: 'staff' },
  { id: 'audit', label: 'Audit log', area: 'audit' },
];

/** How often the header's count of what waits is asked for again (a call that does not keep an idle session open). */
export const NEW_COUNT_EVERY_MS = 60_000;

/** The header's count in words: '5 waiting: 2 enquiries, 2 appointment requests, 1 data request'. */
export function waitingWords(counts: WaitingCounts): string {
  const parts = [
    [counts.enquiries, 'enquiry', 'enquiries'],
    [counts.appointments, 'appointment request', 'appointment requests'],
    [counts.dataRequests, 'data request', 'data requests'],
  ] as const;
  const named = parts.filter(([count]) => count > 0).map(([count, one, many]) => `${count} ${count === 1 ? one : many}`);
  return named.length ? `${counts.total} waiting: ${named.join(', ')}` : 'Nothing waiting';
}

/**
 * The staff dashboard. The server decides who is signed in and as what: the profile call at load,
 * and every later call, send the person back to the sign-in page on a 401. Without this tab's
 * sign-in flag, a profile call that fails in any other way (server down, network error) sends them
 * there too. Each role sees only its own sections (the server refuses the others with 403).
 */
export function DashboardPage() {
  return (
    <LeaveGuardProvider>
      <Dashboard />
    </LeaveGuardProvider>
  );
}

/**
 * The address shown: it follows the browser's, except that Back or Forward away from an edit with
 * unsaved changes asks first, and, if the person stays, returns to it.
 */
function useShownLocation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const guard = useLeaveGuard();
  const [shown, setShown] = useState(location);
  // Where the shown address sits in the tab's history (React Router numbers the entries).
  const shownIndex = useRef<number | undefined>(undefined);
  const held = location.key !== shown.key && navigationType === 'POP' && guard.hasUnsaved();
  if (location.key !== shown.key && !held) setShown(location);
  useLayoutEffect(() => {
    if (!held) {
      shownIndex.current = historyIndex();
      return;
    }
    if (guard.mayLeave()) {
      // Leaving after all: the same address again, now with nothing held.
      navigate(location, { replace: true });
      return;
    }
    // Back (or Forward) undone: the edit stays on screen, and so does its address.
    const now = historyIndex();
    window.history.go(shownIndex.current !== undefined && now !== undefined ? shownIndex.current - now : 1);
  }, [held, guard, location, navigate]);
  return shown;
}

const historyIndex = (): number | undefined => (typeof window === 'undefined' ? undefined : (window.history.state as { idx?: number } | null)?.idx);

function Dashboard() {
  const navigate = useNavigate();
  const go = useGuardedNavigate();
  const { mayLeave } = useLeaveGuard();
  const shown = useShownLocation();
  const address = readDashboardAddress(shown.pathname);
  // The tab's sign-in hint lets the dashboard draw at once; without it, it waits for the server's word.
  const [signedInHint] = useState(seemsSignedIn);
  const [verified, setVerified] = useState(false);
  const [username, setUsername] = useState<string | null>(rememberedUsername);
  const [role, setRole] = useState<StaffRole | null>(rememberedRole);
  const [mustChangePassword, setMustChangePassword] = useState(false);
  const [mustSetUpTwoFactor, setMustSetUpTwoFactor] = useState(false);
  const [twoFactor, setTwoFactor] = useState<TwoFactorState>({ on: false, recoveryCodesLeft: 0 });
  const [profileProblem, setProfileProblem] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<WaitingCounts | null>(null);
  const [accountOpen, setAccountOpen] = useState(false);
  const accountButton = useRef<HTMLButtonElement>(null);
  const tabList = useRef<HTMLDivElement>(null);

  useEffect(
    () =>
      onSessionEnded(() => {
        notify.error(SESSION_ENDED_MESSAGE, { toastId: 'session-ended' });
        navigate('/admin-login', { replace: true });
      }),
    [navigate],
  );

  useEffect(() => {
    let active = true;
    getProfile()
      .then((outcome) => {
        if (!active) return;
        if (outcome.ok) {
          setUsername(outcome.username);
          setRole(outcome.role);
          setMustChangePassword(outcome.mustChangePassword);
          setMustSetUpTwoFactor(outcome.mustSetUpTwoFactor);
          setTwoFactor({ on: outcome.twoFactor, recoveryCodesLeft: outcome.recoveryCodesLeft });
          if (outcome.mustChangePassword || outcome.mustSetUpTwoFactor) setAccountOpen(true);
          rememberSignIn(outcome.username, outcome.role);
        } else {
          notify.error(outcome.message);
          setProfileProblem(outcome.message);
          // Nothing vouches for this visitor (no sign-in in this tab, no word from the server): sign in first.
          if (!signedInHint) {
            navigate('/admin-login', { replace: true });
            return;
          }
        }
        setVerified(true);
      })
      .catch(rethrowUnlessSessionEnded);
    return () => {
      active = false;
    };
  }, [navigate, signedInHint]);

  const tabs = role ? TABS.filter((entry) => mayUse(role, entry.area)) : [];
  const tab = tabs.find((entry) => entry.id === address.section)?.id ?? tabs[0]?.id;
  const setTab = (id: Tab) => go(dashboardPath(id));
  const settingUp = mustChangePassword ? 'password' : mustSetUpTwoFactor ? 'two-factor' : undefined;
  const seesEnquiries = role !== null && mayUse(role, 'enquiries') && !settingUp;

  const refreshCount = useCallback(() => {
    if (seesEnquiries) getWaitingCounts().then(setWaiting).catch(rethrowUnlessSessionEnded);
  }, [seesEnquiries]);
  useEffect(refreshCount, [refreshCount]);
  // Kept current while the dashboard is open; these calls do not count as the person using it, so an
  // unattended dashboard still signs out after SESSION_IDLE_MINUTES.
  useEffect(() => {
    if (!seesEnquiries) return undefined;
    const timer = setInterval(() => {
      getWaitingCounts({ background: true }).then(setWaiting).catch(rethrowUnlessSessionEnded);
    }, NEW_COUNT_EVERY_MS);
    return () => clearInterval(timer);
  }, [seesEnquiries]);

  const logout = async () => {
    await signOut();
    navigate('/admin-login', { replace: true });
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = (tabs.findIndex((entry) => entry.id === tab) + step + tabs.length) % tabs.length;
    if (!setTab(tabs[index].id)) return;
    tabList.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index]?.focus();
  };

  // Which sections to draw is the server's word (or this tab's memory of it): until then, wait.
  if ((!verified && !signedInHint) || !role) {
    return (
      <main className={styles.checking}>
        {/* The toast has announced the problem; the page keeps it in view. */}
        {profileProblem ? <p>{profileProblem}</p> : <p role="status">Checking your session…</p>}
      </main>
    );
  }

  return (
    <ShownLocation.Provider value={shown}>
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={`container ${styles.headerInner}`}>
          <div className={styles.brand}>
            <img src="/brand/logo-mark.svg" alt="" width="44" height="44" className={styles.mark} />
            <div>
              <h1 className={styles.title}>Admin Dashboard</h1>
              <p className={styles.user}>
                Signed in as <strong>{username ?? '…'}</strong>
              </p>
            </div>
          </div>
          <div className={styles.headerActions}>
            {seesEnquiries ? (
              <button
                type="button"
                className={styles.newCount}
                onClick={() => go(`${dashboardPath('enquiries')}?show=waiting`)}
                aria-label={waiting ? `Waiting: ${waitingWords(waiting)}` : 'Waiting: not known yet'}
                title={waiting ? waitingWords(waiting) : undefined}
              >
                Waiting <span className={styles.countBadge}>{waiting?.total ?? '–'}</span>
              </button>
            ) : null}
            <button ref={accountButton} type="button" className="btn btn-light" onClick={() => setAccountOpen(true)}>
              Manage Account
            </button>
            <button type="button" className={`btn ${styles.logout}`} onClick={() => mayLeave() && void logout()}>
              Logout
            </button>
          </div>
        </div>
      </header>
      <main className={`container ${styles.main}`}>
        {settingUp === 'password' ? (
          <section className={styles.mustChange} aria-labelledby="choose-password-heading">
            <h2 id="choose-password-heading">Choose a new password</h2>
            <p>{CHOOSE_NEW_PASSWORD_MESSAGE} You signed in with a one-time password; once you choose your own, the dashboard opens.</p>
            <button type="button" className="btn btn-primary" onClick={() => setAccountOpen(true)}>
              Change password
            </button>
          </section>
        ) : settingUp === 'two-factor' ? (
          <section className={styles.mustChange} aria-labelledby="set-up-two-factor-heading">
            <h2 id="set-up-two-factor-heading">Set up two-factor sign-in</h2>
            <p>
              {SET_UP_TWO_FACTOR_MESSAGE} The clinic asks every account to sign in with a code from an authenticator app as well as the password; once
              yours is set up, the dashboard opens.
            </p>
            <button type="button" className="btn btn-primary" onClick={() => setAccountOpen(true)}>
              Set up two-factor sign-in
            </button>
          </section>
        ) : (
          <>
            <div ref={tabList} role="tablist" aria-label="Dashboard sections" className={styles.tabs}>
              {tabs.map(({ id, label }) => (
                <button
                  key={id}
                  type="button"
                  role="tab"
                  id={`dashboard-tab-${id}`}
                  aria-selected={tab === id}
                  aria-controls={`dashboard-panel-${id}`}
                  tabIndex={tab === id ? 0 : -1}
                  className={styles.tab}
                  onClick={() => setTab(id)}
                  onKeyDown={onTabKey}
                >
                  {label}
                  {id === 'enquiries' && waiting?.total ? <span className={styles.tabBadge}>{waiting.total}</span> : null}
                </button>
              ))}
            </div>
            <div role="tabpanel" id={`dashboard-panel-${tab}`} aria-labelledby={`dashboard-tab-${tab}`} className={styles.panel}>
              {tab === 'news' && <NewsManager />}
              {tab === 'enquiries' && <EnquiriesInbox onChanged={refreshCount} />}
              {tab === 'agenda' && <AppointmentsAgenda onChanged={refreshCount} />}
              {tab === 'subscribers' && <SubscribersList />}
              {tab === 'newsletters' && <Newsletters />}
              {tab === 'people' && <PeopleData onChanged={refreshCount} />}
              {tab === 'content' && <SiteContent />}
              {tab === 'staff' && <StaffManager currentUsername={username} />}
              {tab === 'audit' && <AuditLog />}
            </div>
          </>
        )}
      </main>
      <AccountModal
        open={accountOpen}
        onClose={() => {
          setAccountOpen(false);
          accountButton.current?.focus();
        }}
        onUsernameChanged={(name) => {
          setUsername(name);
          rememberSignIn(name);
        }}
        onPasswordChanged={() => setMustChangePassword(false)}
        twoFactor={twoFactor}
        onTwoFactorChanged={(state) => {
          setTwoFactor(state);
          if (state.on) setMustSetUpTwoFactor(false);
        }}
        onSignedOut={() => {
          forgetSignIn();
          navigate('/admin-login', { replace: true });
        }}
        only={settingUp}
      />
    </div>
    </ShownLocation.Provider>
  );
}
