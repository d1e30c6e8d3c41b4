import { Link } from 'react-router';

import { Container } from '../../components/ui/container';
import { paths } from '../paths';

const LEGAL_LINKS = [
  { label: 'Terms of Service', href: paths.termsOfService.getHref() },
  { label: 'Privacy Policy', href: paths.privacy.getHref() },
];

export function PublicFooter() {
  return (
    <footer className="border-t border-border bg-muted">
      <Container className="flex flex-col gap-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          © 2026 Updately Pty Ltd · ABN 12 345 678 901
        </p>
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="inline-flex min-h-6 items-center text-sm font-medium text-foreground underline underline-offset-4 hover:text-brand-800"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </footer>
  );
}
