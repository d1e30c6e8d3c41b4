import { createRouter } from '../../lib/openapi';
import { avatarRoutes } from './avatar.routes';
import { consentsRoutes } from './consents.routes';
import { deleteAccountRoutes } from './delete-account.routes';
import { exportRoutes } from './export.routes';
import { passwordRoutes } from './password.routes';
import { profileRoutes } from './profile.routes';
import { reauthenticateRoutes } from './reauthenticate.routes';
import { sessionsRoutes } from './sessions.routes';
import type { AppEnv } from '../../auth/app-env';

/**
 * Everything under /api/account: profile, avatar, consents, sessions, re-authentication, export
 * and deletion.
 */
export const accountRoutes = createRouter<AppEnv>()
  .route('/', profileRoutes)
  .route('/', avatarRoutes)
  .route('/', consentsRoutes)
  .route('/', sessionsRoutes)
  .route('/', reauthenticateRoutes)
  .route('/', passwordRoutes)
  .route('/', exportRoutes)
  .route('/', deleteAccountRoutes);
