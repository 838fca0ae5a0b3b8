/**
 * The clinic's staff accounts: who may use which part of the dashboard, the rules of their
 * passwords and usernames, and the shapes the staff page and the audit log speak.
 */

/** The owner does everything; reception runs enquiries and the agenda; an editor writes the site. */
export const STAFF_ROLES = ['owner', 'reception', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  reception: 'Reception',
  editor: 'Editor',
};

/** What each role is for, in the words the staff page shows beside it. */
export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'Everything, including staff accounts and the audit log.',
  reception: 'Enquiries, appointments and subscribers. No news, site content or staff.',
  editor: 'News, newsletters and site content. No enquiries, appointments or subscribers’ addresses.',
};

/**
 * The parts of the dashboard (and the API routes behind them). Each route of the API names the
 * area it belongs to, and the dashboard shows a role only the areas it may use.
 */
export const STAFF_AREAS = ['enquiries', 'appointments', 'subscribers', 'people', 'news', 'newsletters', 'content', 'staff', 'audit'] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

const AREAS_OF_ROLE: Record<StaffRole, readonly StaffArea[]> = {
  owner: STAFF_AREAS,
  reception: ['enquiries', 'appointments', 'subscribers', 'people'],
  editor: ['news', 'newsletters', 'content'],
};

export function mayUse(role: StaffRole, area: StaffArea): boolean {
  return AREAS_OF_ROLE[role].includes(area);
}

export function areasOf(role: StaffRole): readonly StaffArea[] {
  return AREAS_OF_ROLE[role];
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** The answer to a call outside one's role. */
export const OUTSIDE_ROLE_MESSAGE = 'Your account cannot use this part of the dashboard.';
/** The answer to every call but the password change while a one-time password is in use. */
export const CHOOSE_NEW_PASSWORD_MESSAGE = 'Choose a new password to continue.';
/** The answer to every call but enrolling while the owner requires two-factor sign-in of an account without it. */
export const SET_UP_TWO_FACTOR_MESSAGE = 'Set up two-factor sign-in to continue.';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 64;
/** The spec's own floor, kept in the change-password form with its own message. */
export const PASSWORD_FORM_MIN = 6;
/** The server's floor (OWASP ASVS 5.0, level 1). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
/** A code typed at sign-in: 6 digits from an authenticator app, or a recovery code (`xxxx-xxxx-xxxx`). */
export const TWO_FACTOR_CODE_MAX = 32;
export const RECOVERY_CODE_COUNT = 10;

/**
 * The messages of the sign-in form and of Manage Account, as the spec words them, and the
 * server's password rules. One place, read by the API's checks, its plain sign-in page and the
 * dashboard's forms.
 */
export const ACCOUNT_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameTooLong: `Username must be at most ${USERNAME_MAX} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters.`,
  allFieldsRequired: 'All fields are required.',
  newPasswordTooShortForForm: `New password must be at least ${PASSWORD_FORM_MIN} characters.`,
  newPasswordTooShort: `New password must be at least ${PASSWORD_MIN} characters.`,
  newPasswordTooLong: `New password must be at most ${PASSWORD_MAX} characters.`,
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters.`,
  passwordTooCommon: 'This password is one of the most common ones. Choose one that is harder to guess.',
  passwordsDiffer: 'New password and confirm password must match.',
  usernameTooShort: `Username must be at least ${USERNAME_MIN} characters.`,
  usernameControlCharacters: 'Username must not contain control characters.',
  usernamesDiffer: 'Username and confirm username must match.',
  usernameTaken: 'That username is already taken',
  invalidSignIn: 'Invalid username or password',
  accountDisabled: 'This account is disabled. Ask the clinic’s owner.',
  codeNeeded: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  codeWrong: 'That code is not right. Enter the code your authenticator app shows now, or an unused recovery code.',
  codeRequired: 'Code is required',
  codeTooLong: `Code must be at most ${TWO_FACTOR_CODE_MAX} characters.`,
  twoFactorAlreadyOn: 'Two-factor sign-in is already on for this account.',
  twoFactorNotSetUp: 'Start the set-up again: no code is waiting to be confirmed.',
  twoFactorNotOn: 'Two-factor sign-in is not on for this account.',
  twoFactorOwnFirst: 'Turn on two-factor sign-in for your own account first.',
  sessionNotFound: 'That session has already ended.',
} as const;

/** A staff account as the staff page lists it. */
export interface StaffMember {
  id: string;
  username: string;
  role: StaffRole;
  twoFactor: boolean;
  /** ISO instant, or null before the first sign-in. */
  lastSignInAt: string | null;
  disabled: boolean;
}

/** `GET /admin/staff`: the accounts, and whether the owner requires two-factor sign-in of all of them. */
export interface StaffList {
  items: StaffMember[];
  twoFactorRequired: boolean;
}

/** `GET /admin/profile`: the signed-in account. */
export interface StaffProfile {
  username: string;
  role: StaffRole;
  /** Two-factor sign-in is on for this account. */
  twoFactor: boolean;
  /** Signed in with a one-time password (`make reset-password`): a new one must be chosen first. */
  mustChangePassword: boolean;
  /** The owner requires two-factor sign-in and this account has none yet: it must enrol first. */
  mustSetUpTwoFactor: boolean;
  /** Recovery codes not used yet (0 with two-factor sign-in off). */
  recoveryCodesLeft: number;
}

/** `POST /admin/2fa/setup`: a new secret, not active until a code from it is confirmed. */
export interface TwoFactorSetup {
  /** Base32, for typing into an authenticator app by hand. */
  secret: string;
  /** The `otpauth://totp/…` address the QR code holds. */
  otpauthUrl: string;
  /** The QR code of `otpauthUrl`, as an SVG document. */
  qrSvg: string;
}

/** One signed-in session of an account (`GET /admin/sessions`). */
export interface StaffSession {
  id: string;
  /** The session this request was made with. */
  current: boolean;
  /** ISO instants. */
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
  /** The browser and system in people's words, e.g. "Chrome on Android"; null when unknown. */
  device: string | null;
}

/**
 * What the audit log records. Targets are ids (an enquiry's, an appointment's, an article's slug,
 * a staff member's username), never a patient's details.
 */
export const AUDIT_ACTIONS = {
  'sign-in': 'Signed in',
  'sign-out': 'Signed out',
  'password.change': 'Changed own password',
  'password.reset': 'Password reset by the operator',
  'username.change': 'Changed own username',
  'staff.add': 'Added a staff account',
  'staff.change': 'Changed a staff account',
  'staff.remove': 'Removed a staff account',
  'staff.sessions-end': 'Signed a staff member out everywhere',
  'sign-in.code-asked': 'Password accepted; asked for the two-factor code',
  'two-factor.enable': 'Turned on two-factor sign-in',
  'two-factor.disable': 'Turned off two-factor sign-in',
  'two-factor.require': 'Changed whether two-factor sign-in is required',
  'session.end': 'Ended one of their sessions',
  'access.refused': 'Tried a part of the dashboard outside their role',
  'article.create': 'Published an article',
  'article.update': 'Changed an article',
  'article.delete': 'Deleted an article',
  'newsletter.send': 'Sent a newsletter to the subscribers',
  'newsletter.test': 'Sent a test of a newsletter',
  'content.save': 'Saved site content',
  'content.restore': 'Restored earlier site content',
  'content.delete': 'Deleted a treatment',
  'enquiry.status': 'Changed an enquiry’s status',
  'enquiry.not-spam': 'Marked an enquiry as not spam',
  'enquiry.delete': 'Deleted an enquiry',
  'enquiry.export': 'Exported enquiries (CSV)',
  'subscribers.export': 'Exported subscribers (CSV)',
  'appointment.change': 'Changed an appointment',
  'audit.export': 'Exported the audit log (CSV)',
  'delivery.retry': 'Sent again a forward or mail that had failed',
  'person.export': 'Exported a person’s data (JSON)',
  'person.correct': 'Corrected a person’s details',
  'person.erase': 'Erased a person’s data',
  'person.request-answered': 'Marked a request about personal data answered',
  'person.request-reopened': 'Marked a request about personal data as waiting again',
  'backup.create': 'Took a backup of the clinic’s data',
  'backup.restore': 'Restored the clinic’s data from a backup',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const AUDIT_OUTCOMES = ['success', 'failure', 'refused'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export interface AuditEntry {
  /** ISO instant. */
  at: string;
  /** The account's username (for a failed sign-in, the username tried). */
  actor: string;
  action: AuditAction;
  target: string | null;
  ip: string;
  outcome: AuditOutcome;
}

export const AUDIT_PAGE_SIZE = 50;

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && Object.hasOwn(AUDIT_ACTIONS, value);
}
