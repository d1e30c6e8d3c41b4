export type FaqEntry = { question: string; answer: string };

/** The six questions on the landing page; the FAQ page adds the groups below. */
export const LANDING_FAQ: FaqEntry[] = [
  {
    question: 'Is Updately really free?',
    answer:
      'Yes, for individuals it is free, with no trial period and no card needed. The businesses that receive your updates pay us for each field they successfully receive, so we never need to charge you or sell your data.',
  },
  {
    question: 'Which companies can Updately update?',
    answer:
      'Our directory covers more than 270 Australian and global brands: banks, telcos, energy and water retailers, insurers, health funds, super funds, government services, retailers and subscriptions. You can also add any company that is not listed.',
  },
  {
    question: "What happens when a company doesn't have an integration?",
    answer:
      'Where a company has a live integration, the change goes straight into its systems. Where it does not, we email the change on your behalf with your consent. If a company only accepts changes in its own app or in person, you get a pre-filled checklist with the exact link and details to use.',
  },
  {
    question: 'How do you keep my details safe?',
    answer:
      'Your details are encrypted in transit and at rest, shared only with the companies you choose and only for the update you asked for. Two-factor sign-in is available, and every change is recorded in an audit trail you can see.',
  },
  {
    question: 'Can I see what was sent, and to whom?',
    answer:
      'Yes. Each journey shows every company, the fields that changed, how the update was made and its status: sent, confirmed, or waiting on you. Nothing is sent that you cannot see afterwards.',
  },
  {
    question: 'Can I delete my account and my data?',
    answer:
      'Yes, at any time from your profile. Deleting your account removes your profile, your list of companies and your journeys, and signs you out on every device. Records we must keep by law are de-identified.',
  },
];

export const MORE_FAQ: { heading: string; entries: FaqEntry[] }[] = [
  {
    heading: 'Getting started',
    entries: [
      {
        question: 'How long does it take to set up?',
        answer:
          'About five minutes. You create an account, pick the companies you deal with from the directory (most people find 20 to 40), and start a journey when something changes.',
      },
      {
        question: 'Do I need to give you my passwords?',
        answer:
          'No, never. Integrations use the company’s own secure connection, and emails are sent from Updately with your consent. We never ask for, or store, the passwords to your other accounts.',
      },
      {
        question: 'Which life events are covered?',
        answer:
          'Moving Home is live today. Getting Married, Got Hacked, Changing Jobs, New Card and Moving Abroad start with a free account, where we guide you through the companies that need your new details.',
      },
    ],
  },
  {
    heading: 'Your data',
    entries: [
      {
        question: 'Where is my data stored?',
        answer:
          'In Australia, with encrypted backups. Our Privacy Policy lists every kind of information we hold, why we hold it, and the few service providers who help us run Updately.',
      },
      {
        question: 'Do you sell my data or show me ads?',
        answer:
          'No. We do not sell, rent or trade personal information, and there is no advertising in Updately. Our income comes from businesses paying for successful updates.',
      },
    ],
  },
  {
    heading: 'For businesses',
    entries: [
      {
        question: 'How do businesses pay?',
        answer:
          'Per successful field update: a new address confirmed in your system is one field. There is no set-up fee and no monthly minimum. See the For Business page for details.',
      },
      {
        question: 'Can my business connect without building anything?',
        answer:
          'Yes. Updates can arrive in your integration platform (iPaaS) or by signed webhook, so a new address can reach your CRM the same day without a development project.',
      },
    ],
  },
];
