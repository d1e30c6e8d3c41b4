import { MarketingPage } from './marketing-page';

export function FaqPage() {
  return (
    <MarketingPage
      title="FAQ"
      heading="Frequently asked questions"
      lead="Answers to the questions people ask most about Updately: what it costs, which companies it can update and how your data is protected."
    />
  );
}
