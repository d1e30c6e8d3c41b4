import { paths } from '../../../lib/paths';

/**
 * Signed in, /privacy is this Privacy & Security page; `?view=policy` shows the privacy policy
 * itself (the route reads it).
 */
export const POLICY_VIEW_PARAM = 'view';
export const POLICY_VIEW = 'policy';

export function privacyPolicyHref() {
  return `${paths.privacy.getHref()}?${POLICY_VIEW_PARAM}=${POLICY_VIEW}`;
}
