import type { StaffArea } from '@aura/contract';
import { SetMetadata } from '@nestjs/common';

export const STAFF_AREA = 'clinic:staff-area';
export const ANY_STAFF = 'clinic:any-staff';
export const WITH_ONE_TIME_PASSWORD = 'clinic:with-one-time-password';

/**
 * The part of the dashboard a route belongs to (on a controller, or a route of it): only the roles
 * that may use that area get past SessionGuard. A route behind SessionGuard that names no area and
 * is not `@AnyStaff()` is the owner's alone, so a route added without thought is never open to all.
 */
export const StaffAreaOf = (area: StaffArea) => SetMetadata(STAFF_AREA, area);

/** A route every signed-in account may use: its own profile, password and username. */
export const AnyStaff = () => SetMetadata(ANY_STAFF, true);

/** Open while the account still signs in with a one-time password (to choose its own, or see who it is). */
export const WithOneTimePassword = () => SetMetadata(WITH_ONE_TIME_PASSWORD, true);
