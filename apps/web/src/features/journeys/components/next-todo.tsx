import type { JourneyDetail } from '@updately/shared/journeys-api';
import type { PiiFieldType } from '@updately/shared/pii-fields';
import { CHANNEL_PROMISE, DONE_BY_YOU } from '@updately/shared/update-attestation';
import type { UpdateRequest } from '@updately/shared/updates-api';
import { Check, ExternalLink } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';

import { Button, buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { useUpdateAction } from '../api/update-actions';
import { requestTodo } from '../utils/journey-todo';
import { KindScript } from './kind-script';
import { openTodos, todoDestination } from '../utils/next-todo';

// Long company names wrap at 375 px instead of pushing the page sideways.
const WRAP = 'h-auto min-h-10 py-2 text-left whitespace-normal';

type NextTodoProps = {
  journey: JourneyDetail;
  requests: readonly UpdateRequest[];
  /** No longer read: each to-do quotes its own request's values. */
  piiFields?: readonly PiiFieldType[];
};

/**
 * The person's own to-dos, one at a time: the first action copies the new value and opens the
 * company's change-of-details page, the second marks it done by them and lands on the next
 * to-do, focus kept on its first action (never dropped to the page).
 */
export function NextTodo({ journey, requests }: NextTodoProps) {
  const action = useUpdateAction(journey.id);
  const [doneIds, setDoneIds] = useState<ReadonlySet<string>>(() => new Set());
  const [lastDone, setLastDone] = useState<{ company: string; text: string } | null>(null);
  const focusAfterDone = useRef(false);
  const nextAction = useRef<HTMLElement>(null);
  const allDone = useRef<HTMLHeadingElement>(null);
  const todos = useMemo(
    () => openTodos(journey.footprints, requests).filter((t) => !doneIds.has(t.request.id)),
    [journey.footprints, requests, doneIds],
  );
  const current = todos[0] ?? null;

  useEffect(() => {
    if (!focusAfterDone.current) return;
    focusAfterDone.current = false;
    (current ? nextAction.current : allDone.current)?.focus();
  }, [current]);

  if (!current && !lastDone) return null;

  // Optimistic: the next to-do shows (and takes focus) at once; a refusal brings this one back.
  const markDone = (outcome: 'done' | 'no-account') => {
    if (!current) return;
    const { id, company_name: company } = current.request;
    focusAfterDone.current = true;
    setDoneIds((ids) => new Set(ids).add(id));
    setLastDone({ company, text: outcome === 'done' ? DONE_BY_YOU : 'no account held' });
    action.mutate(
      { id, action: outcome },
      {
        onError: (error) => {
          focusAfterDone.current = true;
          setDoneIds((ids) => new Set([...ids].filter((done) => done !== id)));
          setLastDone(null);
          toast.error(`${company} could not be marked done`, { description: error.message });
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="next-todo-heading"
      className="flex flex-col gap-4 rounded-lg border border-brand-200 bg-brand-50 p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="next-todo-heading" className="text-lg font-semibold">
          Your next to-do
        </h2>
        <p className="text-sm text-muted-foreground">
          {todos.length === 1 ? '1 left' : `${todos.length} left`} · {CHANNEL_PROMISE.manual}
        </p>
      </div>
      <p role="status" className="text-sm">
        {lastDone ? (
          <>
            <Check aria-hidden="true" className="mr-1 inline size-4 text-brand-700" />
            {lastDone.company}: {lastDone.text}.
            {current ? ` Next: ${current.request.company_name}.` : ''}
          </>
        ) : null}
      </p>
      {current ? (
        <TodoCard
          key={current.request.id}
          todo={current}
          actionRef={nextAction}
          onDone={() => markDone('done')}
          onNoAccount={() => markDone('no-account')}
        />
      ) : (
        <h3 ref={allDone} tabIndex={-1} className="font-semibold outline-none">
          All your to-dos are done.
        </h3>
      )}
    </section>
  );
}

type TodoCardProps = {
  todo: ReturnType<typeof openTodos>[number];
  actionRef: React.RefObject<HTMLElement | null>;
  onDone: () => void;
  onNoAccount: () => void;
};

function TodoCard({ todo, actionRef, onDone, onNoAccount }: TodoCardProps) {
  const company = todo.request.company_name;
  const steps = requestTodo(todo.request);
  const first = steps.values[0] ?? null;
  const destination = todoDestination(todo.link.footprint);
  const copy = () => {
    if (!first) return;
    navigator.clipboard
      .writeText(first.value)
      .then(() => toast.success(`${first.label} copied`))
      .catch(() =>
        toast.error('Could not copy', { description: 'Select the text and copy it yourself.' }),
      );
  };
  const primaryLabel = destination
    ? `${first ? 'Copy and open' : 'Open'} ${company}’s ${destination.kind === 'page' ? 'change-of-details page' : 'website'}`
    : `Copy the ${first?.label.toLowerCase() ?? 'value'}`;

  return (
    <div className="flex flex-col gap-3 text-sm">
      <h3 className="text-base font-semibold">{company}</h3>
      <p className="font-medium">{steps.label}</p>
      <KindScript todo={steps} copyFrom={1} />
      {destination?.kind === 'website' ? (
        <p className="text-muted-foreground">
          We have no change-of-details page for {company}: its website opens.
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {destination ? (
          <a
            ref={actionRef as React.RefObject<HTMLAnchorElement>}
            href={destination.url}
            target="_blank"
            rel="noreferrer noopener"
            onClick={copy}
            className={cn(buttonVariants({ variant: 'outline' }), WRAP)}
          >
            <ExternalLink aria-hidden="true" />
            {primaryLabel}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : first ? (
          <Button
            ref={actionRef as React.RefObject<HTMLButtonElement>}
            variant="outline"
            className={WRAP}
            onClick={copy}
          >
            {primaryLabel}
            <span className="sr-only"> for {company}</span>
          </Button>
        ) : null}
        <Button
          ref={destination || first ? undefined : (actionRef as React.RefObject<HTMLButtonElement>)}
          onClick={onDone}
        >
          <Check aria-hidden="true" />
          Done — next
          <span className="sr-only"> ({company} done by you)</span>
        </Button>
        <Button variant="outline" className={WRAP} onClick={onNoAccount}>
          No account held — next
          <span className="sr-only"> ({company} holds no account)</span>
        </Button>
      </div>
    </div>
  );
}
