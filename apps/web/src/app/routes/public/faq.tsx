import { FaqPage } from '../../../features/marketing/components/faq-page';

export default function FaqRoute() {
  return <FaqPage />;
}
