import { buttonVariants } from '../../../components/ui/button-variants';
import { paths } from '../../../lib/paths';
import { SiteLink } from '../../../lib/site-link';
import { HowItWorksSteps } from './how-it-works-steps';
import { MarketingPage } from './marketing-page';
import { FeatureGrid, Section } from './section';

const CHANNELS = [
  {
    title: 'Live integration',
    text: 'When a company connects to Updately, your change goes straight into its systems, usually within minutes, and it confirms back to us.',
  },
  {
    title: 'An email sent for you',
    text: 'No integration? With your consent we email the company’s published contact address with exactly what changed, and track the reply.',
  },
  {
    title: 'A pre-filled checklist',
    text: 'Some companies only accept changes in their own app or in person. You get the direct link and the details to enter, and tick it off when done.',
  },
];

const FOOTPRINT = [
  {
    title: 'Start from the directory',
    text: 'Search more than 270 Australian and global brands and add the ones you use. Each entry records what personal data that company collects.',
  },
  {
    title: 'Add anyone else',
    text: 'Your landlord, your football club, your local council: add any organisation by name and choose the details it holds.',
  },
  {
    title: 'Keep it for next time',
    text: 'Your footprint stays with you, so the next life event starts with the list already made.',
  },
];

export function HowItWorksPage() {
  return (
    <MarketingPage
      path="/how-it-works"
      heading="How it works"
      lead="Updately keeps a list of the companies that hold your data, then updates them for you when your details change."
    >
      <Section id="how-it-works-steps" title="Three steps, then it's done">
        <HowItWorksSteps />
      </Section>
      <Section
        id="how-it-works-footprint"
        title="First, your digital footprint"
        lead="Your footprint is the list of companies that hold your details. It takes about five minutes to build, and you only do it once."
        tone="muted"
      >
        <FeatureGrid items={FOOTPRINT} />
      </Section>
      <Section
        id="how-it-works-channels"
        title="Three ways each company gets updated"
        lead="We always use the most direct route a company offers, and tell you which one it was."
      >
        <FeatureGrid items={CHANNELS} />
        <div>
          <SiteLink href={paths.movingHome.getHref()} className={buttonVariants({ size: 'lg' })}>
            See it for moving home
          </SiteLink>
        </div>
      </Section>
    </MarketingPage>
  );
}
