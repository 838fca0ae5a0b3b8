import type { StaffRole } from '@aura/contract';
import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AdminRequest } from './session.guard';

/** The signed-in account `{ id, username, role, sessionId }` of a route behind SessionGuard. */
export interface CurrentAdminInfo {
  id: string;
  username: string;
  role: StaffRole;
  /** The session the request was made with. */
  sessionId: string;
}

export const CurrentAdmin = createParamDecorator((_data: unknown, context: ExecutionContext): CurrentAdminInfo => {
  const admin = context.switchToHttp().getRequest<AdminRequest>().admin;
  if (!admin) throw new Error('CurrentAdmin used on a route without SessionGuard');
  return { id: admin.id, username: admin.username, role: admin.role, sessionId: admin.sessionId };
});
