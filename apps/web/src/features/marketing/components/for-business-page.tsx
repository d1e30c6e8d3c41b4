import type { ReactNode } from 'react';

import { Button } from '../../../components/ui/button';
import { MarketingPage } from './marketing-page';
import { FeatureGrid, Section } from './section';

const OFFERINGS = [
  {
    title: 'Pay per successful field update',
    text: 'No set-up fee, no monthly minimum. You pay when a changed field (an address, a surname, an email, a phone number) is confirmed in your system, and never for failed or duplicate deliveries.',
  },
  {
    title: 'Real-time API',
    text: 'A REST API and signed webhooks deliver each change the moment the customer confirms it, with retries and a delivery log you can replay from.',
  },
  {
    title: 'iPaaS',
    text: 'Receive updates in the integration platform your team already runs and map them into your CRM, billing or core banking system without a development project.',
  },
  {
    title: 'Consent and audit trails',
    text: 'Every update carries the customer’s recorded consent, its version and timestamp, and an audit trail your privacy and compliance teams can export.',
  },
];

const STEPS = [
  {
    title: 'Connect',
    text: 'We link your organisation to its entry in the Updately directory and agree which fields you accept.',
  },
  {
    title: 'Receive',
    text: 'Customers who have you in their footprint start journeys; verified changes arrive by API, webhook or iPaaS.',
  },
  {
    title: 'Confirm',
    text: 'Your system acknowledges each field. The customer sees it as done, and it appears on your monthly usage statement.',
  },
];

const OUTCOMES = [
  {
    title: 'Fewer returned letters',
    text: 'Statements and cards reach the new address from the first cycle after a move.',
  },
  {
    title: 'Fewer calls',
    text: 'Customers stop phoning to change details one company at a time, and your team stops re-keying them.',
  },
  {
    title: 'Cleaner data',
    text: 'Changes come verified by the customer, each in its own named field (address, email, phone) with the customer’s consent, instead of free text in a web form.',
  },
];

/** Self-serve: an account, then straight into the portal to create the organisation. */
const CREATE_ACCOUNT_HREF = '/signup?next=/business';

type ForBusinessPageProps = {
  /** The enquiry form (its own feature). */
  contactForm?: ReactNode;
};

export function ForBusinessPage({ contactForm }: ForBusinessPageProps) {
  return (
    <MarketingPage
      path="/for-business"
      heading="For Business"
      lead="Receive your customers' new details the moment they change, through a real-time API, signed webhooks or your iPaaS, with consent and audit trails included. You pay only per successful field update."
      actions={
        <>
          <Button asChild size="lg">
            <a href={CREATE_ACCOUNT_HREF}>Create a business account</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="/api/v1/docs">Read the API docs</a>
          </Button>
          <Button asChild size="lg" variant="ghost">
            <a href="#contact">Talk to our team</a>
          </Button>
        </>
      }
    >
      <Section id="business-offer" title="What you get">
        <FeatureGrid items={OFFERINGS} columns={2} />
      </Section>
      <Section id="business-steps" title="How it works for your organisation" tone="muted">
        <FeatureGrid items={STEPS} />
      </Section>
      <Section id="business-outcomes" title="What changes for your team">
        <FeatureGrid items={OUTCOMES} />
      </Section>
      <Section
        id="contact"
        title="Talk to our team"
        lead="Tell us about your organisation and what you would like to receive. We reply within one business day."
        tone="muted"
      >
        {contactForm}
      </Section>
    </MarketingPage>
  );
}
