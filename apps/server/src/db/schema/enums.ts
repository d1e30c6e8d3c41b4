import { pgEnum } from 'drizzle-orm/pg-core';
import { AUDIT_RESOURCE_TYPES } from '@updately/shared/activity-api';
import { FEEDBACK_TYPES } from '@updately/shared/feedback';
import { JOURNEY_STATUSES, JOURNEY_TYPES, PRIORITY_LEVELS } from '@updately/shared/journey-types';
import { UPDATE_ACTORS, UPDATE_CHANNELS, UPDATE_STATUSES } from '@updately/shared/update-status';

export const journeyType = pgEnum('journey_type', JOURNEY_TYPES);
export const journeyStatus = pgEnum('journey_status', JOURNEY_STATUSES);
export const priorityLevel = pgEnum('priority_level', PRIORITY_LEVELS);
export const feedbackType = pgEnum('feedback_type', FEEDBACK_TYPES);
export const appRole = pgEnum('app_role', ['admin']);
export const auditResourceType = pgEnum('audit_resource_type', AUDIT_RESOURCE_TYPES);
export const updateStatus = pgEnum('update_status', UPDATE_STATUSES);
export const updateChannel = pgEnum('update_channel', UPDATE_CHANNELS);
export const updateActor = pgEnum('update_actor', UPDATE_ACTORS);
