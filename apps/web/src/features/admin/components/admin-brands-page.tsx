import { AdminBrandClaims } from './admin-brand-claims';
import { AdminPage } from './admin-page';
import { BrandDirectory } from './brand-directory';

export function AdminBrandsPage() {
  return (
    <AdminPage
      heading="Brands"
      lead="The brand directory people add to their footprints: add, edit, merge, delete, import and export brands, and decide businesses' claims to them."
    >
      <AdminBrandClaims />
      <BrandDirectory />
    </AdminPage>
  );
}
