import { SHARED_COMPANY_STEPS } from '@updately/shared/safe-mode';

type Source = { label: string; href: string };
export type GuidanceItem = { title: string; text: string; source?: Source };

/** The safe-mode guidance page's words (issue 27): calm, plain, each with its source. */
export const SAFE_GUIDANCE_LEAD =
  'If you are moving away from someone and need your new address kept from them, these steps can help. Take them in the order that feels safe for you.';

export const SAFE_GUIDANCE_HELP: GuidanceItem[] = [
  {
    title: 'If you are in danger now',
    text: 'Call Triple Zero (000) for police, fire or ambulance.',
  },
  {
    title: 'Someone to talk to',
    text: '1800RESPECT is the national domestic, family and sexual violence counselling service, open 24 hours: call 1800 737 732 or chat online.',
    source: { label: '1800RESPECT', href: 'https://www.1800respect.org.au/' },
  },
];

export const SAFE_GUIDANCE_STEPS: GuidanceItem[] = [
  {
    title: 'Enrol as a silent elector',
    text: 'Your address is left off the public electoral roll if you believe having it shown could put you or your family at risk.',
    source: {
      label: 'Australian Electoral Commission: silent electors',
      href: 'https://www.aec.gov.au/enrolling_to_vote/special_category/silent-elector.htm',
    },
  },
  {
    title: 'Redirect your mail safely',
    text: 'Australia Post offers mail redirection for people affected by domestic and family violence, without the new address shown on the notice.',
    source: {
      label: 'Australia Post: redirect or hold mail',
      href: 'https://auspost.com.au/receiving/manage-your-mail/redirect-hold-mail',
    },
  },
  {
    title: 'Use a private browser window',
    text: 'A private (incognito) window keeps no history of the pages you visit once you close it. Pages you opened before turning safe mode on may still be in this window\u2019s history.',
  },
  {
    title: 'Leave quickly',
    text: 'The "Leave quickly" button, or pressing Escape twice, replaces this page with a weather site.',
  },
];

/** What to ask each company, before anything is sent to one the other person shares. */
export const SAFE_GUIDANCE_QUESTIONS: readonly string[] = [
  ...SHARED_COMPANY_STEPS,
  'Ask what they will send about the change, and where they will send it.',
  'Ask who else can see the account: joint holders, family members, or anyone with the login.',
];
