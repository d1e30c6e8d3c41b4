import { PII_FIELD_GROUPS, piiFieldLabel, type PiiFieldType } from '@updately/shared/pii-fields';
import { sanitizeBrandName } from '@updately/shared/sanitize';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
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
import { parseTags } from '../utils/parse-tags';

type AddCustomBrandDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** A company that is not in the directory, with the data the user says it holds. */
export function AddCustomBrandDialog({ open, onOpenChange }: AddCustomBrandDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add a custom brand</DialogTitle>
          <DialogDescription>
            For a company that isn&apos;t in the directory: name it and tick the data it holds about
            you.
          </DialogDescription>
        </DialogHeader>
        <CustomBrandForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type Errors = { name?: string; tags?: string };

function CustomBrandForm({ onDone }: { onDone: () => void }) {
  const add = useAddFootprints();
  const [name, setName] = useState('');
  const [tags, setTags] = useState('');
  const [items, setItems] = useState<ReadonlySet<PiiFieldType>>(new Set());
  const [errors, setErrors] = useState<Errors>({});

  const toggle = (field: PiiFieldType, on: boolean) =>
    setItems((current) => {
      const next = new Set(current);
      if (on) next.add(field);
      else next.delete(field);
      return next;
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const cleanName = sanitizeBrandName(name);
    const parsedTags = parseTags(tags);
    const nextErrors: Errors = {
      name: cleanName ? undefined : 'Enter the brand name.',
      tags: parsedTags.ok ? undefined : parsedTags.message,
    };
    setErrors(nextErrors);
    if (nextErrors.name) return document.getElementById('custom-brand-name')?.focus();
    if (!parsedTags.ok) return document.getElementById('custom-brand-tags')?.focus();
    add.mutate(
      { customBrandName: cleanName, dataItems: [...items], tags: parsedTags.tags },
      {
        onSuccess: () => {
          toast.success(`${cleanName} added`, {
            description: 'It is in your Digital Footprints.',
          });
          onDone();
        },
        onError: (error) => toast.error('Could not add the brand', { description: error.message }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor="custom-brand-name">Brand name</Label>
        <Input
          id="custom-brand-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
          aria-required="true"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'custom-brand-name-error' : undefined}
        />
        {errors.name ? (
          <p id="custom-brand-name-error" className="text-sm font-medium text-destructive">
            {errors.name}
          </p>
        ) : null}
      </div>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 text-sm font-medium">Data it holds about you</legend>
        {PII_FIELD_GROUPS.map((group) => (
          <fieldset key={group.group} className="flex flex-col gap-2">
            <legend className="mb-1 text-sm text-muted-foreground">{group.group}</legend>
            <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
              {group.fields.map((field) => {
                const id = `custom-brand-item-${field}`;
                return (
                  <div key={field} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={items.has(field)}
                      onCheckedChange={(checked) => toggle(field, checked === true)}
                    />
                    <Label htmlFor={id} className="min-h-8 flex-1 content-center font-normal">
                      {piiFieldLabel(field)}
                    </Label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
      </fieldset>

      <div className="flex flex-col gap-2">
        <Label htmlFor="custom-brand-tags">Tags (optional)</Label>
        <Input
          id="custom-brand-tags"
          value={tags}
          onChange={(event) => setTags(event.target.value)}
          autoComplete="off"
          aria-invalid={errors.tags ? true : undefined}
          aria-describedby={`custom-brand-tags-hint${errors.tags ? ' custom-brand-tags-error' : ''}`}
        />
        <p id="custom-brand-tags-hint" className="text-sm text-muted-foreground">
          Separate tags with commas.
        </p>
        {errors.tags ? (
          <p id="custom-brand-tags-error" className="text-sm font-medium text-destructive">
            {errors.tags}
          </p>
        ) : null}
      </div>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add brand'}
        </Button>
      </DialogFooter>
    </form>
  );
}
