import { OAuthCallbackPage } from '../../../features/auth/components/oauth-callback-page';

export default function OAuthCallbackRoute() {
  return <OAuthCallbackPage />;
}
