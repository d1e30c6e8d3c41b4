import type { BrandCategory } from '@updately/shared/brands';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { countOf } from '../../../lib/count-of';
import { toggled } from '../../../lib/selection';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAddFootprints } from '../api/add-footprints';
import { useBrandSearch } from '../api/search-brands';
import { BrandCategorySelect } from './brand-category-select';
import { BrandResults } from './brand-results';

const PAGE_SIZE = 20;

type AddFromDirectoryDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Search the brand directory and add several brands at once; brands already added are marked. */
export function AddFromDirectoryDialog({ open, onOpenChange }: AddFromDirectoryDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add from the directory"
      description="Search for the companies you deal with and tick each one. You can pick from several searches before adding."
      className="sm:max-w-2xl"
    >
      <DirectoryPicker onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function DirectoryPicker({ onDone }: { onDone: () => void }) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<BrandCategory | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const q = useDebouncedValue(query.trim());
  const search = useBrandSearch({ q: q || undefined, category, page, pageSize: PAGE_SIZE });
  const add = useAddFootprints();
  const searchId = useId();
  const categoryId = useId();

  const toggle = (id: string, on: boolean) => setSelected((current) => toggled(current, id, on));

  const submit = () =>
    add.mutate(
      { brandIds: [...selected] },
      {
        onSuccess: (result) => {
          const count = result.added.length;
          toast.success(
            count === 1
              ? `${result.added[0]?.name} added`
              : `${countOf(count, 'company', 'companies')} added`,
            { description: 'They are in your Digital Footprints.' },
          );
          onDone();
        },
        onError: (error) =>
          toast.error('Could not add the companies', { description: error.message }),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
        <Field
          id={searchId}
          label="Search the directory"
          type="search"
          value={query}
          placeholder="e.g. AGL, Medicare, Netflix"
          autoComplete="off"
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
        />
        <Field
          id={categoryId}
          label="Category"
          render={({ id }) => (
            <BrandCategorySelect
              id={id}
              value={category}
              onChange={(next) => {
                setCategory(next);
                setPage(1);
              }}
            />
          )}
        />
      </div>

      <BrandResults
        search={search}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        selected={selected}
        onToggle={toggle}
      />

      <DialogFooter className="sm:items-center">
        <p role="status" className="text-sm text-muted-foreground sm:mr-auto">
          {selected.size === 0
            ? 'Nothing selected yet'
            : `${countOf(selected.size, 'company', 'companies')} selected`}
        </p>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="button" disabled={selected.size === 0 || add.isPending} onClick={submit}>
          {add.isPending ? 'Adding…' : `Add ${countOf(selected.size, 'company', 'companies')}`}
        </Button>
      </DialogFooter>
    </div>
  );
}
