import type { Footprint } from '@updately/shared/footprints-api';
import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { DialogFooter } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { useFootprints } from '../../../lib/api/get-footprints';
import { countOf } from '../../../lib/count-of';
import { paths } from '../../../lib/paths';
import { toggled } from '../../../lib/selection';
import { useLinkFootprints } from '../api/link-footprints';

const SHOWN_MAX = 100;

type LinkFootprintsDialogProps = {
  journeyId: string;
  linkedFootprintIds: ReadonlySet<string>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Picks more of the user's footprints to link to the journey. */
export function LinkFootprintsDialog({
  journeyId,
  linkedFootprintIds,
  open,
  onOpenChange,
}: LinkFootprintsDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add companies to this journey"
      description="Choose from your digital footprints. Each one gets a to-do with the details to change."
      className="sm:max-w-xl"
    >
      <LinkFootprintsForm
        journeyId={journeyId}
        linkedFootprintIds={linkedFootprintIds}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function matches(footprint: Footprint, query: string) {
  if (!query) return true;
  const q = query.toLowerCase();
  return (
    footprint.name.toLowerCase().includes(q) || footprint.category_label.toLowerCase().includes(q)
  );
}

function LinkFootprintsForm({
  journeyId,
  linkedFootprintIds,
  onDone,
}: {
  journeyId: string;
  linkedFootprintIds: ReadonlySet<string>;
  onDone: () => void;
}) {
  const footprints = useFootprints();
  const link = useLinkFootprints(journeyId);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query.trim());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const searchId = useId();
  const countId = useId();

  if (footprints.isPending) {
    return <LoadingSkeletons label="Loading your footprints" rows={4} />;
  }
  if (footprints.isError) {
    return (
      <LoadError
        title="Your footprints could not be loaded"
        error={footprints.error}
        onRetry={() => footprints.refetch()}
      />
    );
  }

  const available = footprints.data.items.filter((f) => !linkedFootprintIds.has(f.id));
  if (available.length === 0) {
    return (
      <div className="flex flex-col gap-4 text-sm">
        <p>
          {footprints.data.items.length === 0
            ? 'You have no digital footprints yet. Add the companies you deal with first.'
            : 'Every one of your footprints is already on this journey.'}
        </p>
        <DialogFooter>
          <Button asChild variant="outline">
            <Link to={paths.app.footprints.getHref()}>Go to Digital Footprints</Link>
          </Button>
          <Button onClick={onDone}>Close</Button>
        </DialogFooter>
      </div>
    );
  }

  const matching = available.filter((f) => matches(f, deferredQuery));
  const shown = matching.slice(0, SHOWN_MAX);
  const toggle = (id: string, on: boolean) => setSelected((current) => toggled(current, id, on));

  const submit = () =>
    link.mutate([...selected], {
      onSuccess: (result) => {
        const count = result.added.length;
        toast.success(
          count === 1 ? 'Company added' : `${countOf(count, 'company', 'companies')} added`,
          {
            description: 'Their to-dos are on the journey.',
          },
        );
        onDone();
      },
      onError: (error) =>
        toast.error('Could not add the companies', { description: error.message }),
    });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={searchId}>Search your footprints</Label>
        <Input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={countId}
          autoComplete="off"
        />
        <p id={countId} role="status" className="text-sm text-muted-foreground">
          {countOf(matching.length, 'company', 'companies')} not on this journey
          {matching.length > SHOWN_MAX ? `; the first ${SHOWN_MAX} are shown` : ''}
        </p>
      </div>
      <fieldset className="max-h-72 overflow-y-auto rounded-md border border-border p-2">
        <legend className="sr-only">Companies to add</legend>
        <ul className="flex flex-col">
          {shown.map((footprint) => {
            const checkboxId = `link-footprint-${footprint.id}`;
            return (
              <li key={footprint.id} className="flex items-center gap-3 rounded-md px-2 py-1">
                <Checkbox
                  id={checkboxId}
                  checked={selected.has(footprint.id)}
                  onCheckedChange={(checked) => toggle(footprint.id, checked === true)}
                />
                <Label
                  htmlFor={checkboxId}
                  className="flex min-h-10 flex-1 cursor-pointer flex-col justify-center gap-0.5 font-normal"
                >
                  <span className="font-medium">{footprint.name}</span>
                  <span className="text-xs text-muted-foreground">{footprint.category_label}</span>
                </Label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="button" disabled={selected.size === 0 || link.isPending} onClick={submit}>
          {link.isPending ? 'Adding…' : `Add ${countOf(selected.size, 'company', 'companies')}`}
        </Button>
      </DialogFooter>
    </div>
  );
}
