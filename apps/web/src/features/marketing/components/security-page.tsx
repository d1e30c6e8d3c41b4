import { MarketingPage } from './marketing-page';
import { FeatureGrid, Section } from './section';

const PROTECTIONS = [
  {
    title: 'Encryption in transit and at rest',
    text: 'Every connection uses TLS, and the databases and backups that hold your details are encrypted. Backups stay in Australia.',
  },
  {
    title: 'Only what an update needs',
    text: 'We collect the details a journey changes and the list of companies you deal with. We never ask for the passwords to your other accounts.',
  },
  {
    title: 'Consent for every update',
    text: 'Nothing is sent until you confirm which companies should receive which details. You can stop a journey at any time.',
  },
  {
    title: 'An audit trail you can see',
    text: 'Sign-ins, changes to your profile and every update sent are recorded with the time, the company and the fields involved.',
  },
  {
    title: 'Strong sign-in',
    text: 'Passwords are checked against common and breached passwords, and you can add two-factor authentication with any authenticator app.',
  },
  {
    title: 'Sessions you control',
    text: 'See every device signed in to your account and sign any of them out. Signing out ends your sessions everywhere by default.',
  },
];

const PRACTICES = [
  {
    title: 'Least access for our team',
    text: 'Staff access to production systems is limited to the people who run them, requires two-factor sign-in, and is logged.',
  },
  {
    title: 'Privacy law, not just policy',
    text: 'We handle personal information under the Privacy Act 1988 and the Australian Privacy Principles, and follow the Notifiable Data Breaches scheme.',
  },
  {
    title: 'Deletion that means it',
    text: 'Delete your account and we remove your profile, footprint and journeys. Audit records we must keep are de-identified.',
  },
];

export function SecurityPage() {
  return (
    <MarketingPage
      path="/security"
      heading="Security"
      lead="Your details are only ever shared with the companies you choose, only for the update you asked for, and every change is recorded in an audit trail you can see."
    >
      <Section id="security-protections" title="How your details are protected">
        <FeatureGrid items={PROTECTIONS} />
      </Section>
      <Section id="security-practices" title="How we work" tone="muted">
        <FeatureGrid items={PRACTICES} />
      </Section>
      <Section
        id="security-report"
        title="Found a security issue?"
        lead={
          <>
            Please tell us at{' '}
            <span className="font-semibold text-foreground">security@updately.com.au</span> before
            sharing it publicly. We reply within two business days, keep you informed while we fix
            it, and credit you if you would like.
          </>
        }
      />
    </MarketingPage>
  );
}
