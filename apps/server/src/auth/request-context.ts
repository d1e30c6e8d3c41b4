import type { Context } from 'hono';
import type { Db } from '../db/client';
import { clientIp } from '../lib/client-ip';
import { AppError } from '../lib/errors';
import { logUserAction, type AuditEntry } from '../platform/audit/audit-log';
import type { AppEnv } from './app-env';
import { CLIENT_IP_HEADER } from './client-ip-header';

/** The signed-in caller's id; routes run `requireUser` first, so this only guards the type. */
export function callerId(c: Context<AppEnv>): string {
  const user = c.var.user;
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in required');
  return user.id;
}

/** The caller's IP as this deployment trusts it (see TRUST_PROXY and TRUST_PROXY_HOPS). */
export function callerIp(c: Context<AppEnv>): string | null {
  return clientIp(c, c.var.deps.config.trustedProxyHops);
}

/**
 * Sets the client-IP header better-auth reads (auth.ts `ipAddressHeaders`) from the caller's IP,
 * dropping whatever the caller sent under that name. Answers the IP.
 */
export function setClientIpHeader(c: Context<AppEnv>, headers: Headers): string | null {
  headers.delete(CLIENT_IP_HEADER);
  const ip = callerIp(c);
  if (ip) headers.set(CLIENT_IP_HEADER, ip.replace(/^::ffff:/, ''));
  return ip;
}

type RequestAuditEntry = Omit<AuditEntry, 'userId' | 'ipAddress' | 'userAgent'> & {
  userId?: string | null;
};

/**
 * logUserAction for this request: the signed-in caller (unless the entry names the user), the
 * caller's IP and user agent. Pass the transaction as `db` to commit the entry with the change.
 */
export function auditRequest(
  c: Context<AppEnv>,
  entry: RequestAuditEntry,
  db: Db = c.var.deps.database.db,
): Promise<boolean> {
  const request = {
    userId: entry.userId ?? c.var.user?.id,
    ipAddress: callerIp(c),
    userAgent: c.req.header('user-agent') ?? null,
  };
  return logUserAction(db, { ...entry, ...request }, c.var.logger);
}
