import type { AuditAction } from '@aura/contract';
import {
  CallHandler,
  ExecutionContext,
  HttpException,
  Injectable,
  NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { catchError, from, mergeMap, Observable, throwError } from 'rxjs';
import type { Request } from 'express';
import { clientAddress } from '../common/client-ip';
import { AuditService } from './audit.service';

/** A staff route's request: SessionGuard has named the account. */
type StaffRequest = Request & { admin?: { id: string; username: string } };

/** What an audited route records as its target, from its request and (on success) its answer. */
export type AuditTarget = (req: StaffRequest, answer?: unknown) => string | null | undefined;

interface AuditedRoute {
  action: AuditAction;
  target?: AuditTarget;
}

const AUDITED = 'clinic:audited';

/**
 * Records each call of a staff route in the audit log once it has been answered: `success` when it
 * did what it was asked, `failure` when it was refused (a wrong password, an invalid value, a
 * conflict). Put on routes behind SessionGuard, which names the account.
 */
export const Audited = (action: AuditAction, target?: AuditTarget) => SetMetadata(AUDITED, { action, target } satisfies AuditedRoute);

/** A route parameter as the target (an id or a slug). */
export const param = (name: string): AuditTarget => (req) => {
  const value = req.params?.[name];
  return typeof value === 'string' ? value : null;
};

/** Writes the entries of the routes marked `@Audited` (registered for the whole API). */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const route = this.reflector.get<AuditedRoute | undefined>(AUDITED, context.getHandler());
    if (!route || context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<StaffRequest>();
    const write = (outcome: 'success' | 'failure', answer?: unknown) => {
      const admin = req.admin;
      if (!admin) return Promise.resolve();
      let target: string | null | undefined;
      try {
        target = route.target?.(req, answer);
      } catch {
        target = null;
      }
      return this.audit.recordQuietly({
        actor: { id: admin.id, username: admin.username },
        action: route.action,
        target: target ?? null,
        ip: clientAddress(req),
        outcome,
      });
    };
    return next.handle().pipe(
      mergeMap((answer) => from(write('success', answer).then(() => answer))),
      catchError((error: unknown) => {
        // A refusal of what was asked is recorded; a crash is the server's, logged where it happens.
        const refused = error instanceof HttpException && error.getStatus() < 500;
        return refused ? from(write('failure')).pipe(mergeMap(() => throwError(() => error))) : throwError(() => error);
      }),
    );
  }
}
