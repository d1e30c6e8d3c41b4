import { REQUEST_KIND_DESCRIPTIONS } from '@updately/shared/business-api';
import {
  REQUEST_KIND_LABELS,
  REQUEST_KINDS,
  type RequestKind,
} from '@updately/shared/request-kinds';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field';
import { Label } from '../../../components/ui/label';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { toggled } from '../../../lib/selection';
import { useIntegrationKinds, useSetIntegrationKinds } from '../api/integration-kinds';
import type { Organization } from '../api/list-organizations';
import { isManagerRole } from '../utils/business-labels';

const NONE_CHOSEN = 'Choose at least one kind of request.';

/** The kinds of request the integration handles; the others go to the brand by email. */
export function IntegrationKindsSection({ org }: { org: Organization }) {
  const kinds = useIntegrationKinds(org.id);
  return (
    <SectionCard
      title="Kinds of request you handle"
      description="Your integration receives only the kinds you choose. Any other kind goes to your brand by email, or the customer contacts you themselves."
    >
      {kinds.isPending ? (
        <LoadingSkeletons label="Loading the kinds you handle" rows={3} />
      ) : kinds.isError ? (
        <LoadError
          title="The kinds you handle could not be loaded"
          error={kinds.error}
          onRetry={() => void kinds.refetch()}
        />
      ) : (
        <KindsForm
          orgId={org.id}
          manager={isManagerRole(org.role)}
          initial={kinds.data.kinds}
          key={kinds.data.updated_at ?? 'default'}
        />
      )}
    </SectionCard>
  );
}

function KindsForm({
  orgId,
  manager,
  initial,
}: {
  orgId: string;
  manager: boolean;
  initial: readonly RequestKind[];
}) {
  const id = useId();
  const [chosen, setChosen] = useState<ReadonlySet<RequestKind>>(new Set(initial));
  const [error, setError] = useState<string>();
  const save = useSetIntegrationKinds(orgId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen.size === 0) {
      setError(NONE_CHOSEN);
      document.getElementById(`${id}-0`)?.focus();
      return;
    }
    save.mutate(
      REQUEST_KINDS.filter((k) => chosen.has(k)),
      {
        onSuccess: (saved) =>
          toast.success('Kinds of request saved', {
            description: `Your integration now receives ${saved.kinds.length} of ${REQUEST_KINDS.length} kinds. New requests of any other kind go to your brand by email.`,
          }),
        onError: (err: Error) =>
          toast.error('Could not save the kinds of request', { description: err.message }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset
        className="flex flex-col gap-3"
        disabled={!manager}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium">Your integration handles</legend>
        {REQUEST_KINDS.map((kind, index) => (
          <div key={kind} className="flex items-start gap-3">
            <Checkbox
              id={`${id}-${index}`}
              className="mt-1"
              checked={chosen.has(kind)}
              aria-describedby={`${id}-${index}-about`}
              onCheckedChange={(checked) => {
                setChosen((current) => toggled(current, kind, checked === true));
                setError(undefined);
              }}
            />
            <div className="flex flex-col gap-0.5">
              <Label htmlFor={`${id}-${index}`} className="min-h-6 cursor-pointer">
                {REQUEST_KIND_LABELS[kind]}
              </Label>
              <p id={`${id}-${index}-about`} className="text-sm text-muted-foreground">
                {REQUEST_KIND_DESCRIPTIONS[kind]}
              </p>
            </div>
          </div>
        ))}
        <FieldError id={id} message={error} />
      </fieldset>
      {manager ? (
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save kinds'}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          Only an owner or admin of the organisation chooses the kinds of request.
        </p>
      )}
    </form>
  );
}
