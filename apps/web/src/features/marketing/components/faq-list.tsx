import { ChevronDown } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';

import { cn } from '../../../lib/utils';
import type { FaqEntry } from '../content/faq';

type FaqListProps = { entries: FaqEntry[]; headingLevel?: 'h3' | 'h4'; className?: string };

/** Arrow keys, Home and End move between the questions' buttons (WAI-ARIA accordion). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const triggers = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[aria-controls]'),
  ];
  const current = triggers.indexOf(document.activeElement as HTMLButtonElement);
  if (current === -1) return;
  event.preventDefault();
  const last = triggers.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? (current + 1) % triggers.length
          : (current - 1 + triggers.length) % triggers.length;
  triggers[next]?.focus();
}

/**
 * Questions as an accordion (WAI-ARIA pattern): each question is a button inside a heading with
 * aria-expanded and aria-controls; one answer open at a time, all closed to start. The answers
 * are in the page (hidden), so they are part of the prerendered HTML. As an island it gets the
 * questions as props (in the page's HTML), so its script carries no text.
 */
export function FaqList({ entries, headingLevel = 'h3', className }: FaqListProps) {
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);
  const Heading = headingLevel;
  return (
    <div
      className={cn('divide-y divide-border rounded-lg border border-border', className)}
      onKeyDown={moveFocus}
    >
      {entries.map((entry, index) => {
        const expanded = open === index;
        const triggerId = `${id}-q${index}`;
        const panelId = `${id}-a${index}`;
        return (
          <div key={entry.question} className="px-4 sm:px-6">
            <Heading className="flex">
              <button
                type="button"
                id={triggerId}
                aria-expanded={expanded}
                aria-controls={panelId}
                data-state={expanded ? 'open' : 'closed'}
                onClick={() => setOpen(expanded ? null : index)}
                className="group flex min-h-12 flex-1 items-center justify-between gap-4 py-4 text-left text-base font-semibold hover:underline hover:underline-offset-4"
              >
                {entry.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              hidden={!expanded}
              className="text-muted-foreground"
            >
              <div className="pb-5 leading-relaxed">{entry.answer}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
