import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';

import { Button } from './button';

const RESET_MS = 2000;

type CopyButtonProps = {
  value: string;
  /** The button's visible text until it has copied. */
  label?: string;
  /** What is copied, added to the button's name for screen readers: "Copy new address". */
  what?: string;
};

/** Copies `value` to the clipboard and says "Copied" for a moment (visibly and to screen readers). */
export function CopyButton({ value, label = 'Copy', what }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), RESET_MS);
    } catch {
      toast.error('Could not copy', { description: 'Select the text and copy it yourself.' });
    }
  };

  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={copy}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? 'Copied' : label}
        {what ? <span className="sr-only"> {what}</span> : null}
      </Button>
      <span role="status" className="sr-only">
        {copied ? 'Copied' : ''}
      </span>
    </>
  );
}
