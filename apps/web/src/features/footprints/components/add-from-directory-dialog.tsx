import type { BrandCategory } from '@updately/shared/brands';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useAddFootprints } from '../api/add-footprints';
import { useBrandSearch } from '../api/search-brands';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { BrandCategorySelect } from './brand-category-select';
import { BrandResults } from './brand-results';

const PAGE_SIZE = 20;

type AddFromDirectoryDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Search the brand directory and add several brands at once; brands already added are marked. */
export function AddFromDirectoryDialog({ open, onOpenChange }: AddFromDirectoryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add from the directory</DialogTitle>
          <DialogDescription>
            Search for the companies you deal with and tick each one. You can pick from several
            searches before adding.
          </DialogDescription>
        </DialogHeader>
        <DirectoryPicker onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function DirectoryPicker({ onDone }: { onDone: () => void }) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<BrandCategory | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
  const q = useDebouncedValue(query.trim());
  const search = useBrandSearch({ q: q || undefined, category, page, pageSize: PAGE_SIZE });
  const add = useAddFootprints();
  const searchId = useId();
  const categoryId = useId();

  const toggle = (id: string, name: string, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(id, name);
      else next.delete(id);
      return next;
    });

  const submit = () =>
    add.mutate(
      { brandIds: [...selected.keys()] },
      {
        onSuccess: (result) => {
          const count = result.added.length;
          toast.success(
            count === 1 ? `${result.added[0]?.name} added` : `${count} companies added`,
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
        <div className="flex flex-col gap-2">
          <Label htmlFor={searchId}>Search the directory</Label>
          <Input
            id={searchId}
            type="search"
            value={query}
            placeholder="e.g. AGL, Medicare, Netflix"
            autoComplete="off"
            onChange={(event) => {
              setQuery(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={categoryId}>Category</Label>
          <BrandCategorySelect
            id={categoryId}
            value={category}
            onChange={(next) => {
              setCategory(next);
              setPage(1);
            }}
          />
        </div>
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
            : selected.size === 1
              ? '1 company selected'
              : `${selected.size} companies selected`}
        </p>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="button" disabled={selected.size === 0 || add.isPending} onClick={submit}>
          {add.isPending
            ? 'Adding…'
            : selected.size === 1
              ? 'Add 1 company'
              : `Add ${selected.size} companies`}
        </Button>
      </DialogFooter>
    </div>
  );
}
