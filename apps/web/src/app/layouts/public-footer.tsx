import { Container } from '../../components/ui/container';
import { SignupCta } from '../../features/marketing/components/signup-cta';
import { useSignedIn } from '../../features/marketing/hooks/use-signed-in';
import { privacyPolicyHref } from '../../features/privacy-settings/utils/policy-link';
import { paths } from '../../lib/paths';
import { PUBLIC_CONFIG_DEFAULTS, usePublicConfig } from '../../lib/public-config';
import { SiteLink } from '../../lib/site-link';
import { MenuToggle } from './menu-toggle';
import { useMenuOpen } from './menu-store';
import { PUBLIC_MENU_ID, togglePublicMenu } from './public-header';

/** Signed in, /privacy is the Privacy & Security settings: the policy is its `?view=policy`. */
function legalLinks(signedIn: boolean) {
  return [
    { label: 'Terms of Service', href: paths.termsOfService.getHref() },
    { label: 'Privacy Policy', href: signedIn ? privacyPolicyHref() : paths.privacy.getHref() },
  ];
}

/** The public site's footer (an island on prerendered pages: sign-in state, menu, names). */
export function PublicFooter() {
  const menuOpen = useMenuOpen();
  const signedIn = useSignedIn();
  const config = usePublicConfig();
  // The names in force (an admin may change them in Settings; GET /api/config).
  const appName = config?.appName ?? PUBLIC_CONFIG_DEFAULTS.appName;
  const legalName = config?.legalName ?? PUBLIC_CONFIG_DEFAULTS.legalName;
  const abn = config?.abn ?? PUBLIC_CONFIG_DEFAULTS.abn;

  return (
    <footer className="border-t border-border bg-muted">
      <Container className="flex flex-col gap-6 py-10 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <p className="text-lg font-semibold">One update. Every company that needs it.</p>
          <p className="text-sm text-muted-foreground">
            Free for individuals. Set up in a few minutes.
          </p>
        </div>
        <div className="flex items-center gap-3">
          <SignupCta source="footer" />
          <MenuToggle
            open={menuOpen}
            onOpenChange={togglePublicMenu}
            controls={PUBLIC_MENU_ID}
            label="Site menu"
            className="border border-input md:hidden"
          />
        </div>
      </Container>
      <Container className="flex flex-col gap-4 border-t border-border py-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {appName} · © {legalName} · ABN {abn} · Registered in Australia
        </p>
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {legalLinks(signedIn).map((link) => (
              <li key={link.label}>
                <SiteLink
                  href={link.href}
                  className="inline-flex min-h-6 items-center text-sm font-medium text-foreground underline underline-offset-4 hover:text-brand-800"
                >
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </footer>
  );
}
