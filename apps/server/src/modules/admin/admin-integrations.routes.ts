import { createRouter } from '../../lib/openapi';
import type { AppEnv } from '../../auth/app-env';

export const adminIntegrationsRoutes = createRouter<AppEnv>();
