import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_SIZES,
  COMPANY_SIZE_LABELS,
  businessLeadSchema,
} from '@updately/shared/business-leads-api';
import { EMAIL_MAX_LENGTH } from '@updately/shared/constants';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { BotCheck, useFormInUse } from '../../../components/ui/bot-check';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import type { TurnstileHandle } from '../../../lib/turnstile-widget';
import { createBusinessLead } from '../api/create-business-lead';
import { leadFailureMessage } from '../utils/lead-failure';

const formSchema = businessLeadSchema.omit({ turnstileToken: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** The For Business enquiry form: stores a lead and shows a confirmation. */
export function BusinessLeadForm() {
  const id = useId();
  const widget = useRef<TurnstileHandle>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const formInUse = useFormInUse();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { company: '', name: '', email: '', phone: '', message: '' },
  });

  const send = async (values: FormOutput) => {
    setFailure(null);
    try {
      const turnstileToken = widget.current ? await widget.current.getToken() : '';
      await createBusinessLead({ ...values, turnstileToken });
      setSentTo(values.email);
    } catch (error) {
      setFailure(leadFailureMessage(error));
      widget.current?.reset();
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => handleSubmit(send)(event);

  // The form is replaced by the confirmation: move focus there so it is announced.
  useEffect(() => {
    if (sentTo) confirmation.current?.focus();
  }, [sentTo]);

  if (sentTo) {
    return (
      <div
        role="status"
        className="flex max-w-2xl flex-col gap-3 rounded-lg border border-border bg-background p-6"
      >
        <CircleCheck aria-hidden="true" className="size-8 text-brand-700" />
        <h3 ref={confirmation} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          Thanks, we have your enquiry
        </h3>
        <p className="text-muted-foreground">
          Someone from our partnerships team will reply to {sentTo} within one business day.
        </p>
      </div>
    );
  }

  const fieldId = (name: keyof FormInput) => `${id}-${name}`;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      {...formInUse.formProps}
      className="grid max-w-2xl gap-5 rounded-lg border border-border bg-background p-6 sm:grid-cols-2"
    >
      <Field
        id={fieldId('company')}
        label="Company"
        error={errors.company?.message}
        autoComplete="organization"
        {...register('company')}
      />
      <Field
        id={fieldId('name')}
        label="Your name"
        error={errors.name?.message}
        autoComplete="name"
        {...register('name')}
      />
      <Field
        id={fieldId('email')}
        label="Work email"
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        {...register('email')}
      />
      <Field
        id={fieldId('phone')}
        label="Phone (optional)"
        error={errors.phone?.message}
        type="tel"
        autoComplete="tel"
        {...register('phone')}
      />
      <Field
        id={fieldId('companySize')}
        label="Company size"
        error={errors.companySize?.message}
        className="sm:col-span-2"
        render={(control) => (
          <select
            {...register('companySize')}
            {...control}
            defaultValue=""
            className="h-10 rounded-md border border-input bg-background px-3 text-base aria-invalid:border-destructive md:text-sm"
          >
            <option value="" disabled>
              Choose one
            </option>
            {COMPANY_SIZES.map((value) => (
              <option key={value} value={value}>
                {COMPANY_SIZE_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      />
      <Field
        id={fieldId('message')}
        label="What would you like to receive?"
        error={errors.message?.message}
        className="sm:col-span-2"
        render={(control) => <Textarea rows={5} {...register('message')} {...control} />}
      />
      <div className="flex flex-col gap-3 sm:col-span-2">
        <BotCheck ref={widget} action="business_lead" active={formInUse.inUse} />
        {failure ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {failure}
          </p>
        ) : null}
        <div>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send enquiry'}
          </Button>
        </div>
      </div>
    </form>
  );
}
