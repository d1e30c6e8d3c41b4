import {
  Banknote,
  Building2,
  HeartPulse,
  Landmark,
  Plug,
  ShieldCheck,
  ShoppingBag,
  Wifi,
} from 'lucide-react';

import { Island } from '../../../islands/island';
import { MarketingPage } from './marketing-page';
import { MovingHomeCta } from './moving-home-cta';
import { FeatureGrid, Section } from './section';

const FIELDS = [
  {
    title: 'Residential address',
    text: 'Street, suburb, state and postcode, from your moving day.',
  },
  {
    title: 'Postal and billing address',
    text: 'Where statements, cards and bills are sent, if different.',
  },
  {
    title: 'State and postcode details',
    text: 'Used for pricing, tariffs, rego and insurance ratings.',
  },
  { title: 'Moving date', text: 'So services start and stop on the right day, not weeks later.' },
];

const COMPANIES = [
  {
    icon: <Banknote aria-hidden="true" />,
    title: 'Banks and lenders',
    text: 'Everyday accounts, credit cards, home and car loans, buy now pay later.',
  },
  {
    icon: <Plug aria-hidden="true" />,
    title: 'Energy and water',
    text: 'Electricity and gas retailers, plus your water provider for owners.',
  },
  {
    icon: <Wifi aria-hidden="true" />,
    title: 'Internet and mobile',
    text: 'NBN and home internet providers, mobile plans and pay TV.',
  },
  {
    icon: <ShieldCheck aria-hidden="true" />,
    title: 'Insurers',
    text: 'Home and contents, car, pet, life and travel policies.',
  },
  {
    icon: <HeartPulse aria-hidden="true" />,
    title: 'Health and super',
    text: 'Private health funds, superannuation funds and your GP’s clinic.',
  },
  {
    icon: <Landmark aria-hidden="true" />,
    title: 'Government services',
    text: 'Electoral roll, driver licence and rego, Medicare and tax through myGov.',
  },
  {
    icon: <ShoppingBag aria-hidden="true" />,
    title: 'Shops and subscriptions',
    text: 'Online stores, delivery apps, loyalty programs and streaming services.',
  },
  {
    icon: <Building2 aria-hidden="true" />,
    title: 'Everyone else',
    text: 'Your employer, school, clubs, vet and any organisation you add yourself.',
  },
];

const STEPS = [
  {
    title: '1. Tell us once',
    text: 'Enter your new address and moving day. Both are optional until you are ready to send.',
  },
  {
    title: '2. Check the list',
    text: 'We pick the companies in your footprint that hold your address. Untick any you are leaving behind.',
  },
  {
    title: '3. We do the rounds',
    text: 'Integrations update straight away; emails go out for you; the rest become a pre-filled checklist.',
  },
  {
    title: '4. Follow it through',
    text: 'Watch each company move from sent to confirmed, and get a nudge for anything that needs you.',
  },
];

export function MovingHomePage() {
  const cta = <Island name="moving-home-cta" component={MovingHomeCta} props={{}} />;
  return (
    <MarketingPage
      path="/moving-home"
      heading="Moving Home"
      lead="Give us your new address and moving day once. We find your banks, utilities, insurers, telcos and government services, and update each of them for you."
      actions={cta}
    >
      <Section
        id="moving-fields"
        title="What gets updated"
        lead="The details a move changes, and nothing else. You review every one before it is sent."
      >
        <FeatureGrid items={FIELDS} columns={4} />
      </Section>
      <Section
        id="moving-companies"
        title="Which companies we tell"
        lead="Every company in your footprint that holds your address, across the whole of Australian life."
        tone="muted"
      >
        <FeatureGrid items={COMPANIES} columns={4} />
      </Section>
      <Section id="moving-steps" title="How a move works">
        <FeatureGrid items={STEPS} columns={4} />
      </Section>
      <Section
        id="moving-start"
        title="Moving soon?"
        lead="Start a week or two before your moving day, so your first bills already go to the new place. It is free and takes about ten minutes."
        tone="brand"
      >
        <div>{cta}</div>
      </Section>
    </MarketingPage>
  );
}
