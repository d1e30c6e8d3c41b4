import { SAFE_GUIDANCE_PATH } from '@updately/shared/safe-mode';
import { useEffect } from 'react';

import { formatPageTitle } from './use-page-title';

export type PageMeta = {
  /** Short name for the browser tab, shown as "<title> · Updately". */
  title: string;
  /** The meta description (and Open Graph description): one or two sentences. */
  description: string;
};

/**
 * Title and description of every public page, keyed by path: the pages set them while shown and
 * the prerender step writes them (with canonical and Open Graph tags) into each page's HTML.
 */
export const PUBLIC_PAGE_META = {
  '/': {
    title: 'Update your details everywhere',
    description:
      'Moving home, getting married or starting a new job? Tell Updately once and we update your address, name, email and phone with every company that holds them. Free for individuals.',
  },
  '/journeys': {
    title: 'Journeys',
    description:
      'Guided updates for the moments that change your details: moving home, getting married, a hacked account, a new job, a new card and moving abroad.',
  },
  '/how-it-works': {
    title: 'How it works',
    description:
      'Pick a journey, verify your new details once, and Updately updates each company through a live integration, an email sent for you, or a pre-filled checklist.',
  },
  '/security': {
    title: 'Security',
    description:
      'How Updately protects your details: encryption, consent for every update, a full audit trail, two-factor sign-in and handling under the Australian Privacy Principles.',
  },
  '/faq': {
    title: 'FAQ',
    description:
      'Answers about Updately: what it costs, which companies it can update, how your data is protected and what happens when a company has no integration.',
  },
  '/for-business': {
    title: 'For Business',
    description:
      "Receive customers' new details the moment they change through a real-time API, signed webhooks or your iPaaS, with consent and audit trails. Pay only per successful field update.",
  },
  '/about': {
    title: 'About',
    description:
      'Updately is an Australian company taking the admin out of life events, so nobody has to tell forty companies the same new address again.',
  },
  '/moving-home': {
    title: 'Moving Home',
    description:
      'Moving house in Australia? Give Updately your new address and moving day once: we update your bank, energy, internet, insurers and subscriptions, and give you a checklist for the rest.',
  },
  '/terms_of_service': {
    title: 'Terms of Service',
    description:
      'The terms for using Updately: what we do for you, what we ask of you, fees, liability under Australian Consumer Law, and how either of us can end the arrangement.',
  },
  '/privacy': {
    title: 'Privacy Policy',
    description:
      'What personal information Updately collects, why, who we share it with (only the companies you choose), how long we keep it, and how to access, correct or delete it.',
  },
  [SAFE_GUIDANCE_PATH]: {
    title: 'Moving safely',
    description:
      'Moving away from someone and keeping your new address from them: silent enrolment, safe mail redirection, 1800RESPECT, and what to ask each company.',
  },
} as const satisfies Record<string, PageMeta>;

export type PublicPagePath = keyof typeof PUBLIC_PAGE_META;

/** Sets the tab title and meta description of a public page while it is shown. */
export function usePageMeta(path: PublicPagePath) {
  const { title, description } = PUBLIC_PAGE_META[path];
  useEffect(() => {
    document.title = formatPageTitle(title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
