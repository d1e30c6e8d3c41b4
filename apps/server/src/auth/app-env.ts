import type { Logger } from '../lib/logger';
import type { ApiCaller } from '../platform/business/api-keys';
import type { PlatformServices } from '../platform/services';
import type { Auth } from './auth';
import type { SessionReader, SessionUser } from './session-reader';

/** Long-lived services built once per process and handed to every request. */
export type AppDeps = PlatformServices & { auth: Auth; sessions: SessionReader };

export type { SessionUser };

/** What every request carries: the services, its logger and id, and who is calling. */
export type AppEnv = {
  Variables: {
    deps: AppDeps;
    logger: Logger;
    requestId: string;
    user?: SessionUser;
    sessionId?: string;
    /** The organisation and key behind a Business API call (`/api/v1`). */
    apiCaller?: ApiCaller;
  };
};
