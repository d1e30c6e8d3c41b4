import { AdminBrandClaims } from './admin-brand-claims';
import { AdminPage } from './admin-page';
import { AdminVerifiedClaims } from './admin-verified-claims';
import { BrandDirectory } from './brand-directory';
import { DocumentDefaultsSection } from './document-defaults-section';

export function AdminBrandsPage() {
  return (
    <AdminPage
      heading="Brands"
      lead="The brand directory people add to their footprints: add, edit, merge, delete, import and export brands, decide businesses' claims to them, or revoke one, and say which documents companies require."
    >
      <AdminBrandClaims />
      <AdminVerifiedClaims />
      <BrandDirectory />
      <DocumentDefaultsSection />
    </AdminPage>
  );
}
