import { MarketingPage } from './marketing-page';

export function SecurityPage() {
  return (
    <MarketingPage
      heading="Security"
      lead="Your details are only ever shared with the companies you choose, only for the update you asked for, and every change is recorded in an audit trail you can see."
    />
  );
}
