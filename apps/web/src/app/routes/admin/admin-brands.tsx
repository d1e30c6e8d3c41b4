import { AdminBrandsPage } from '../../../features/admin/components/admin-brands-page';

export default function AdminBrandsRoute() {
  return <AdminBrandsPage />;
}
