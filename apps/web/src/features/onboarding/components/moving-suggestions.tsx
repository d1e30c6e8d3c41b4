import { AU_STATES, AU_STATE_NAMES, type AuState } from '@updately/shared/au-address';
import type { BrandSummary } from '@updately/shared/brands-api';
import { MOVING_NEEDS, likelyAnswers, type MovingNeed } from '@updately/shared/moving-needs';
import { CheckIcon } from 'lucide-react';
import { useId } from 'react';

import { Label } from '../../../components/ui/label';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { cn } from '../../../lib/utils';
import { useRovingFocus } from '../../../lib/use-roving-focus';
import { useMovingSuggestions } from '../api/get-moving-suggestions';
import { ChannelPromise } from './channel-promise';

type MovingSuggestionsProps = {
  state: AuState | '';
  onStateChange: (state: AuState | '') => void;
  isSelected: (id: string) => boolean;
  onPick: (brand: BrandSummary, on: boolean) => void;
};

/**
 * Suggestions the person confirms: one question per need, the likely answers for the state they
 * move to first, one tap each. Nothing is chosen until tapped.
 */
export function MovingSuggestions({
  state,
  onStateChange,
  isSelected,
  onPick,
}: MovingSuggestionsProps) {
  const stateId = useId();
  const suggestions = useMovingSuggestions();
  const bySlug = new Map(suggestions.data?.items.map((brand) => [brand.slug, brand]));

  return (
    <section aria-labelledby="suggestions-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 id="suggestions-heading" className="text-lg font-semibold">
          Not sure where to start?
        </h3>
        <p className="text-sm text-muted-foreground">
          Answer a few questions: tap each company you deal with. Nothing is chosen until you tap
          it.
        </p>
      </div>
      <div className="flex max-w-sm flex-col gap-2">
        <Label htmlFor={stateId}>Which state are you moving to?</Label>
        <select
          id={stateId}
          value={state}
          onChange={(event) => onStateChange(event.target.value as AuState | '')}
          className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base md:text-sm"
        >
          <option value="">Not sure yet</option>
          {AU_STATES.map((code) => (
            <option key={code} value={code}>
              {AU_STATE_NAMES[code]}
            </option>
          ))}
        </select>
      </div>
      {suggestions.isPending ? (
        <LoadingSkeletons label="Loading suggestions" rows={4} />
      ) : suggestions.isError ? (
        <LoadError
          title="Suggestions could not be loaded"
          error={suggestions.error}
          onRetry={() => suggestions.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-4">
          {MOVING_NEEDS.map((need) => {
            const answers = likelyAnswers(need, state || undefined)
              .map((slug) => bySlug.get(slug))
              .filter((brand): brand is BrandSummary => brand !== undefined);
            if (answers.length === 0) return null;
            return (
              <NeedQuestion
                key={need.id}
                need={need}
                answers={answers}
                isSelected={isSelected}
                onPick={onPick}
              />
            );
          })}
        </div>
      )}
    </section>
  );
}

function NeedQuestion({
  need,
  answers,
  isSelected,
  onPick,
}: {
  need: MovingNeed;
  answers: BrandSummary[];
  isSelected: (id: string) => boolean;
  onPick: (brand: BrandSummary, on: boolean) => void;
}) {
  const roving = useRovingFocus(answers.length);
  const questionId = `need-${need.id}`;
  return (
    <div role="group" aria-labelledby={questionId} className="flex flex-col gap-2">
      <p id={questionId} className="font-medium">
        {need.question}
      </p>
      <ul className="flex flex-wrap gap-2">
        {answers.map((brand, index) => {
          const on = brand.added || isSelected(brand.id);
          return (
            <li key={brand.id}>
              <button
                type="button"
                aria-pressed={on}
                disabled={brand.added}
                onClick={() => onPick(brand, !on)}
                {...roving(index)}
                className={cn(
                  'flex min-h-11 flex-col items-start rounded-md border px-3 py-1.5 text-left text-sm disabled:cursor-not-allowed disabled:opacity-70',
                  on ? 'border-primary bg-brand-50' : 'border-border hover:bg-muted',
                )}
              >
                <span className="flex items-center gap-1 font-medium">
                  {on ? <CheckIcon aria-hidden="true" className="size-4" /> : null}
                  {brand.name}
                </span>
                {brand.added ? (
                  <span className="text-xs text-muted-foreground">Already added</span>
                ) : (
                  <ChannelPromise channel={brand.channel} />
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
