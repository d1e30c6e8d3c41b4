import type { ActivityItem } from '@updately/shared/activity-api';

const TEXT: Record<string, string> = {
  'user.signup': 'Created your account',
  'user.signin': 'Signed in',
  'user.signout': 'Signed out',
  'user.signout_all': 'Signed out of every device',
  'user.signout_others': 'Signed out of your other devices',
  'user.session_revoke': 'Signed out a device',
  'user.password_change': 'Changed your password',
  'user.password_reset': 'Reset your password',
  'user.email_change_requested': 'Asked to change your email address',
  'user.email_change': 'Changed your email address',
  'user.mfa_enable': 'Turned on two-factor authentication',
  'user.mfa_disable': 'Turned off two-factor authentication',
  'user.mfa_enrol_started': 'Started setting up two-factor authentication',
  'user.mfa_backup_codes': 'Made new backup codes',
  'user.profile_update': 'Updated your profile',
  'user.avatar_update': 'Changed your profile picture',
  'user.avatar_remove': 'Removed your profile picture',
  'user.consent_update': 'Changed your consent choices',
  'user.data_export': 'Downloaded your data',
  'identity.link': 'Connected a sign-in method',
  'identity.unlink': 'Disconnected a sign-in method',
  'onboarding.complete': 'Finished setting up your footprints',
  'footprint.create': 'Added a company to your digital footprints',
  'footprint.update': 'Updated a digital footprint',
  'footprint.delete': 'Removed a company from your digital footprints',
  'journey.create': 'Started a journey',
  'journey.update': 'Updated a journey',
  'journey.status_change': "Changed a journey's status",
  'journey.footprints_link': 'Added companies to a journey',
  'journey.footprint_update': 'Updated a company in a journey',
  'journey.footprint_unlink': 'Removed a company from a journey',
  'journey.household_add': 'Added someone to your household move',
  'journey.household_remove': 'Removed someone from your household move',
  'journey.joint_account_set': 'Marked who holds an account jointly with you',
  'update_request.approved': 'Approved an update to a company',
  'update_request.sent': 'A company was told of your change',
  'update_request.undeliverable': 'An update could not be delivered',
  'update_request.reminder_sent': 'A company was reminded of your update',
  'update_request.acknowledged': 'A company acknowledged your update',
  'update_request.confirmed': 'A company confirmed your update',
  'update_request.marked_done': 'Marked an update as done',
  'update_request.rejected': 'A company could not make your update',
  'update_request.verification_needed': 'A company asked you to verify who you are',
  'update_request.no_answer': 'A company has not answered your update',
  'update_request.resent': 'Sent an update again',
  'update_request.form_submitted': "Submitted a company's web form",
  'update_request.phone_call_logged': 'Called a company about your update',
  'update_request.refusal_reported': 'Recorded that a company refused your update',
  'update_request.document_deleted': 'An update needs you: a document it carried was deleted',
  'journey.document_upload': 'Uploaded a document to a journey',
  'journey.document_delete': 'Deleted a document from a journey',
  'update_request.rerouted': 'An update went to a company another way',
  'update_request.value_changed': 'Changed a value to send',
  'update_request.expired': 'An update expired without an answer',
  'update_request.cancelled': 'Cancelled an update',
  'update_request.joint_approved': 'Approved a joint account update',
  'update_request.joint_declined': 'Declined a joint account update',
  'organization.created': 'Created a business organisation',
  'brand_claim.requested': 'Asked to claim a brand for your business',
  'brand_claim.verified': 'Verified a brand for your business',
  'brand_claim.revoked': 'Revoked a business’s claim to a brand',
  'api_key.created': 'Created a business API key',
  'api_key.revoked': 'Revoked a business API key',
};

const BY_RESOURCE: Record<ActivityItem['resource_type'], string> = {
  USER: 'Changed your account',
  FOOTPRINT: 'Changed your digital footprints',
  JOURNEY: 'Changed a journey',
  OAUTH_CONNECTION: 'Changed a connected sign-in method',
  UPDATE_REQUEST: 'An update to a company changed',
  ORGANIZATION: 'Changed a business organisation',
  BRAND_CLAIM: 'Changed a claim to a brand',
  API_KEY: 'Changed a business API key',
  // Admin work in the admin area (an admin's own activity list shows it).
  BRAND: 'Changed a brand in the directory',
  SETTINGS: 'Changed a platform setting',
  ERROR: 'Reviewed an error report',
};

/** An audit entry in plain words, for the dashboard's recent activity. */
export function activityText(item: Pick<ActivityItem, 'action' | 'resource_type'>): string {
  return TEXT[item.action] ?? BY_RESOURCE[item.resource_type];
}

/** Journey entries link to their journey. */
export function activityJourneyId(item: ActivityItem): string | undefined {
  return item.resource_type === 'JOURNEY' && item.resource_id ? item.resource_id : undefined;
}

const MANY: Record<string, (n: number) => string> = {
  'update_request.approved': (n) => `Approved updates to ${n} companies`,
  'update_request.sent': (n) => `${n} companies were told of your change`,
  'update_request.reminder_sent': (n) => `${n} companies were reminded of your update`,
  'update_request.acknowledged': (n) => `${n} companies acknowledged your update`,
  'update_request.confirmed': (n) => `${n} companies confirmed your update`,
  'update_request.marked_done': (n) => `Marked ${n} updates as done`,
  'update_request.cancelled': (n) => `Cancelled ${n} updates`,
  'journey.footprint_update': (n) => `Updated ${n} companies in a journey`,
};

export type ActivityGroup = { first: ActivityItem; count: number };

/**
 * Consecutive entries of the same action as one line (approving 20 updates is one thing the
 * person did, not twenty), at most `limit` lines.
 */
export function groupActivity(items: readonly ActivityItem[], limit: number): ActivityGroup[] {
  const groups: ActivityGroup[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (
      last &&
      last.first.action === item.action &&
      last.first.resource_type === item.resource_type
    ) {
      last.count += 1;
    } else {
      if (groups.length === limit) break;
      groups.push({ first: item, count: 1 });
    }
  }
  return groups;
}

/** A group's line: the single entry's words, or the plural for many. */
export function activityGroupText({ first, count }: ActivityGroup): string {
  if (count === 1) return activityText(first);
  return MANY[first.action]?.(count) ?? `${activityText(first)} (${count} times)`;
}
