import { JOURNEY_MEMBER_ROLES, JOURNEY_MEMBER_ROLE_LABELS } from '@updately/shared/journey-people';
import type { JourneyMemberRole } from '@updately/shared/journey-people';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { OptionSelect, labelledOptions } from '../../../components/ui/option-select';
import { usePeopleMutations } from '../api/people-mutations';

const ROLE_OPTIONS = labelledOptions(JOURNEY_MEMBER_ROLES, JOURNEY_MEMBER_ROLE_LABELS);

/** The owner's "Invite someone" form: an email address and a role. */
export function InviteForm({ journeyId }: { journeyId: string }) {
  const { invite } = usePeopleMutations(journeyId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<JourneyMemberRole>('editor');
  const [error, setError] = useState<string>();
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError('Enter the email address of the person to invite.');
      return;
    }
    setError(undefined);
    invite.mutate(
      { email: address, role },
      {
        onSuccess: () => {
          toast.success(`Invitation sent to ${address}`);
          setEmail('');
        },
        onError: (err) => setError(err.message),
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="font-medium">
        Invite someone
      </h3>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-email`}>Email address</Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-email-error` : undefined}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-role`}>Role</Label>
          <OptionSelect
            id={`${id}-role`}
            value={role}
            onChange={setRole}
            options={ROLE_OPTIONS}
            className="sm:w-36"
          />
        </div>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
      </div>
      <FieldError id={`${id}-email`} message={error} />
      <p className="text-sm text-muted-foreground">
        Editors add companies, fill in details and send, each with their own consent. Viewers follow
        progress. The invitation works for 7 days.
      </p>
    </form>
  );
}
