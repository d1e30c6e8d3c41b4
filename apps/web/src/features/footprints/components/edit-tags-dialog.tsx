import type { Footprint } from '@updately/shared/footprints-api';
import { Tags } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useUpdateFootprint } from '../api/update-footprint';
import { formatTags, parseTags } from '../utils/parse-tags';

export function EditTagsDialog({ footprint }: { footprint: Footprint }) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title={`Tags for ${footprint.name}`}
      description="Your own labels, to find and filter companies, e.g. “joint account, home”."
      trigger={
        <Button variant="outline" size="sm">
          <Tags aria-hidden="true" />
          Edit tags<span className="sr-only"> of {footprint.name}</span>
        </Button>
      }
    >
      <EditTagsForm footprint={footprint} onDone={() => setOpen(false)} />
    </FormDialog>
  );
}

function EditTagsForm({ footprint, onDone }: { footprint: Footprint; onDone: () => void }) {
  const update = useUpdateFootprint();
  const [text, setText] = useState(() => formatTags(footprint.tags));
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseTags(text);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    update.mutate(
      { id: footprint.id, input: { tags: parsed.tags } },
      {
        onSuccess: () => {
          toast.success(`Tags saved for ${footprint.name}`);
          onDone();
        },
        onError: (failure) =>
          toast.error('Could not save the tags', { description: failure.message }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <Field
        id={`tags-${footprint.id}`}
        label="Tags"
        description="Separate tags with commas. Leave empty to remove them all."
        error={error ?? undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        autoComplete="off"
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save tags'}
        </Button>
      </DialogFooter>
    </form>
  );
}
