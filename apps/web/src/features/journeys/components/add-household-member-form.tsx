import {
  HOUSEHOLD_RELATION_LABELS,
  addHouseholdMemberSchema,
  householdRelationIsAdult,
} from '@updately/shared/household-api';
import { HOUSEHOLD_RELATIONS, type HouseholdRelation } from '@updately/shared/journey-people';
import { UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { labelledOptions, OptionSelect } from '../../../components/ui/option-select';
import { useAddHouseholdMember } from '../api/household';

const RELATION_OPTIONS = labelledOptions(HOUSEHOLD_RELATIONS, HOUSEHOLD_RELATION_LABELS);

type Errors = Partial<Record<'name' | 'relation' | 'email', string>>;

/** Adds a person to the household: an adult with an email is invited, a child is a dependant. */
export function AddHouseholdMemberForm({ journeyId }: { journeyId: string }) {
  const id = useId();
  const [name, setName] = useState('');
  const [relation, setRelation] = useState<HouseholdRelation | ''>('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const add = useAddHouseholdMember(journeyId);
  const adult = relation !== '' && householdRelationIsAdult(relation);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = addHouseholdMemberSchema.safeParse({
      name,
      relation: relation || undefined,
      email: adult && email.trim() ? email : undefined,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??=
          field === 'relation' ? 'Choose how they are related to you.' : issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: (member) => {
        toast.success(
          member.status === 'invited'
            ? `Invitation sent to ${member.name}`
            : `${member.name} added to your household`,
        );
        setName('');
        setRelation('');
        setEmail('');
      },
      onError: (error) =>
        toast.error('Could not add them to your household', { description: error.message }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field
        id={`${id}-name`}
        label="Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="off"
        error={errors.name}
      />
      <Field
        id={`${id}-relation`}
        label="Relationship"
        error={errors.relation}
        render={(control) => (
          <OptionSelect
            {...control}
            value={relation}
            onChange={setRelation}
            options={RELATION_OPTIONS}
            placeholder="Choose…"
            aria-required
          />
        )}
      />
      {adult ? (
        <Field
          id={`${id}-email`}
          className="sm:col-span-2"
          label="Email address"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          description="We invite them to tell their own companies and approve the accounts you share. Leave it empty to list them only."
          error={errors.email}
        />
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={add.isPending}>
          <UserPlus aria-hidden="true" />
          Add to household
        </Button>
      </div>
    </form>
  );
}
