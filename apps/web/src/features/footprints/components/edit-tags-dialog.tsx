import type { Footprint } from '@updately/shared/footprints-api';
import { Tags } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useUpdateFootprint } from '../api/update-footprint';
import { formatTags, parseTags } from '../utils/parse-tags';

export function EditTagsDialog({ footprint }: { footprint: Footprint }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Tags aria-hidden="true" />
          Edit tags<span className="sr-only"> of {footprint.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Tags for {footprint.name}</DialogTitle>
          <DialogDescription>
            Your own labels, to find and filter companies, e.g. “joint account, home”.
          </DialogDescription>
        </DialogHeader>
        <EditTagsForm footprint={footprint} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function EditTagsForm({ footprint, onDone }: { footprint: Footprint; onDone: () => void }) {
  const update = useUpdateFootprint();
  const [text, setText] = useState(() => formatTags(footprint.tags));
  const [error, setError] = useState<string | null>(null);
  const inputId = `tags-${footprint.id}`;

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
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>Tags</Label>
        <Input
          id={inputId}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
        />
        <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
          Separate tags with commas. Leave empty to remove them all.
        </p>
        {error ? (
          <p id={`${inputId}-error`} className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
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
