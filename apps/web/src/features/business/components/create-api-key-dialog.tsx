import {
  API_KEY_SCOPES,
  createApiKeySchema,
  type ApiKeyScope,
} from '@updately/shared/business-api';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { DialogFooter } from '../../../components/ui/dialog';
import { Field, FieldError } from '../../../components/ui/field';
import { Label } from '../../../components/ui/label';
import { toggled } from '../../../lib/selection';
import { useCreateApiKey, type CreatedApiKey } from '../api/create-api-key';
import { SCOPE_LABELS } from '../utils/business-labels';
import { RevealOnceDialog } from '../../../components/ui/reveal-once-dialog';

/** Names a key and its scopes; then shows the key, once. */
export function CreateApiKeyDialog({ orgId }: { orgId: string }) {
  return (
    <RevealOnceDialog<CreatedApiKey>
      trigger={<Button type="button">Create API key</Button>}
      form={{
        title: 'Create an API key',
        description: 'Name it after the system that will use it, and choose what it may do.',
      }}
      revealed={(created) => ({
        title: 'Your new API key',
        description: `${created.name}: send it as “Authorization: Bearer <key>”.`,
      })}
      secret={(created) => ({ label: 'API key', value: created.key })}
      renderForm={(props) => <CreateApiKeyForm orgId={orgId} {...props} />}
    />
  );
}

function CreateApiKeyForm({
  orgId,
  onCreated,
  onCancel,
}: {
  orgId: string;
  onCreated: (key: CreatedApiKey) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ReadonlySet<ApiKeyScope>>(new Set(API_KEY_SCOPES));
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  const create = useCreateApiKey(orgId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createApiKeySchema.safeParse({ name, scopes: [...scopes] });
    if (!parsed.success) {
      const issue = (field: string) =>
        parsed.error.issues.find((i) => i.path[0] === field)?.message;
      setErrors({ name: issue('name'), scopes: issue('scopes') });
      document.getElementById(issue('name') ? `${id}-name` : `${id}-scope-0`)?.focus();
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (key) => {
        toast.success(`${key.name} created`, { description: 'Copy the key before closing.' });
        onCreated(key);
      },
      onError: (error) => toast.error('Could not create the key', { description: error.message }),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <Field
        id={`${id}-name`}
        label="Key name"
        placeholder="e.g. CRM sync"
        maxLength={80}
        aria-required
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.scopes ? `${id}-scopes-error` : undefined}
      >
        <legend className="mb-2 text-sm font-medium">What it may do</legend>
        {API_KEY_SCOPES.map((scope, index) => (
          <div key={scope} className="flex items-center gap-3">
            <Checkbox
              id={`${id}-scope-${index}`}
              checked={scopes.has(scope)}
              onCheckedChange={(checked) =>
                setScopes((current) => toggled(current, scope, checked === true))
              }
            />
            <Label
              htmlFor={`${id}-scope-${index}`}
              className="flex min-h-6 cursor-pointer items-center font-normal"
            >
              {SCOPE_LABELS[scope]}
            </Label>
          </div>
        ))}
        <FieldError id={`${id}-scopes`} message={errors.scopes} />
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create key'}
        </Button>
      </DialogFooter>
    </form>
  );
}
