import type { StaffArea } from '@aura/contract';
import { SetMetadata } from '@nestjs/common';

export const STAFF_AREA = 'clinic:staff-area';
export const ANY_STAFF = 'clinic:any-staff';
export const DURING_ACCOUNT_SET_UP = 'clinic:during-account-set-up';

/**
 * The part of the dashboard a route belongs to (on a controller, or a route of it): only the roles
 * that may use that area get past SessionGuard. A route behind SessionGuard that names no area and
 * is not `@AnyStaff()` is the owner's alone, so a route added without thought is never open to all.
 */
export const StaffAreaOf = (area: StaffArea) => SetMetadata(STAFF_AREA, area);

/** A route every signed-in account may use: its own profile, password and username. */
export const AnyStaff = () => SetMetadata(ANY_STAFF, true);

/**
 * Open while the account is not ready for work: it still signs in with a one-time password, or the
 * owner requires two-factor sign-in and it has none yet. Only the routes that let it choose its
 * password, set up two-factor sign-in and see who it is are.
 */
export const DuringAccountSetUp = () => SetMetadata(DURING_ACCOUNT_SET_UP, true);

/**
 * Requests the dashboard makes by itself (polling for new enquiries) say so with this header; they
 * do not count as the person using the session, so its idle clock keeps running.
 */
export const BACKGROUND_REQUEST_HEADER = 'x-clinic-background';
