import { MarketingPage } from './marketing-page';

export function ForBusinessPage() {
  return (
    <MarketingPage
      heading="For Business"
      lead="Receive your customers' new details the moment they change, through a real-time API, signed webhooks or your iPaaS, with consent and audit trails included. You pay only per successful field update."
    />
  );
}
