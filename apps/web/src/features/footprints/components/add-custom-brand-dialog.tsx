import { PII_FIELD_GROUPS, piiFieldLabel, type PiiFieldType } from '@updately/shared/pii-fields';
import { sanitizeBrandName } from '@updately/shared/sanitize';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { DialogFooter } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Label } from '../../../components/ui/label';
import { toggled } from '../../../lib/selection';
import { useAddFootprints } from '../api/add-footprints';
import { parseTags } from '../utils/parse-tags';

type AddCustomBrandDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** A company that is not in the directory, with the data the user says it holds. */
export function AddCustomBrandDialog({ open, onOpenChange }: AddCustomBrandDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add a custom brand"
      description="For a company that isn't in the directory: name it and tick the data it holds about you."
      className="sm:max-w-2xl"
    >
      <CustomBrandForm onDone={() => onOpenChange(false)} />
    </FormDialog>
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
    setItems((current) => toggled(current, field, on));

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
      <Field
        id="custom-brand-name"
        label="Brand name"
        error={errors.name}
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="off"
        aria-required="true"
      />

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

      <Field
        id="custom-brand-tags"
        label="Tags (optional)"
        description="Separate tags with commas."
        error={errors.tags}
        value={tags}
        onChange={(event) => setTags(event.target.value)}
        autoComplete="off"
      />

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
