import type { AdminBrand } from '@updately/shared/admin-brands-api';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DialogFooter } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Label } from '../../../components/ui/label';
import { SectionError } from '../../../components/ui/query-state';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';
import { Spinner } from '../../../components/ui/spinner';
import { useStepUp } from '../../../components/ui/step-up-dialog';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminBrands, useMergeBrands } from '../api/brands-directory';

type BrandMergeDialogProps = {
  /** The brand to merge away; null when closed. */
  source: AdminBrand | null;
  onClose: () => void;
};

/** Merge a duplicate into the brand that stays: pick it, confirm, confirm it's you. */
export function BrandMergeDialog({ source, onClose }: BrandMergeDialogProps) {
  return (
    <FormDialog
      open={source !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={source ? `Merge ${source.name} into another brand` : 'Merge brands'}
      description="Choose the brand that stays. Footprints, update requests and claims move to it, and this brand is deleted."
      className="sm:max-w-lg"
    >
      {source ? <MergeForm key={source.id} source={source} onDone={onClose} /> : null}
    </FormDialog>
  );
}

function MergeForm({ source, onDone }: { source: AdminBrand; onDone: () => void }) {
  const id = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const results = useAdminBrands({
    q: q || undefined,
    sort: 'name',
    dir: 'asc',
    limit: 8,
    offset: 0,
  });
  const candidates = (results.data?.items ?? []).filter((brand) => brand.id !== source.id);
  const [target, setTarget] = useState<AdminBrand | null>(null);
  const merge = useMergeBrands();
  const { withStepUp, stepUpDialog } = useStepUp();

  const onMerge = () => {
    if (!target) return;
    void withStepUp(() => merge.mutateAsync({ sourceId: source.id, targetId: target.id })).then(
      (result) => {
        toast.success('Brands merged', {
          description: `${source.name} is now part of ${result.brand.name} (${result.moved.footprints + result.moved.combined_footprints} footprints moved).`,
        });
        onDone();
      },
      (error: Error) => toast.error('Could not merge the brands', { description: error.message }),
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <Field
        id={`${id}-search`}
        label="Find the brand to keep"
        type="search"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="flex min-h-24 flex-col gap-2">
        <p id={`${id}-choices`} className="text-sm font-medium">
          Brand to keep
        </p>
        {results.isPending ? (
          <Spinner label="Finding brands" />
        ) : results.isError ? (
          <SectionError error={results.error} onRetry={() => void results.refetch()} />
        ) : candidates.length === 0 ? (
          <p className="text-sm text-muted-foreground">No other brand matches.</p>
        ) : (
          <RadioGroup
            aria-labelledby={`${id}-choices`}
            value={target?.id ?? ''}
            onValueChange={(value) =>
              setTarget(candidates.find((brand) => brand.id === value) ?? null)
            }
          >
            {candidates.map((brand) => (
              <div key={brand.id} className="flex items-center gap-2">
                <RadioGroupItem id={`${id}-${brand.id}`} value={brand.id} />
                <Label
                  htmlFor={`${id}-${brand.id}`}
                  className="min-h-8 flex-1 content-center font-normal"
                >
                  {brand.name}{' '}
                  <span className="text-muted-foreground">· {brand.category_label}</span>
                </Label>
              </div>
            ))}
          </RadioGroup>
        )}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <ConfirmDialog
          trigger={
            <Button type="button" disabled={!target || merge.isPending}>
              {merge.isPending ? 'Merging…' : 'Merge…'}
            </Button>
          }
          title={target ? `Merge ${source.name} into ${target.name}?` : 'Merge the brands?'}
          description={
            target
              ? `${source.name}'s footprints, update requests, claims and settings move to ${target.name}, which keeps its own details and fills its gaps from ${source.name}. ${source.name} is then deleted. This can't be undone.`
              : ''
          }
          confirmLabel="Merge brands"
          onConfirm={onMerge}
        />
      </DialogFooter>
      {stepUpDialog}
    </div>
  );
}
