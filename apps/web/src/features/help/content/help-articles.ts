import type { JourneyType } from '@updately/shared/journey-types';

export type HelpCategory = 'Journeys' | 'Digital footprints' | 'Privacy & data' | 'Your account';

export const HELP_CATEGORIES: readonly HelpCategory[] = [
  'Journeys',
  'Digital footprints',
  'Privacy & data',
  'Your account',
];

export type HelpArticle = {
  id: string;
  category: HelpCategory;
  title: string;
  /** Paragraphs. */
  body: string[];
  /** Extra words people search with. */
  keywords: string[];
  journeyType?: JourneyType;
};

const journeyArticles: HelpArticle[] = [
  {
    id: 'journey-moving-house',
    journeyType: 'moving_house',
    category: 'Journeys',
    title: 'Moving Home: update your address everywhere',
    body: [
      'Start a Moving Home journey from the dashboard or My Journeys, give it a name such as "Move to Brisbane – March 2027", and add your new address and moving day if you know them.',
      'We link the companies that hold your address automatically: the ones you added while setting up, and every footprint whose company collects address or location details. You can add or remove companies on the journey page.',
      'Each linked company becomes a to-do. Mark it done once the company has your new address; the journey shows how many are left.',
    ],
    keywords: ['address', 'move', 'relocate', 'new home', 'postcode', 'moving day'],
  },
  {
    id: 'journey-changing-jobs',
    journeyType: 'changing_jobs',
    category: 'Journeys',
    title: 'Changing Jobs: new email, phone and employer details',
    body: [
      'A Changing Jobs journey asks for your new email and phone (both optional) and lines up the companies that hold your contact, employment or bank details, such as super funds, banks and professional bodies.',
      'Link the companies you want to tell, then work through the to-dos on the journey page.',
    ],
    keywords: ['job', 'employer', 'work', 'super', 'salary', 'email'],
  },
  {
    id: 'journey-getting-married',
    journeyType: 'getting_married',
    category: 'Journeys',
    title: 'Getting Married: change your name and next of kin',
    body: [
      'A Getting Married journey helps you tell every company about a new surname, marital status or next of kin. Identity documents such as your passport usually need updating first.',
      'Add a new email or phone if those change too, then work through the linked companies.',
    ],
    keywords: ['marriage', 'wedding', 'surname', 'name change', 'spouse', 'passport'],
  },
  {
    id: 'journey-getting-hacked',
    journeyType: 'getting_hacked',
    category: 'Journeys',
    title: 'Got Hacked: secure your accounts',
    body: [
      'If an account of yours was breached, start a Got Hacked journey. It lines up the companies that hold your email, phone, username, password or payment details so you can change them one by one.',
      'Change the password of your email account first: it can reset every other password. Then turn on two-factor authentication wherever it is offered, including here (Profile, Two-factor authentication).',
    ],
    keywords: ['hacked', 'breach', 'stolen', 'password', 'security', 'scam', 'fraud'],
  },
  {
    id: 'journey-having-baby',
    journeyType: 'having_baby',
    category: 'Journeys',
    title: 'Having a Baby: add a dependant',
    body: [
      'A Having a Baby journey lines up the companies that record your dependants and next of kin, such as your health insurer, Medicare, Centrelink and your bank.',
      'Link the ones that apply and mark each done as you update it.',
    ],
    keywords: ['baby', 'birth', 'child', 'dependant', 'dependent', 'parent', 'medicare'],
  },
  {
    id: 'journey-losing-loved-one',
    journeyType: 'losing_loved_one',
    category: 'Journeys',
    title: 'Losing a Loved One: update next of kin and shared accounts',
    body: [
      'We are sorry for your loss. A Losing a Loved One journey helps you find the companies that list them as next of kin or share accounts and bills with you, so you can update them in your own time.',
      'There is no deadline: the journey stays active until you mark it complete.',
    ],
    keywords: ['death', 'bereavement', 'passed away', 'estate', 'next of kin', 'widow'],
  },
  {
    id: 'journey-graduation',
    journeyType: 'graduation',
    category: 'Journeys',
    title: 'Graduation: from student to professional',
    body: [
      'A Graduation journey lines up the companies that hold your education, employment or student contact details, so your student email and address are replaced everywhere before they stop working.',
    ],
    keywords: ['graduate', 'university', 'student', 'education', 'degree'],
  },
  {
    id: 'journey-basics',
    category: 'Journeys',
    title: 'Starting, completing and archiving a journey',
    body: [
      'Start a journey with the Start a journey button on the dashboard or on My Journeys: choose the life event and give it a name. It opens straight away, with the companies that need your new details.',
      'When every company is updated, mark the journey complete. Archive a journey you no longer need; it stays in your history.',
    ],
    keywords: ['start', 'complete', 'archive', 'progress', 'to-do', 'todo'],
  },
];

const otherArticles: HelpArticle[] = [
  {
    id: 'footprints-what',
    category: 'Digital footprints',
    title: 'What is a digital footprint?',
    body: [
      'Every company that holds your personal details, such as your bank, telco, energy retailer, insurer, a government agency or an online shop, is one of your digital footprints.',
      'For each company our directory records the kinds of data it collects (contact, location, identity documents, financial details and more), so a journey knows which companies a change affects.',
    ],
    keywords: ['footprint', 'company', 'brand', 'directory', 'data'],
  },
  {
    id: 'footprints-add',
    category: 'Digital footprints',
    title: 'Adding, tagging and removing footprints',
    body: [
      'On Digital Footprints, add companies from the directory by name or category. A company we do not list can be added as a custom brand, with the kinds of data it holds.',
      'Tags help you group footprints (for example "household" or "work"). Removing a footprint also removes it from your journeys.',
    ],
    keywords: ['add', 'remove', 'delete', 'tag', 'custom brand', 'missing company'],
  },
  {
    id: 'privacy-what-we-keep',
    category: 'Privacy & data',
    title: 'What we keep about you, and why',
    body: [
      'We keep your profile, the consents you gave, your footprints, journeys and feedback, and an activity log of changes to your account. We use them only to run your journeys and keep your account safe, and never sell them.',
      'Marketing emails are optional: turn them on or off under Privacy & Security. Each change is recorded with the date and the version of the terms.',
    ],
    keywords: [
      'privacy',
      'consent',
      'marketing',
      'data',
      'gdpr',
      'app',
      'australian privacy principles',
    ],
  },
  {
    id: 'privacy-download',
    category: 'Privacy & data',
    title: 'Downloading a copy of your data',
    body: [
      'Under Privacy & Security, Download my data saves one JSON file with everything we hold about you: your profile, consents, sign-in methods and sessions, footprints, journeys, feedback and activity log (Australian Privacy Principle 12).',
    ],
    keywords: ['download', 'export', 'copy', 'json', 'access request'],
  },
  {
    id: 'privacy-delete',
    category: 'Privacy & data',
    title: 'Deleting your account',
    body: [
      'Under Privacy & Security, Delete my account removes your profile, consents, footprints, journeys, feedback and uploads and signs you out on every device. Type DELETE and enter your password to confirm.',
      'Deletion cannot be undone. The activity log keeps only records that no longer identify you.',
    ],
    keywords: ['delete', 'remove account', 'close account', 'erase', 'forget me'],
  },
  {
    id: 'account-sign-in',
    category: 'Your account',
    title: 'Signing in, passwords and signing out',
    body: [
      'Sign in with your email and password, a one-time code, or Google if you connected it. Forgot your password? Use the link on the sign-in page to get a reset link by email.',
      'Sign out ends your sessions on every device. To sign out of just one device, use the list of sessions under Privacy & Security.',
    ],
    keywords: ['login', 'log in', 'sign in', 'password', 'reset', 'sign out', 'logout', 'google'],
  },
  {
    id: 'account-two-factor',
    category: 'Your account',
    title: 'Two-factor authentication',
    body: [
      'Two-factor authentication asks for a code from an authenticator app as well as your password. Turn it on under Profile: enter your password, add the setup key to your app, and type the code it shows.',
      'Keep the backup codes somewhere safe: each one signs you in once if you lose your phone.',
    ],
    keywords: ['2fa', 'mfa', 'two factor', 'authenticator', 'totp', 'backup codes', 'security'],
  },
  {
    id: 'account-profile',
    category: 'Your account',
    title: 'Changing your name, email or picture',
    body: [
      'On Profile you can change your first and last name, upload a picture (PNG, JPEG or WebP, 2 MB at most) and change your email address.',
      'A new email address takes effect once you open the confirmation link we send to it.',
    ],
    keywords: ['name', 'email', 'avatar', 'photo', 'picture', 'profile'],
  },
];

export const HELP_ARTICLES: readonly HelpArticle[] = [...journeyArticles, ...otherArticles];
