import type { BrandSummary } from '@updately/shared/brands-api';
import { CHANNEL_PROMISE } from '@updately/shared/update-attestation';
import { CheckIcon, PlusIcon } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';

import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { directorySearchQueryOptions, useDirectorySearch } from '../api/search-directory';
import { ChannelPromise } from './channel-promise';

type DirectorySearchProps = {
  isSelected: (id: string) => boolean;
  /** Ticks (`on`) or unticks a company. */
  onPick: (brand: BrandSummary, on: boolean) => void;
  /** "Can't find it? Add it": the typed name becomes the person's own company. */
  onAddCustom: (name: string) => void;
  addingCustom: boolean;
};

/**
 * One search across the whole directory, as a combobox: type, move with the arrow keys, Enter
 * ticks the highlighted company and empties the box for the next one. The last option adds a
 * company the directory lacks.
 */
export function DirectorySearch({
  isSelected,
  onPick,
  onAddCustom,
  addingCustom,
}: DirectorySearchProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [highlight, setHighlight] = useState(0);
  const latest = useRef('');
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const typed = text.trim();
  const q = useDebouncedValue(typed, 150);
  const matches = useDirectorySearch(q);
  // Results belong to what is in the box only once the search for it has answered.
  const current = q === typed && !matches.isPlaceholderData && matches.isSuccess;
  const items = typed && matches.data ? matches.data.items : [];
  const optionCount = typed ? items.length + 1 : 0;
  const active = Math.min(highlight, Math.max(optionCount - 1, 0));

  const reset = (message: string) => {
    setText('');
    latest.current = '';
    setHighlight(0);
    setAnnouncement(message);
  };
  const tick = (brand: BrandSummary) => {
    if (!brand.added && !isSelected(brand.id)) onPick(brand, true);
    reset(brand.added ? `${brand.name} is already in your footprints.` : `${brand.name} selected.`);
  };
  const choose = (options: readonly BrandSummary[], index: number, name: string) => {
    const brand = options[index];
    if (brand) return tick(brand);
    if (name && !addingCustom) {
      onAddCustom(name);
      reset('');
    }
  };

  // Enter before the search for the typed text has answered waits for that answer, then ticks
  // its best match (unless the box changed meanwhile).
  const enter = async () => {
    if (current) return choose(items, active, typed);
    const asked = typed;
    const page = await queryClient.fetchQuery(directorySearchQueryOptions(asked));
    if (latest.current.trim() === asked) choose(page.items, 0, asked);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (optionCount === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((active + step + optionCount) % optionCount);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (typed) void enter();
    } else if (event.key === 'Escape' && text) {
      event.preventDefault();
      reset('');
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  const open = optionCount > 0;

  return (
    <div className="relative flex flex-col gap-2">
      <Label htmlFor={id}>Search all companies</Label>
      <Input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(active) : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        placeholder="e.g. Origin Energy, Telstra, ING"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          latest.current = event.target.value;
          setHighlight(0);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Type a name, then press Enter to tick the highlighted company. Can&apos;t find it? Add it
        from the list.
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label="Matching companies"
        aria-multiselectable="true"
        hidden={!open}
        className="flex flex-col overflow-hidden rounded-md border border-border bg-background shadow-sm"
      >
        {items.map((brand, index) => {
          const selected = brand.added || isSelected(brand.id);
          return (
            <li
              key={brand.id}
              id={optionId(index)}
              role="option"
              aria-selected={selected}
              aria-disabled={brand.added || undefined}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => (selected && !brand.added ? onPick(brand, false) : tick(brand))}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2',
                index === active && 'bg-brand-50 outline-2 -outline-offset-2 outline-primary',
              )}
            >
              <CheckIcon
                aria-hidden="true"
                className={cn('size-4 shrink-0', selected ? 'text-primary' : 'invisible')}
              />
              <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-3">
                <span>
                  {brand.name}{' '}
                  <span className="text-xs text-muted-foreground">{brand.category_label}</span>
                </span>
                {brand.added ? (
                  <span className="text-xs text-muted-foreground">Already added</span>
                ) : (
                  <ChannelPromise channel={brand.channel} />
                )}
              </span>
            </li>
          );
        })}
        {typed ? (
          <li
            id={optionId(items.length)}
            role="option"
            aria-selected={false}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(items, items.length, typed)}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 border-t border-border px-3 py-2',
              active === items.length && 'bg-brand-50 outline-2 -outline-offset-2 outline-primary',
            )}
          >
            <PlusIcon aria-hidden="true" className="size-4 shrink-0" />
            <span>
              {current && items.length === 0 ? 'No company matches. ' : ''}
              Can&apos;t find it? Add &ldquo;{typed}&rdquo;
              <span className="block text-xs text-muted-foreground">
                Your own company: {CHANNEL_PROMISE.manual}
              </span>
            </span>
          </li>
        ) : null}
      </ul>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
