import { addJourneyCompanySchema } from '@updately/shared/journeys-api';
import { useDeferredValue, useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { LoadError } from '../../../components/ui/query-state';
import { Textarea } from '../../../components/ui/textarea';
import { useAddJourneyCompany } from '../api/add-journey-company';
import { useDirectorySearch } from '../api/search-directory';

type AddJourneyCompanyDialogProps = {
  journeyId: string;
  /** Directory brands already on the journey. */
  addedBrandIds: ReadonlySet<string>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Picks the deceased's companies: from the directory, or any other by name. */
export function AddJourneyCompanyDialog({
  journeyId,
  addedBrandIds,
  open,
  onOpenChange,
}: AddJourneyCompanyDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add one of their companies"
      description="Search the directory for the banks, utilities and services they used, or add one by name. These are theirs, not your own footprints."
      className="sm:max-w-xl"
    >
      <AddJourneyCompanyForm
        journeyId={journeyId}
        addedBrandIds={addedBrandIds}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function AddJourneyCompanyForm({
  journeyId,
  addedBrandIds,
  onDone,
}: Omit<AddJourneyCompanyDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim());
  const results = useDirectorySearch(q);
  const add = useAddJourneyCompany(journeyId);
  const [customName, setCustomName] = useState('');
  const [customError, setCustomError] = useState<string>();

  const addCompany = (input: { brand_id: string } | { custom_brand_name: string }, name: string) =>
    add.mutate(input, {
      onSuccess: () => toast.success(`${name} added`),
      onError: (error) => toast.error(`Could not add ${name}`, { description: error.message }),
    });

  // Several names at once (one per line): a bereaved person often has a list from statements.
  const addCustom = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const names = [...new Set(customName.split('\n').map((line) => line.trim()))].filter(Boolean);
    const parsed = names.map((name) =>
      addJourneyCompanySchema.safeParse({ custom_brand_name: name }),
    );
    const invalid = names.length === 0 ? undefined : parsed.find((p) => !p.success);
    if (names.length === 0) return setCustomError('Enter the company name.');
    if (invalid && !invalid.success) return setCustomError(invalid.error.issues[0]?.message);
    setCustomError(undefined);
    const failed: string[] = [];
    for (const name of names) {
      try {
        await add.mutateAsync({ custom_brand_name: name });
      } catch (error) {
        failed.push(name);
        toast.error(`Could not add ${name}`, { description: (error as Error).message });
      }
    }
    const added = names.length - failed.length;
    if (added > 0) {
      toast.success(
        added === 1
          ? `${names.find((n) => !failed.includes(n))} added`
          : `${added} companies added`,
      );
    }
    setCustomName(failed.join('\n'));
  };

  const items = results.data?.items ?? [];
  return (
    <div className="flex flex-col gap-5">
      <Field
        id="journey-company-search"
        label="Search the directory"
        type="search"
        autoComplete="off"
        description="Type two letters or more, e.g. Commonwealth Bank."
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div aria-live="polite" className="flex flex-col gap-2">
        {q.length < 2 ? null : results.isError ? (
          <LoadError
            title="The directory could not be searched"
            error={results.error}
            onRetry={() => results.refetch()}
          />
        ) : results.isPending ? (
          <p className="text-sm text-muted-foreground">Searching…</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No company in the directory matches “{q}”. Add it by name below.
          </p>
        ) : (
          <ul aria-label="Directory matches" className="flex flex-col gap-2">
            {items.map((brand) => {
              const added = addedBrandIds.has(brand.id);
              return (
                <li
                  key={brand.id}
                  className="flex items-center justify-between gap-3 rounded-md border border-border p-3"
                >
                  <div className="min-w-0">
                    <p className="font-medium break-words">{brand.name}</p>
                    <p className="text-sm text-muted-foreground">{brand.category_label}</p>
                  </div>
                  <Button
                    size="sm"
                    variant={added ? 'outline' : 'default'}
                    disabled={added || add.isPending}
                    aria-label={added ? `${brand.name} is added` : `Add ${brand.name}`}
                    onClick={() => addCompany({ brand_id: brand.id }, brand.name)}
                  >
                    {added ? 'Added' : 'Add'}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <form
        noValidate
        onSubmit={addCustom}
        className="flex flex-col gap-3 border-t border-border pt-4"
      >
        <Field
          id="journey-company-custom"
          label="Not in the directory? Company name"
          description="Several? Put one name per line."
          error={customError}
          render={(control) => (
            <Textarea
              {...control}
              rows={2}
              autoComplete="organization"
              value={customName}
              onChange={(event) => setCustomName(event.target.value)}
            />
          )}
        />
        <div>
          <Button type="submit" variant="outline" disabled={add.isPending}>
            Add by name
          </Button>
        </div>
      </form>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}
