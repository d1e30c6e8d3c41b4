import { BusinessLeadForm } from '../../../features/business-leads/components/business-lead-form';
import { ForBusinessPage } from '../../../features/marketing/components/for-business-page';

export default function ForBusinessRoute() {
  return <ForBusinessPage contactForm={<BusinessLeadForm />} />;
}
