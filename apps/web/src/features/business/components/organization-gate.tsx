import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import type { Organization } from '../api/list-organizations';
import { businessPaths } from '../business-paths';
import { useBusinessOrganization } from './organization-context';

/**
 * A portal page's content for the current organisation, once known; while the list loads, when
 * it fails, or when the user has no organisation yet, what to show instead.
 */
export function OrganizationGate({ children }: { children: (org: Organization) => ReactNode }) {
  const { organizations, current } = useBusinessOrganization();
  if (organizations.isPending) {
    return <LoadingSkeletons label="Loading your organisations" rows={3} />;
  }
  if (organizations.isError) {
    return (
      <LoadError
        title="Your organisations could not be loaded"
        error={organizations.error}
        onRetry={() => void organizations.refetch()}
      />
    );
  }
  if (!current) {
    return (
      <EmptyState
        icon={Building2}
        title="No organisation yet"
        description="Create your organisation first: the portal then shows its requests, keys, team and billing."
        actions={
          <Button asChild>
            <Link to={businessPaths.home.getHref()}>Create an organisation</Link>
          </Button>
        }
      />
    );
  }
  return children(current);
}
