import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useCreateOrganization } from '../api/create-organization';
import { useBusinessOrganization } from './organization-context';

const NAME_MAX = 100;

function nameError(name: string): string | undefined {
  if (!name) return 'Enter the organisation’s name.';
  if (name.length > NAME_MAX) return `Keep the name under ${NAME_MAX} characters.`;
  return undefined;
}

/** Names a new organisation; the user becomes its owner and the portal switches to it. */
export function CreateOrganizationForm({
  submitLabel = 'Create organisation',
  onCreated,
}: {
  submitLabel?: string;
  onCreated?: () => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateOrganization();
  const { select } = useBusinessOrganization();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    const problem = nameError(trimmed);
    setError(problem);
    if (problem) {
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    // The first organisation replaces this form once the list reloads: the promise settles even so.
    create.mutateAsync({ name: trimmed }).then(
      (org) => {
        select(org.id);
        toast.success(`${org.name} is ready`, {
          description: 'You are its owner. Claim your brands next.',
        });
        onCreated?.();
      },
      (failure: Error) =>
        toast.error('Could not create the organisation', { description: failure.message }),
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <Field
        id={`${id}-name`}
        label="Organisation name"
        className="flex-1"
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="organization"
        aria-required
        error={error}
        description="Usually your company’s trading name, e.g. Acme Energy."
      />
      <Button type="submit" className="sm:mt-7" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : submitLabel}
      </Button>
    </form>
  );
}
