import {
  safeModeInputSchema,
  type JourneySafeMode,
  type SafeModeInput,
} from '@updately/shared/safe-mode';
import { useId, useState, type FormEvent } from 'react';

import { Button } from './ui/button';
import { Field } from './ui/field';

type SafeContactFormProps = {
  /** The contact in force (changing it), or null (turning safe mode on). */
  current: Pick<JourneySafeMode, 'safe_contact_email' | 'safe_contact_phone'> | null;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, shown under the form (e.g. safe mode is too late). */
  error?: string | null;
  onSubmit: (input: SafeModeInput) => void;
  onCancel?: () => void;
};

type Errors = Partial<Record<'safe_contact_email' | 'safe_contact_phone' | 'form', string>>;

/** The safe contact: an email and/or a phone only the person can see. */
export function SafeContactForm({
  current,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: SafeContactFormProps) {
  const id = useId();
  const [email, setEmail] = useState(current?.safe_contact_email ?? '');
  const [phone, setPhone] = useState(current?.safe_contact_phone ?? '');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = safeModeInputSchema.safeParse({
      safe_contact_email: email.trim() || null,
      safe_contact_phone: phone.trim() || null,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        const key =
          field === 'safe_contact_email' || field === 'safe_contact_phone' ? field : 'form';
        next[key] ??= issue.message;
      }
      setErrors(next);
      const first = next.safe_contact_email || next.form ? 'email' : 'phone';
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  const formError = errors.form ?? error;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-email`}
          label="Safe email"
          description="Only you can read it."
          type="email"
          autoComplete="off"
          value={email}
          error={errors.safe_contact_email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Field
          id={`${id}-phone`}
          label="Safe phone"
          description="For a text message, if you prefer."
          type="tel"
          autoComplete="off"
          value={phone}
          error={errors.safe_contact_phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </div>
      {formError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
