import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_SIZES,
  COMPANY_SIZE_LABELS,
  businessLeadSchema,
} from '@updately/shared/business-leads-api';
import { EMAIL_MAX_LENGTH } from '@updately/shared/constants';
import { CircleCheck } from 'lucide-react';
import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { usePublicConfig } from '../../../lib/public-config';
import { LazyTurnstileWidget } from '../../../lib/lazy-turnstile-widget';
import type { TurnstileHandle } from '../../../lib/turnstile-widget';
import { useCreateBusinessLead } from '../api/create-business-lead';
import { leadFailureMessage } from '../utils/lead-failure';

const formSchema = businessLeadSchema.omit({ turnstileToken: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** The For Business enquiry form: stores a lead and shows a confirmation. */
export function BusinessLeadForm() {
  const id = useId();
  const config = usePublicConfig();
  const createLead = useCreateBusinessLead();
  const widget = useRef<TurnstileHandle>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const [widgetWanted, setWidgetWanted] = useState(false);
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
      await createLead.mutateAsync({ ...values, turnstileToken });
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

  const field = (name: keyof FormInput) => {
    const error = errors[name]?.message;
    return {
      id: `${id}-${name}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
      error: error ? (
        <p id={`${id}-${name}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null,
    };
  };
  const company = field('company');
  const name = field('name');
  const email = field('email');
  const phone = field('phone');
  const size = field('companySize');
  const message = field('message');

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={() => setWidgetWanted(true)}
      onPointerDown={() => setWidgetWanted(true)}
      className="grid max-w-2xl gap-5 rounded-lg border border-border bg-background p-6 sm:grid-cols-2"
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={company.id}>Company</Label>
        <Input
          autoComplete="organization"
          {...register('company')}
          id={company.id}
          aria-invalid={company['aria-invalid']}
          aria-describedby={company['aria-describedby']}
        />
        {company.error}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={name.id}>Your name</Label>
        <Input
          autoComplete="name"
          {...register('name')}
          id={name.id}
          aria-invalid={name['aria-invalid']}
          aria-describedby={name['aria-describedby']}
        />
        {name.error}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={email.id}>Work email</Label>
        <Input
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          {...register('email')}
          id={email.id}
          aria-invalid={email['aria-invalid']}
          aria-describedby={email['aria-describedby']}
        />
        {email.error}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={phone.id}>Phone (optional)</Label>
        <Input
          type="tel"
          autoComplete="tel"
          {...register('phone')}
          id={phone.id}
          aria-invalid={phone['aria-invalid']}
          aria-describedby={phone['aria-describedby']}
        />
        {phone.error}
      </div>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <Label htmlFor={size.id}>Company size</Label>
        <select
          {...register('companySize')}
          id={size.id}
          defaultValue=""
          aria-invalid={size['aria-invalid']}
          aria-describedby={size['aria-describedby']}
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
        {size.error}
      </div>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <Label htmlFor={message.id}>What would you like to receive?</Label>
        <Textarea
          rows={5}
          {...register('message')}
          id={message.id}
          aria-invalid={message['aria-invalid']}
          aria-describedby={message['aria-describedby']}
        />
        {message.error}
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2">
        {/* Space kept from the start: the widget appears on first use without moving the button. */}
        <div className="min-h-[65px]">
          {widgetWanted && config ? (
            <Suspense fallback={null}>
              <LazyTurnstileWidget
                ref={widget}
                siteKey={config.turnstileSiteKey}
                action="business_lead"
              />
            </Suspense>
          ) : null}
        </div>
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
