import { LandingPage } from '../../../features/marketing/components/landing-page';
import { NewsletterSignup } from '../../../features/newsletter/components/newsletter-signup';

export default function LandingRoute() {
  return <LandingPage newsletter={<NewsletterSignup source="landing" />} />;
}
