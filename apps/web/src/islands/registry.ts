import type { ComponentType } from 'react';

import { PublicFooter } from '../app/layouts/public-footer';
import { PublicHeader } from '../app/layouts/public-header';
import { FaqList } from '../features/marketing/components/faq-list';
import { JourneyTypeLink } from '../features/marketing/components/journey-type-link';
import { MovingHomeCta } from '../features/marketing/components/moving-home-cta';
import { SeeHowLink } from '../features/marketing/components/see-how-link';
import { SignupCta } from '../features/marketing/components/signup-cta';
import { CompanyLine } from '../lib/company-line';
import type { IslandName } from './island-names';

// Props come from the page's HTML, written from each component's own typed props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

const ready = (component: AnyComponent) => () => Promise.resolve(component);

/**
 * Each island's component. The small ones that most pages have are in the islands script itself
 * (one download); the larger ones that one page has are their own chunks.
 */
export const ISLANDS: Record<IslandName, () => Promise<AnyComponent>> = {
  'public-header': ready(PublicHeader),
  'public-footer': ready(PublicFooter),
  'signup-cta': ready(SignupCta),
  'see-how-link': ready(SeeHowLink),
  'moving-home-cta': ready(MovingHomeCta),
  'company-line': ready(CompanyLine),
  'faq-list': ready(FaqList),
  'journey-type-link': ready(JourneyTypeLink),
  'journey-carousel': async () =>
    (await import('../features/marketing/components/journey-carousel')).JourneyCarousel,
  newsletter: async () =>
    (await import('../features/newsletter/components/newsletter-signup')).NewsletterSignup,
  'business-lead-form': async () =>
    (await import('../features/business-leads/components/business-lead-form')).BusinessLeadForm,
  'leave-quickly': async () =>
    (await import('../components/leave-quickly-button')).LeaveQuicklyButton,
};
