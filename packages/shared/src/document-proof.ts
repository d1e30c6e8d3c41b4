import type { DocumentAccessAction, DocumentAccessChannel } from './documents';

/** How a company reached a document, in words. */
export const DOCUMENT_CHANNEL_WORDS: Record<DocumentAccessChannel, string> = {
  email_link: 'email link',
  api: 'API',
  admin: 'an Updately administrator',
};

export const DOCUMENT_ACTION_WORDS: Record<DocumentAccessAction, string> = {
  view: 'Viewed',
  download: 'Downloaded',
};

/** "Death certificate: Viewed by Acme Bank (email link)". */
export function documentAccessText(access: {
  document: string;
  company_name: string;
  channel: DocumentAccessChannel;
  action: DocumentAccessAction;
}): string {
  return `${access.document}: ${DOCUMENT_ACTION_WORDS[access.action]} by ${access.company_name} (${DOCUMENT_CHANNEL_WORDS[access.channel]})`;
}
