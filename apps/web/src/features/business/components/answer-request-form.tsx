import type { BusinessRequestDetail } from '@updately/shared/business-api';
import { UPDATE_REJECTION_LABELS, UPDATE_REJECTION_REASONS } from '@updately/shared/update-status';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { Field, FieldError } from '../../../components/ui/field';
import { Label } from '../../../components/ui/label';
import { labelledOptions, OptionSelect } from '../../../components/ui/option-select';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';
import { Textarea } from '../../../components/ui/textarea';
import { useConfirmBusinessRequest } from '../api/confirm-business-request';
import { fieldLabel } from '../utils/business-labels';
import {
  EMPTY_DRAFT,
  toConfirmInput,
  type AnswerDrafts,
  type FieldDraft,
} from '../utils/answer-draft';

const REASON_OPTIONS = labelledOptions(UPDATE_REJECTION_REASONS, UPDATE_REJECTION_LABELS);

type AnswerRequestFormProps = {
  orgId: string;
  request: BusinessRequestDetail;
  onAnswered: () => void;
};

/** The manual path: applied, or not with a reason, for each change; then one answer for all. */
export function AnswerRequestForm({ orgId, request, onAnswered }: AnswerRequestFormProps) {
  const id = useId();
  const fields = request.changes.map((change) => change.field);
  const [drafts, setDrafts] = useState<AnswerDrafts>({});
  const [confirmedBy, setConfirmedBy] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const confirm = useConfirmBusinessRequest(orgId, request.id);

  const change = (field: string, patch: Partial<FieldDraft>) => {
    setDrafts((current) => ({
      ...current,
      [field]: { ...(current[field] ?? EMPTY_DRAFT), ...patch },
    }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = toConfirmInput(fields, drafts, confirmedBy);
    if (!result.ok) {
      setErrors(result.errors);
      const first = fields.find((field) => result.errors[field]);
      if (first) document.getElementById(`${id}-${first}-first`)?.focus();
      return;
    }
    // The form goes once the request is answered: the promise still settles (mutate's callbacks
    // would not, the form being gone).
    confirm.mutateAsync(result.input).then(
      (detail) => {
        const applied = result.input.fields.filter((f) => f.outcome === 'applied').length;
        toast.success(`Answer sent for ${detail.reference}`, {
          description: applied
            ? `${applied} of ${fields.length} changes applied. The customer sees it straight away.`
            : 'No change applied. The customer sees why straight away.',
        });
        onAnswered();
      },
      (error: Error) => toast.error('Could not send the answer', { description: error.message }),
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-5 border-t border-border pt-5"
    >
      <div className="flex flex-col gap-1">
        <h3 id={`${id}-heading`} className="text-base font-semibold">
          Your answer
        </h3>
        <p className="text-muted-foreground">
          Say for each change whether you applied it to the customer’s account, or that you hold no
          account for them. Each applied field is billed once.
        </p>
      </div>
      {request.changes.map(({ field, value }) => {
        const draft = drafts[field] ?? EMPTY_DRAFT;
        const base = `${id}-${field}`;
        const label = fieldLabel(field);
        return (
          <fieldset key={field} className="flex flex-col gap-3 rounded-md border border-border p-4">
            <legend id={`${base}-legend`} className="px-1 font-medium">
              {label}: <span className="font-normal break-words">{value}</span>
            </legend>
            <RadioGroup
              aria-labelledby={`${base}-legend`}
              aria-describedby={errors[field] ? `${base}-error` : undefined}
              aria-invalid={errors[field] ? true : undefined}
              value={draft.outcome}
              onValueChange={(outcome) =>
                change(field, { outcome: outcome as FieldDraft['outcome'] })
              }
              className="flex flex-wrap gap-x-6 gap-y-2"
            >
              <div className="flex items-center gap-2">
                <RadioGroupItem id={`${base}-first`} value="applied" />
                <Label
                  htmlFor={`${base}-first`}
                  className="flex min-h-6 cursor-pointer items-center font-normal"
                >
                  Applied
                </Label>
              </div>
              <div className="flex items-center gap-2">
                <RadioGroupItem id={`${base}-rejected`} value="rejected" />
                <Label
                  htmlFor={`${base}-rejected`}
                  className="flex min-h-6 cursor-pointer items-center font-normal"
                >
                  Not applied
                </Label>
              </div>
              <div className="flex items-center gap-2">
                <RadioGroupItem id={`${base}-no-account`} value="no_account" />
                <Label
                  htmlFor={`${base}-no-account`}
                  className="flex min-h-6 cursor-pointer items-center font-normal"
                >
                  No account held
                </Label>
              </div>
            </RadioGroup>
            <FieldError id={base} message={errors[field]} />
            {draft.outcome === 'rejected' ? (
              <>
                <Field
                  id={`${base}-reason`}
                  label={`Why was the ${label.toLowerCase()} not applied?`}
                  render={(control) => (
                    <OptionSelect
                      id={control.id}
                      aria-required
                      value={draft.reason}
                      onChange={(reason) => change(field, { reason })}
                      options={REASON_OPTIONS}
                      placeholder="Choose a reason"
                    />
                  )}
                />
                <Field
                  id={`${base}-message`}
                  label="A note for the customer (optional)"
                  render={(control) => (
                    <Textarea
                      {...control}
                      maxLength={1000}
                      value={draft.message}
                      onChange={(event) => change(field, { message: event.target.value })}
                    />
                  )}
                />
              </>
            ) : null}
          </fieldset>
        );
      })}
      <Field
        id={`${id}-by`}
        label="Your name or team (optional)"
        description="Shown to the customer with the answer."
        maxLength={120}
        value={confirmedBy}
        onChange={(event) => setConfirmedBy(event.target.value)}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? 'Sending…' : 'Send answer'}
        </Button>
      </div>
    </form>
  );
}
