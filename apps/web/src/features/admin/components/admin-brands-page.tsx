import { AdminBrandClaims } from './admin-brand-claims';
import { AdminPage } from './admin-page';
import { AdminVerifiedClaims } from './admin-verified-claims';
import { BrandDirectory } from './brand-directory';

export function AdminBrandsPage() {
  return (
    <AdminPage
      heading="Brands"
      lead="The brand directory people add to their footprints: add, edit, merge, delete, import and export brands, and decide businesses' claims to them, or revoke one."
    >
      <AdminBrandClaims />
      <AdminVerifiedClaims />
      <BrandDirectory />
    </AdminPage>
  );
}
