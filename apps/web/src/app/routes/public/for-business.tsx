import { BusinessLeadForm } from '../../../features/business-leads/components/business-lead-form';
import { ForBusinessPage } from '../../../features/marketing/components/for-business-page';
import { Island } from '../../../islands/island';

export default function ForBusinessRoute() {
  return (
    <ForBusinessPage
      contactForm={
        <Island
          name="business-lead-form"
          component={BusinessLeadForm}
          props={{}}
          hydrate="interaction"
        />
      }
    />
  );
}
