import type { RequestKind } from './request-kinds';

/**
 * What the person says and asks for when they tell a company themselves (a checklist item): the
 * manual channel's script, per kind. The email templates (server) use the same plain words.
 */
export const KIND_SCRIPTS: Record<RequestKind, { say: string; ask: readonly string[] }> = {
  change_of_address: {
    say: "I'm calling to update my address on my account.",
    ask: [
      'Update my residential address (and my postal address, if different) from the date I give.',
      'Confirm the change in writing.',
    ],
  },
  change_of_contact: {
    say: "I'm calling to update my contact details.",
    ask: ['Update my email and/or phone number.', 'Send a confirmation to the new contact.'],
  },
  change_of_name: {
    say: "I'm calling to change the name on my account.",
    ask: [
      'Change my name on the account from the date I give.',
      'Tell me what evidence you need (e.g. a marriage or change-of-name certificate).',
      'Send new cards or documents in my new name if needed.',
    ],
  },
  notification_of_death: {
    say: "I'm calling to let you know that one of your customers has died.",
    ask: [
      'Record the death on the account.',
      'Act on my instruction for the account.',
      'Tell me what documents you need (death certificate, probate).',
      'If you hold no account for them, please say so.',
    ],
  },
  add_dependant: {
    say: "I'm calling to add my new child to my account.",
    ask: ['Add my child as I ask (policy, card or account).', 'Tell me what evidence you need.'],
  },
  secure_account: {
    say: "I'm calling because my account may have been compromised.",
    ask: [
      'Lock or freeze access until I confirm it is safe.',
      'End all sessions and reset my credentials.',
      'Add a fraud alert or verbal password.',
      'Review recent transactions with me.',
      'Check my contact details were not changed.',
      'Never ask me for a password or code over the phone.',
    ],
  },
  change_of_employment: {
    say: "I'm calling to update my employment details.",
    ask: ['Record my new employer (or my completed study) from the date I give.'],
  },
};
