import {
  FEEDBACK_CONTENT_MAX_LENGTH,
  PAGE_LOCATION_MAX_LENGTH,
} from '@updately/shared/feedback-api';
import { FEEDBACK_TYPES, type FeedbackType } from '@updately/shared/feedback';
import { MESSAGES } from '@updately/shared/messages';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { labelledOptions, OptionSelect } from '../../../components/ui/option-select';
import { Textarea } from '../../../components/ui/textarea';
import { useCreateFeedback } from '../api/create-feedback';

const TYPE_LABELS: Record<FeedbackType, string> = {
  suggestion: 'Suggestion',
  bug: 'Bug report',
  other: 'Other',
};
const TYPE_OPTIONS = labelledOptions(FEEDBACK_TYPES, TYPE_LABELS);

type FeedbackFormProps = { onSent: () => void };

/**
 * A type and non-empty trimmed text are required; Send stays disabled until both are given and
 * while sending. Ctrl/Cmd+Enter in the text sends too, and says what is missing.
 */
export function FeedbackForm({ onSent }: FeedbackFormProps) {
  const id = useId();
  const { pathname } = useLocation();
  const [type, setType] = useState<FeedbackType | ''>('');
  const [content, setContent] = useState('');
  const createFeedback = useCreateFeedback();
  const trimmed = content.trim();
  const missing = type === '' || trimmed === '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (createFeedback.isPending) return;
    if (type === '' || trimmed === '') {
      toast.error(MESSAGES.missingInformation.title, {
        description: MESSAGES.missingInformation.description,
      });
      return;
    }
    createFeedback.mutate(
      {
        feedbackType: type,
        content: trimmed,
        pageLocation: pathname.slice(0, PAGE_LOCATION_MAX_LENGTH),
      },
      {
        onSuccess: () => {
          toast.success(MESSAGES.feedbackSubmitted.title, {
            description: MESSAGES.feedbackSubmitted.description,
          });
          setType('');
          setContent('');
          onSent();
        },
        onError: () => {
          toast.error(MESSAGES.feedbackFailed.title, {
            description: MESSAGES.feedbackFailed.description,
          });
        },
      },
    );
  };

  const sendOnCtrlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-type`}>Type of feedback</Label>
        <OptionSelect
          id={`${id}-type`}
          aria-required
          value={type}
          onChange={setType}
          options={TYPE_OPTIONS}
          placeholder="Choose a type"
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-content`}>Your feedback</Label>
        <Textarea
          id={`${id}-content`}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          onKeyDown={sendOnCtrlEnter}
          maxLength={FEEDBACK_CONTENT_MAX_LENGTH}
          required
          aria-describedby={`${id}-content-hint`}
          rows={5}
        />
        <p id={`${id}-content-hint`} className="text-sm text-muted-foreground">
          We also note the page you are on. Press Ctrl+Enter to send.
        </p>
      </div>
      <DialogFooter>
        <Button type="submit" disabled={missing || createFeedback.isPending}>
          {createFeedback.isPending ? 'Sending…' : 'Send feedback'}
        </Button>
      </DialogFooter>
    </form>
  );
}
