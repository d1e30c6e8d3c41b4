import { CompanyLineIsland } from '../../../lib/company-line-island';
import { LegalPage, LegalSection } from './legal-page';

export function TermsOfServicePage() {
  return (
    <LegalPage
      path="/terms_of_service"
      heading="Terms of Service"
      lead="These terms explain what Updately does for you, what we ask of you in return, and how either of us can end the arrangement. Updately is free for consumers."
      updated="22 November 2026"
    >
      <LegalSection title="1. Who we are">
        <p>
          Updately is provided by <CompanyLineIsland />, an Australian company (“we”, “us”). By
          creating an account or using Updately you agree to these terms. If you do not agree,
          please do not use the service.
        </p>
      </LegalSection>
      <LegalSection title="2. What Updately does">
        <p>
          Updately keeps a list of the organisations that hold your personal details (your digital
          footprint). When you start a journey, we help you tell those organisations about changed
          details through an integration, an email sent on your behalf, or a checklist you complete
          yourself. We act only on updates you start and confirm.
        </p>
        <p>
          Each organisation decides whether and when to apply a change. We show you the status we
          receive, but we cannot guarantee that an organisation acts on an update, and you remain
          responsible for your relationships with them.
        </p>
      </LegalSection>
      <LegalSection title="3. Your account">
        <ul>
          <li>You must be at least 16 years old and give accurate details.</li>
          <li>
            Keep your password private and tell us straight away if you think someone else has used
            your account. We recommend turning on two-factor authentication.
          </li>
          <li>Only start journeys about yourself, or for someone who has authorised you to act.</li>
        </ul>
      </LegalSection>
      <LegalSection title="4. Your authority to send updates">
        <p>
          When you confirm a journey, you authorise us to send the details you reviewed to the
          organisations you selected, in your name, for that purpose only. You can withdraw this
          authority for updates not yet sent by cancelling the journey.
        </p>
      </LegalSection>
      <LegalSection title="5. Fees">
        <p>
          Updately is free for consumers. Organisations that receive updates may pay us for
          successful updates; this never changes what we send or to whom. If we ever introduce a
          paid feature for consumers, we will tell you first and it will be optional.
        </p>
      </LegalSection>
      <LegalSection title="6. Acceptable use">
        <p>
          Do not use Updately to give false information, to impersonate anyone, to send updates
          without authority, to interfere with the service or its security, or to break any law. We
          may suspend accounts that do.
        </p>
      </LegalSection>
      <LegalSection title="7. Privacy">
        <p>
          Our Privacy Policy explains how we handle personal information, and forms part of these
          terms.
        </p>
      </LegalSection>
      <LegalSection title="8. Australian Consumer Law and liability">
        <p>
          Nothing in these terms excludes, restricts or modifies any right or remedy you have under
          the Australian Consumer Law that cannot lawfully be excluded. To the extent the law
          permits, we are not liable for losses caused by an organisation’s handling of an update,
          or for indirect or consequential loss. Where our liability for a failure to comply with a
          consumer guarantee can be limited, it is limited to supplying the service again.
        </p>
      </LegalSection>
      <LegalSection title="9. Ending the arrangement">
        <p>
          You can delete your account at any time from your profile. We may end or suspend your
          access if you seriously or repeatedly breach these terms, or if we stop providing
          Updately, in which case we will give you reasonable notice and a way to export your data
          where we can.
        </p>
      </LegalSection>
      <LegalSection title="10. Changes and governing law">
        <p>
          We may update these terms; if a change is significant we will tell you by email or in the
          app before it applies. These terms are governed by the laws of New South Wales, Australia.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
