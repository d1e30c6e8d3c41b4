import { AdminBrandClaims } from './admin-brand-claims';
import { AdminPage } from './admin-page';

export function AdminBrandsPage() {
  return (
    <AdminPage
      heading="Brands"
      lead="The brand directory: each company, its footprint tags and the personal data it collects."
    >
      <AdminBrandClaims />
    </AdminPage>
  );
}
