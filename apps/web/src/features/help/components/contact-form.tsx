import { FEEDBACK_CONTENT_MAX_LENGTH } from '@updately/shared/feedback-api';
import { MESSAGES } from '@updately/shared/messages';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useSendSupportMessage } from '../api/send-support-message';

/** Reaches the admins as feedback of type 'other', with this page as its location. */
export function ContactForm() {
  const id = useId();
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const send = useSendSupportMessage();
  const trimmed = message.trim();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    if (!trimmed) {
      toast.error(MESSAGES.missingInformation.title, {
        description: MESSAGES.missingInformation.description,
      });
      return;
    }
    send.mutate(
      { content: trimmed, pageLocation: pathname },
      {
        onSuccess: () => {
          toast.success('Message sent', {
            description: 'Our support team will get back to you by email.',
          });
          setMessage('');
        },
        onError: () =>
          toast.error(MESSAGES.feedbackFailed.title, {
            description: MESSAGES.feedbackFailed.description,
          }),
      },
    );
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-6 shadow-sm"
    >
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          Contact support
        </h2>
        <p className="text-sm text-muted-foreground">
          Did not find your answer? Tell us what happened and we will reply to your account&apos;s
          email address.
        </p>
      </div>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-message`}>Your message</Label>
          <Textarea
            id={`${id}-message`}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            maxLength={FEEDBACK_CONTENT_MAX_LENGTH}
            required
            rows={5}
          />
        </div>
        <div>
          <Button type="submit" disabled={!trimmed || send.isPending}>
            {send.isPending ? 'Sending…' : 'Send message'}
          </Button>
        </div>
      </form>
    </section>
  );
}
