import { SignupPage } from '../../../features/auth/components/signup-page';

export default function SignupRoute() {
  return <SignupPage />;
}
