import type { LucideIcon } from 'lucide-react';
import { BriefcaseBusiness, CreditCard, Heart, House, Plane, ShieldAlert } from 'lucide-react';

import { paths } from '../../../lib/paths';

export type JourneyCard = {
  title: string;
  description: string;
  icon: LucideIcon;
  /** Moving Home is live; the others start with a free account on the app host. */
  live: boolean;
  /** Where the journey starts in the app: sign-up's `next`, so the intent survives it. */
  startPath: string;
};

/** The landing page's carousel, in the spec's order. */
export const JOURNEY_CARDS: JourneyCard[] = [
  {
    title: 'Moving Home',
    description:
      'Your new address and moving day, once. We update your bank, energy, internet, insurers and subscriptions, and give you a checklist for the rest.',
    icon: House,
    live: true,
    startPath: paths.app.movingHomeStart.getHref(),
  },
  {
    title: 'Getting Married',
    description:
      'Taking a new surname or a shared address? Update your name with banks, super, your health fund and your employer in one go.',
    icon: Heart,
    live: false,
    startPath: paths.app.startJourney.getHref('getting_married'),
  },
  {
    title: 'Got Hacked',
    description:
      'An email account compromised? Move every login and contact detail tied to it to a safe address, in the order that closes the gaps first.',
    icon: ShieldAlert,
    live: false,
    startPath: paths.app.startJourney.getHref('getting_hacked'),
  },
  {
    title: 'Changing Jobs',
    description:
      'New work email, new phone, new payroll? Tell the services that used your old work details before their messages stop reaching you.',
    icon: BriefcaseBusiness,
    live: false,
    startPath: paths.app.startJourney.getHref('changing_jobs'),
  },
  {
    title: 'New Card',
    description:
      'Card lost, stolen or expired? Find every direct debit and subscription on it and move them across before a payment bounces.',
    icon: CreditCard,
    live: false,
    startPath: paths.app.startJourney.getHref(),
  },
  {
    title: 'Moving Abroad',
    description:
      'Heading overseas? Set your overseas address, pause what you will not use, and tell your bank, super fund and the tax office you are leaving.',
    icon: Plane,
    live: false,
    startPath: paths.app.startJourney.getHref(),
  },
];
