import { LandingPage } from '../../../features/marketing/components/landing-page';
import { NewsletterSignup } from '../../../features/newsletter/components/newsletter-signup';
import { Island } from '../../../islands/island';

export default function LandingRoute() {
  return (
    <LandingPage
      newsletter={
        <Island
          name="newsletter"
          component={NewsletterSignup}
          props={{ source: 'landing' } as const}
          hydrate="interaction"
        />
      }
    />
  );
}
