import { ACTING_ROLE_LABELS, JOURNEY_SUBJECT_LABELS } from '@updately/shared/journey-people';
import type { JourneyType } from '@updately/shared/journey-types';

import { Field, FieldError, fieldDescribedBy } from '../../../components/ui/field';
import { Label } from '../../../components/ui/label';
import { labelledOptions, OptionSelect } from '../../../components/ui/option-select';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';
import {
  asksSubjectName,
  rolesFor,
  subjectsFor,
  withSubject,
  type ActingField,
  type ActingValues,
} from '../utils/acting-input';

type ActingForFieldsProps = {
  idPrefix: string;
  type: JourneyType;
  value: ActingValues;
  onChange: (value: ActingValues) => void;
  errors: Partial<Record<ActingField, string | undefined>>;
  /** Once a request was sent, who the journey is for cannot change. */
  disabled?: boolean;
};

/** "Who is this for?", "Your role" and "Their full name" (the last two when not yourself). */
export function ActingForFields({
  idPrefix,
  type,
  value,
  onChange,
  errors,
  disabled,
}: ActingForFieldsProps) {
  const subjects = subjectsFor(type);
  const roles = rolesFor(value.subject);
  if (subjects.length === 1 && subjects[0] === 'self') return null;
  const subjectId = `${idPrefix}-subject`;
  return (
    <fieldset className="flex flex-col gap-4" disabled={disabled}>
      <div className="flex flex-col gap-2">
        <span id={`${subjectId}-label`} className="text-sm leading-none font-medium">
          Who is this for?
        </span>
        <RadioGroup
          value={value.subject}
          onValueChange={(next) => onChange(withSubject(value, next as ActingValues['subject']))}
          aria-labelledby={`${subjectId}-label`}
          aria-describedby={fieldDescribedBy(subjectId, { error: errors.subject })}
          disabled={disabled}
          className="flex flex-col gap-1"
        >
          {subjects.map((subject) => {
            const id = `${subjectId}-${subject}`;
            return (
              <div key={subject} className="flex items-center gap-3">
                <RadioGroupItem id={id} value={subject} />
                <Label
                  htmlFor={id}
                  className="min-h-10 flex-1 cursor-pointer content-center font-normal"
                >
                  {JOURNEY_SUBJECT_LABELS[subject]}
                </Label>
              </div>
            );
          })}
        </RadioGroup>
        <FieldError id={subjectId} message={errors.subject} />
      </div>
      {roles.length > 0 ? (
        <Field
          id={`${idPrefix}-acting-role`}
          label="Your role"
          error={errors.acting_role}
          render={(control) => (
            <OptionSelect
              id={control.id}
              aria-required
              disabled={disabled}
              value={value.acting_role}
              onChange={(role) => onChange({ ...value, acting_role: role })}
              options={labelledOptions(roles, ACTING_ROLE_LABELS)}
              placeholder="Choose your role"
            />
          )}
        />
      ) : null}
      {asksSubjectName(value.subject) ? (
        <Field
          id={`${idPrefix}-subject-name`}
          label="Their full name"
          autoComplete="off"
          aria-required="true"
          disabled={disabled}
          error={errors.subject_name}
          value={value.subject_name}
          onChange={(event) => onChange({ ...value, subject_name: event.target.value })}
        />
      ) : null}
    </fieldset>
  );
}
