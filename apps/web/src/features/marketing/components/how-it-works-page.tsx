import { HowItWorksSteps } from './how-it-works-steps';
import { MarketingPage } from './marketing-page';

export function HowItWorksPage() {
  return (
    <MarketingPage
      heading="How it works"
      lead="Updately keeps a list of the companies that hold your data, then updates them for you when your details change."
    >
      <section aria-labelledby="how-it-works-steps" className="flex flex-col gap-6">
        <h2 id="how-it-works-steps" className="text-2xl font-bold tracking-tight">
          Three steps, then it's done
        </h2>
        <HowItWorksSteps />
      </section>
    </MarketingPage>
  );
}
