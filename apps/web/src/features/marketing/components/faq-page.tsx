import { Island } from '../../../islands/island';
import { LANDING_FAQ, MORE_FAQ } from '../content/faq';
import { FaqList } from './faq-list';
import { MarketingPage } from './marketing-page';
import { Section } from './section';

export function FaqPage() {
  return (
    <MarketingPage
      path="/faq"
      heading="Frequently asked questions"
      lead="Answers to the questions people ask most about Updately: what it costs, which companies it can update and how your data is protected."
    >
      <Section id="faq-common" title="The questions we hear most">
        <Island name="faq-list" component={FaqList} props={{ entries: LANDING_FAQ }} />
      </Section>
      {MORE_FAQ.map((group, index) => (
        <Section
          key={group.heading}
          id={`faq-group-${index}`}
          title={group.heading}
          tone={index % 2 === 0 ? 'muted' : 'plain'}
        >
          <Island
            name="faq-list"
            component={FaqList}
            props={{ entries: group.entries, className: 'bg-background' }}
          />
        </Section>
      ))}
    </MarketingPage>
  );
}
