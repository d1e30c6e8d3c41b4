import { LoaderCircle } from 'lucide-react';

import { Button, type ButtonProps } from '../../../components/ui/button';

type SubmitButtonProps = Omit<ButtonProps, 'type'> & { pending: boolean; pendingLabel: string };

/** Disabled while its form is submitting, saying what is happening. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  disabled,
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? (
        <>
          <LoaderCircle aria-hidden="true" className="animate-spin" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
