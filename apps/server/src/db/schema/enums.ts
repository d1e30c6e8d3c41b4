import { pgEnum } from 'drizzle-orm/pg-core';
import { FEEDBACK_TYPES } from '@updately/shared/feedback';
import { JOURNEY_STATUSES, JOURNEY_TYPES, PRIORITY_LEVELS } from '@updately/shared/journey-types';

export const journeyType = pgEnum('journey_type', JOURNEY_TYPES);
export const journeyStatus = pgEnum('journey_status', JOURNEY_STATUSES);
export const priorityLevel = pgEnum('priority_level', PRIORITY_LEVELS);
export const feedbackType = pgEnum('feedback_type', FEEDBACK_TYPES);
export const appRole = pgEnum('app_role', ['admin']);
export const auditResourceType = pgEnum('audit_resource_type', [
  'USER',
  'FOOTPRINT',
  'JOURNEY',
  'OAUTH_CONNECTION',
]);
