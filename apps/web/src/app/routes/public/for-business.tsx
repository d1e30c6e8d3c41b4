import { ForBusinessPage } from '../../../features/marketing/components/for-business-page';

export default function ForBusinessRoute() {
  return <ForBusinessPage />;
}
