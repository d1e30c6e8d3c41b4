import {
  BadgeCheck,
  Clock,
  FileCheck2,
  KeyRound,
  ListChecks,
  Lock,
  ScrollText,
  Webhook,
  Workflow,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';

import { buttonVariants } from '../../../components/ui/button-variants';
import { Container } from '../../../components/ui/container';
import { Island } from '../../../islands/island';
import { usePageMeta } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { SiteLink } from '../../../lib/site-link';
import { LANDING_FAQ } from '../content/faq';
import { FaqList } from './faq-list';
import { HowItWorksSteps } from './how-it-works-steps';
import { JourneyCarousel } from './journey-carousel';
import { FeatureGrid, Section } from './section';
import { SeeHowLink } from './see-how-link';
import { SignupCta } from './signup-cta';

const BENEFITS = [
  {
    icon: <Clock aria-hidden="true" />,
    title: 'Hours back',
    text: 'A move touches 30 to 50 companies. Tell Updately once instead of filling in the same form on every website and waiting on hold.',
  },
  {
    icon: <ListChecks aria-hidden="true" />,
    title: 'Nothing forgotten',
    text: 'Your footprint lists every company that holds your details, so the insurer you pay once a year and the library card are not missed.',
  },
  {
    icon: <BadgeCheck aria-hidden="true" />,
    title: 'Proof it happened',
    text: 'Each update shows whether it was sent, confirmed or needs you, so a bill never goes to the old address unnoticed.',
  },
  {
    icon: <Wallet aria-hidden="true" />,
    title: 'Free for you',
    text: 'No subscription and no card. Businesses pay for the updates they receive, and we never sell your data.',
  },
];

const SECURITY = [
  {
    icon: <Lock aria-hidden="true" />,
    title: 'Encrypted everywhere',
    text: 'TLS on every connection and encryption at rest for everything we store, with backups kept in Australia.',
  },
  {
    icon: <KeyRound aria-hidden="true" />,
    title: 'Your consent, every time',
    text: 'Details go only to the companies you pick, only for the update you started. No passwords to your other accounts, ever.',
  },
  {
    icon: <ScrollText aria-hidden="true" />,
    title: 'A trail you can read',
    text: 'Every change and every update sent is recorded with its time and recipient, and shown to you. Two-factor sign-in is built in.',
  },
];

const FOR_BUSINESS = [
  {
    icon: <Wallet aria-hidden="true" />,
    title: 'Pay per successful field update',
    text: 'No set-up fee and no minimum: a confirmed new address in your system is one billable field.',
  },
  {
    icon: <Webhook aria-hidden="true" />,
    title: 'Real-time API',
    text: 'Changes arrive the moment a customer confirms them, through a REST API and signed webhooks.',
  },
  {
    icon: <Workflow aria-hidden="true" />,
    title: 'iPaaS ready',
    text: 'Route updates into your CRM or billing system through the integration platform you already use.',
  },
  {
    icon: <FileCheck2 aria-hidden="true" />,
    title: 'Consent and audit trails',
    text: 'Every update carries the customer’s recorded consent and a full audit trail for your compliance team.',
  },
];

type LandingPageProps = {
  /** The newsletter signup (its own feature), placed before the footer. */
  newsletter?: ReactNode;
};

export function LandingPage({ newsletter }: LandingPageProps) {
  usePageMeta('/');
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-background">
        <Container className="flex flex-col gap-8 py-16 sm:py-24">
          <div className="flex max-w-3xl flex-col gap-4">
            <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
              Life admin, handled
            </p>
            <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              Life changes. Your details update everywhere.
            </h1>
            <p className="text-lg text-pretty text-muted-foreground sm:text-xl">
              Moving home, getting married or starting a new job? Tell Updately once and we update
              your address, name, email and phone with every company that holds them.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Island
              name="signup-cta"
              component={SignupCta}
              props={{ source: 'hero', size: 'lg' } as const}
            />
            <Island name="see-how-link" component={SeeHowLink} props={{}} />
          </div>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            <li>Free for individuals</li>
            <li>270+ Australian and global brands</li>
            <li>Your data is never sold</li>
          </ul>
        </Container>
      </section>

      <Section
        id="how-it-works"
        title="How it works"
        lead="Three steps, then it's done. You stay in control of what goes where."
      >
        <HowItWorksSteps />
      </Section>

      <Section
        id="landing-journeys"
        title="Start with the moment you're in"
        lead="Each journey knows which of your details a life event changes and which companies need to hear about it."
        tone="muted"
      >
        <Island name="journey-carousel" component={JourneyCarousel} props={{}} hydrate="visible" />
      </Section>

      <Section
        id="landing-benefits"
        title="Why people use Updately"
        lead="The average Australian deals with dozens of companies. Updately remembers all of them for you."
      >
        <FeatureGrid items={BENEFITS} columns={4} />
      </Section>

      <Section
        id="landing-security"
        title="Security you can check"
        lead="Your details are only useful to you and the companies you choose. We built Updately so they stay that way."
        tone="muted"
      >
        <FeatureGrid items={SECURITY} />
        <div>
          <SiteLink
            href={paths.security.getHref()}
            className={buttonVariants({ variant: 'outline' })}
          >
            How we protect your data
          </SiteLink>
        </div>
      </Section>

      <Section
        id="landing-business"
        title="For business: up-to-date customers, without the call centre"
        lead="Banks, utilities, insurers and retailers receive verified changes straight from their customers."
      >
        <FeatureGrid items={FOR_BUSINESS} columns={4} />
        <div>
          <SiteLink
            href={paths.forBusiness.getHref()}
            className={buttonVariants({ variant: 'outline' })}
          >
            Talk to us about your business
          </SiteLink>
        </div>
      </Section>

      <Section id="landing-faq" title="Frequently asked questions" tone="muted">
        <Island
          name="faq-list"
          component={FaqList}
          props={{ entries: LANDING_FAQ, className: 'bg-background' }}
        />
        <p>
          <SiteLink
            href={paths.faq.getHref()}
            className="inline-flex min-h-6 items-center font-medium text-brand-800 underline underline-offset-4"
          >
            More questions and answers
          </SiteLink>
        </p>
      </Section>

      {newsletter}
    </>
  );
}
