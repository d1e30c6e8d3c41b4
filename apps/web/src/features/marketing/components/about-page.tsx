import { CompanyLineIsland } from '../../../lib/company-line-island';
import { MarketingPage } from './marketing-page';
import { FeatureGrid, Section } from './section';

const PRINCIPLES = [
  {
    title: 'Free for people',
    text: 'Nobody should pay to tell companies where they live. Businesses fund Updately because accurate customer details save them money.',
  },
  {
    title: 'Consent first',
    text: 'We act only on an update you started, only with the companies you chose, and we show you everything we did.',
  },
  {
    title: 'Boring where it counts',
    text: 'Proven encryption, audited changes and Australian privacy law. Our creativity goes into the experience, not the security.',
  },
];

export function AboutPage() {
  return (
    <MarketingPage
      path="/about"
      heading="About Updately"
      lead="We started Updately because a life event should not come with hours of admin. Our goal is simple: tell us once, and every company that needs to know hears about it."
    >
      <Section id="about-story" title="Why we built it">
        <div className="flex max-w-3xl flex-col gap-4 text-lg text-muted-foreground">
          <p>
            The idea came from a move across Sydney. Two weeks after the boxes were unpacked, the
            car insurance renewal, a superannuation statement and a speeding fine for someone else
            were still going to the old address. Changing an address had taken more than thirty
            websites, four phone queues and one branch visit.
          </p>
          <p>
            Most of that work is the same fact, typed again and again. Updately keeps the list of
            companies that hold your details, and when your life changes, it tells them for you:
            through a live integration where a company has one, an email where it does not, and a
            clear checklist where a company insists on doing it themselves.
          </p>
        </div>
      </Section>
      <Section id="about-principles" title="What we stand for" tone="muted">
        <FeatureGrid items={PRINCIPLES} />
      </Section>
      <Section id="about-company" title="The company">
        <div className="flex max-w-3xl flex-col gap-4 text-lg text-muted-foreground">
          <p>
            Updately is operated by <CompanyLineIsland />, an Australian company. Our team and our
            data are in Australia, and we handle personal information under the Privacy Act 1988.
          </p>
          <p>
            Businesses interested in receiving updates can reach us through the For Business page.
            Customers can reach our support team from Help &amp; Support once signed in.
          </p>
        </div>
      </Section>
    </MarketingPage>
  );
}
