import { AdminBrandClaims } from './admin-brand-claims';
import { AdminBrandCoverage } from './admin-brand-coverage';
import { AdminBrandSuggestions } from './admin-brand-suggestions';
import { AdminPage } from './admin-page';
import { AdminVerifiedClaims } from './admin-verified-claims';
import { BrandDirectory } from './brand-directory';
import { DocumentDefaultsSection } from './document-defaults-section';

export function AdminBrandsPage() {
  return (
    <AdminPage
      heading="Brands"
      lead="The brand directory people add to their footprints: add, edit, merge, delete, import and export brands, decide businesses' claims to them, or revoke one, say which documents companies require, check people's suggestions of how to reach a company, and see how the directory reaches its brands."
    >
      <AdminBrandClaims />
      <AdminVerifiedClaims />
      <AdminBrandSuggestions />
      <BrandDirectory />
      <AdminBrandCoverage />
      <DocumentDefaultsSection />
    </AdminPage>
  );
}
