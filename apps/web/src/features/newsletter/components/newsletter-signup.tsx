import { EMAIL_MAX_LENGTH } from '@updately/shared/constants';
import {
  NEWSLETTER_INPUT_PATTERN,
  isValidNewsletterEmail,
  sanitizeNewsletterEmail,
  type NewsletterSource,
} from '@updately/shared/newsletter';
import { useId, useRef, useState, type FormEvent } from 'react';

import { BotCheck, useFormInUse } from '../../../components/ui/bot-check';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { paths } from '../../../lib/paths';
import { SiteLink } from '../../../lib/site-link';
import type { TurnstileHandle } from '../../../lib/turnstile-widget';
import { cn } from '../../../lib/utils';
import { subscribeNewsletter } from '../api/subscribe-newsletter';
import {
  NEWSLETTER_INVALID,
  NEWSLETTER_SUCCESS,
  newsletterOutcomeFor,
  type NewsletterOutcome,
} from '../utils/newsletter-outcome';

type NewsletterSignupProps = { source?: NewsletterSource };

/**
 * The landing page's newsletter signup (SPEC.md sections 5 and 8). The bot-check widget loads
 * when the visitor first focuses or touches the form, so the page itself loads nothing from
 * Cloudflare.
 */
export function NewsletterSignup({ source = 'landing' }: NewsletterSignupProps) {
  const id = useId();
  const widget = useRef<TurnstileHandle>(null);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const { inUse, markInUse, formProps } = useFormInUse();
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<NewsletterOutcome | null>(null);

  const valid = isValidNewsletterEmail(email);
  const showInvalid = touched && email !== '' && !valid;
  const shown = showInvalid ? NEWSLETTER_INVALID : outcome;
  const messageId = `${id}-message`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    markInUse();
    if (!valid) {
      setTouched(true);
      return;
    }
    if (submitting) return;
    setSubmitting(true);
    setOutcome(null);
    let result: NewsletterOutcome;
    let tokenUsed = false;
    try {
      const turnstileToken = widget.current ? await widget.current.getToken() : '';
      tokenUsed = true;
      result = await subscribeNewsletter({ email, turnstileToken, source }).then(
        () => NEWSLETTER_SUCCESS,
        newsletterOutcomeFor,
      );
    } catch (failure) {
      result = newsletterOutcomeFor(failure);
    }
    // Tokens are single-use: any answered attempt needs a fresh one (transport errors included).
    if (result.resetWidget || tokenUsed) widget.current?.reset();
    if (result.clearField) {
      setEmail('');
      setTouched(false);
    }
    setOutcome(result);
    setSubmitting(false);
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="bg-brand-50 py-14 sm:py-20">
      <Container className="flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex max-w-xl flex-col gap-3">
          <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight sm:text-3xl">
            Hear when new journeys go live
          </h2>
          <p className="text-lg text-muted-foreground">
            A few emails a year about new journeys, new companies in the directory and tips for your
            next move. Confirm by email; unsubscribe with one click.
          </p>
        </div>
        <form
          noValidate
          onSubmit={onSubmit}
          {...formProps}
          className="flex w-full max-w-md flex-col gap-3"
        >
          <Label htmlFor={`${id}-email`}>Email address</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com.au"
              maxLength={EMAIL_MAX_LENGTH}
              pattern={NEWSLETTER_INPUT_PATTERN}
              value={email}
              onChange={(event) => {
                setEmail(sanitizeNewsletterEmail(event.target.value));
                setOutcome(null);
              }}
              onBlur={() => setTouched(true)}
              aria-invalid={showInvalid || undefined}
              aria-describedby={shown ? messageId : undefined}
              className="bg-background"
            />
            <Button type="submit" disabled={!valid || submitting} className="sm:w-32">
              {submitting ? 'Subscribing…' : 'Subscribe'}
            </Button>
          </div>
          <BotCheck ref={widget} action="newsletter" active={inUse} />
          <div aria-live="polite" className="min-h-6">
            {shown ? (
              <p
                id={messageId}
                role={shown.tone === 'error' ? 'alert' : 'status'}
                className={cn(
                  'text-sm font-medium',
                  shown.tone === 'error' ? 'text-destructive' : 'text-brand-800',
                )}
              >
                {shown.message}
              </p>
            ) : null}
          </div>
          <p className="text-sm text-muted-foreground">
            We use your email only for this newsletter. See our{' '}
            <SiteLink
              href={paths.privacy.getHref()}
              className="font-medium text-foreground underline underline-offset-4"
            >
              Privacy Policy
            </SiteLink>
            .
          </p>
        </form>
      </Container>
    </section>
  );
}
