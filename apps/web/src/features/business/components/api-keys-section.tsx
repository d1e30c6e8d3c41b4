import type { ApiKey } from '@updately/shared/business-api';
import { KeyRound } from 'lucide-react';
import { toast } from 'sonner';

import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useApiKeys } from '../api/list-api-keys';
import type { Organization } from '../api/list-organizations';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { isManagerRole } from '../utils/business-labels';
import { CreateApiKeyDialog } from './create-api-key-dialog';

/** Keys for the Business API: created here (shown once), listed by prefix, revoked at once. */
export function ApiKeysSection({ org }: { org: Organization }) {
  const manager = isManagerRole(org.role);
  const keys = useApiKeys(org.id, { enabled: manager });

  return (
    <SectionCard
      title="API keys"
      description="Your systems call the Business API with a key. Keys are stored hashed: only their start is shown here. A key starts with upd_live_ on the production service and upd_test_ on any other server (development, staging): “test” names the server, and the key reads that server’s real requests."
      action={manager ? <CreateApiKeyDialog orgId={org.id} /> : null}
    >
      {!manager ? (
        <p className="text-sm text-muted-foreground">
          Only an owner or admin of the organisation manages API keys.
        </p>
      ) : keys.isPending ? (
        <LoadingSkeletons label="Loading API keys" rows={2} />
      ) : keys.isError ? (
        <LoadError
          title="The API keys could not be loaded"
          error={keys.error}
          onRetry={() => void keys.refetch()}
        />
      ) : keys.data.length === 0 ? (
        <EmptyState
          icon={KeyRound}
          headingLevel="h3"
          title="No API keys yet"
          description="Create one for each system that reads or answers your requests."
        />
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {keys.data.map((key) => (
            <ApiKeyRow key={key.id} orgId={org.id} apiKey={key} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function ApiKeyRow({ orgId, apiKey }: { orgId: string; apiKey: ApiKey }) {
  const revoke = useRevokeApiKey(orgId);
  const revoked = apiKey.revoked_at !== null;
  const onRevoke = () =>
    revoke.mutate(apiKey.id, {
      onSuccess: () =>
        toast.success(`${apiKey.name} revoked`, { description: 'Calls with it are refused now.' }),
      onError: (error) => toast.error('Could not revoke the key', { description: error.message }),
    });

  return (
    <li className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base font-semibold break-words">{apiKey.name}</h3>
          {revoked ? <Badge variant="destructive">Revoked</Badge> : <Badge>Active</Badge>}
        </div>
        <p className="font-mono break-all">{apiKey.prefix}…</p>
        <p className="text-muted-foreground">
          {apiKey.scopes.join(', ')} · {apiKey.rate_limit_per_minute} calls a minute
        </p>
        <p className="text-muted-foreground">
          Created {formatDate(apiKey.created_at)} ·{' '}
          {apiKey.last_used_at ? `last used ${formatDateTime(apiKey.last_used_at)}` : 'never used'}
          {apiKey.revoked_at ? ` · revoked ${formatDateTime(apiKey.revoked_at)}` : ''}
        </p>
      </div>
      {revoked ? null : (
        <ConfirmDialog
          trigger={
            <Button type="button" variant="outline" size="sm" disabled={revoke.isPending}>
              Revoke<span className="sr-only"> {apiKey.name}</span>
            </Button>
          }
          title={`Revoke ${apiKey.name}?`}
          description="Every call with this key is refused from now on. Systems using it stop working until they have a new key."
          confirmLabel="Revoke key"
          onConfirm={onRevoke}
        />
      )}
    </li>
  );
}
