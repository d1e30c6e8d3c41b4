import { LegalPage } from './legal-page';

export function TermsOfServicePage() {
  return (
    <LegalPage
      heading="Terms of Service"
      lead="These terms explain what Updately does for you, what we ask of you in return, and how either of us can end the arrangement. Updately is free for consumers."
    />
  );
}
