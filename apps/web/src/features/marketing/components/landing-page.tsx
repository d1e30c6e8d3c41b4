import { Link } from 'react-router';

import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { HowItWorksSteps } from './how-it-works-steps';

export function LandingPage() {
  usePageTitle('Update your details everywhere');
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-background">
        <Container className="flex flex-col gap-8 py-16 sm:py-24">
          <PageHeader
            title="Life changes. Your details update everywhere."
            description="Moving home, getting married or starting a new job? Tell Updately once and we update your address, name, email and phone with every company that holds them."
          />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.auth.signup.getHref()}>Get started free</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.howItWorks.getHref()}>See how it works</Link>
            </Button>
          </div>
        </Container>
      </section>
      <section aria-labelledby="landing-steps" className="py-16">
        <Container className="flex flex-col gap-8">
          <h2 id="landing-steps" className="text-2xl font-bold tracking-tight">
            Three steps, then it's done
          </h2>
          <HowItWorksSteps />
        </Container>
      </section>
    </>
  );
}
