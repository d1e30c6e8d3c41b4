import { Trash2 } from 'lucide-react';

import { Button, type ButtonProps } from './button';

type RemoveButtonProps = Omit<ButtonProps, 'children'> & {
  /** What goes, for screen readers: "Remove AGL from this journey". */
  what: string;
};

/** The quiet "Remove" button on a card; it names what it removes to screen readers. */
export function RemoveButton({ what, ...props }: RemoveButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="text-destructive hover:text-destructive"
      {...props}
    >
      <Trash2 aria-hidden="true" />
      Remove<span className="sr-only"> {what}</span>
    </Button>
  );
}
