import { MarketingPage } from './marketing-page';

export function AboutPage() {
  return (
    <MarketingPage
      title="About"
      heading="About Updately"
      lead="We started Updately because a life event should not come with hours of admin. Our goal is simple: tell us once, and every company that needs to know hears about it."
    />
  );
}
