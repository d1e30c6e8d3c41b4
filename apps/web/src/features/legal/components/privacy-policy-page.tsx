import { CompanyLineIsland } from '../../../lib/company-line-island';
import { LegalPage, LegalSection } from './legal-page';

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      path="/privacy"
      heading="Privacy Policy"
      lead="We collect only the details needed to update your accounts, share them only with the companies you choose, and never sell them. You can download or delete your data at any time."
      updated="22 November 2026"
    >
      <LegalSection title="1. Who is responsible">
        <p>
          <CompanyLineIsland /> operates Updately and is responsible for your personal information.
          We handle it in line with the Privacy Act 1988 (Cth) and the Australian Privacy
          Principles.
        </p>
      </LegalSection>
      <LegalSection title="2. What we collect">
        <ul>
          <li>
            Account details: your name, email address, phone number (optional) and password hash.
          </li>
          <li>
            Journey details: the new address, email, phone number or moving date you enter for a
            journey.
          </li>
          <li>
            Your digital footprint: the organisations you add and the kinds of personal data they
            hold.
          </li>
          <li>
            Security and usage records: sign-ins, the device and browser used, your approximate
            location from your IP address, and an audit trail of changes and updates sent.
          </li>
          <li>
            Newsletter sign-ups: your email address, when you consented and where you signed up.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="3. Why we collect it">
        <p>
          To run your account, to send the updates you ask for, to keep Updately secure (for example
          detecting unusual sign-ins), to answer your questions, and, only if you opted in, to send
          our newsletter. We do not use your details for advertising and we do not sell, rent or
          trade them.
        </p>
      </LegalSection>
      <LegalSection title="4. Who we share it with">
        <ul>
          <li>
            The organisations you select in a journey, and only the details that journey changes.
          </li>
          <li>
            Service providers who help us run Updately (hosting, email delivery, bot protection and,
            where enabled, product analytics), under contracts that limit their use of it.
          </li>
          <li>Authorities, where the law requires it.</li>
        </ul>
        <p>
          Our hosting and backups are in Australia. Some service providers may process limited data
          overseas; where they do, we take reasonable steps to ensure it is protected to the
          standard of the Australian Privacy Principles.
        </p>
      </LegalSection>
      <LegalSection title="5. Analytics and cookies">
        <p>
          We use essential cookies to keep you signed in. Where product analytics is enabled, we
          record page views to improve Updately and link them to your account only after you sign
          in. Cloudflare Turnstile protects our forms from bots.
        </p>
      </LegalSection>
      <LegalSection title="6. How long we keep it">
        <p>
          We keep your information while your account is open. When you delete your account we
          delete your profile, footprint and journeys; audit and security records we must keep are
          de-identified. Newsletter records are kept until you unsubscribe, then only as proof of
          the unsubscribe.
        </p>
      </LegalSection>
      <LegalSection title="7. Your choices and rights">
        <p>
          You can see and correct your details in your profile, download your data, unsubscribe from
          the newsletter with the link in every email, and delete your account at any time. You can
          also ask us for access to, or correction of, the personal information we hold about you.
        </p>
      </LegalSection>
      <LegalSection title="8. Security and data breaches">
        <p>
          We encrypt your information in transit and at rest, limit and log staff access, and follow
          the Notifiable Data Breaches scheme: if a breach is likely to cause you serious harm, we
          will tell you and the Office of the Australian Information Commissioner.
        </p>
      </LegalSection>
      <LegalSection title="9. Questions and complaints">
        <p>
          Contact our privacy officer at privacy@updately.com.au. We respond within 30 days. If you
          are not satisfied with our response, you can complain to the Office of the Australian
          Information Commissioner at oaic.gov.au.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
