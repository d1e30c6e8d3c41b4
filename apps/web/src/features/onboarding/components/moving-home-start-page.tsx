import type { AuState } from '@updately/shared/au-address';
import { BRAND_CATEGORY_LABELS, type BrandCategory } from '@updately/shared/brands';
import type { BrandSummary } from '@updately/shared/brands-api';
import type { MovingHouseOnboardingInput } from '@updately/shared/journeys-api';
import { MESSAGES } from '@updately/shared/messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../../components/ui/accordion';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAddCustomCompany } from '../api/add-custom-company';
import { useStartMovingHome } from '../api/start-moving-home';
import { countInCategory, toggleBrand, type BrandSelection } from '../utils/brand-selection';
import { BrandChecklist } from './brand-checklist';
import { DirectorySearch } from './directory-search';
import { MoveDetailsForm } from './move-details-form';
import { MovingSuggestions } from './moving-suggestions';
import { NextBar } from './next-bar';
import { SelectedCompanies, type CustomCompany } from './selected-companies';
import { StepHeading } from './step-heading';

/** The companies a move usually touches, most common first. */
const MOVING_CATEGORIES: BrandCategory[] = [
  'energy',
  'water',
  'telco',
  'banking',
  'insurance',
  'government',
  'health',
  'superannuation',
  'subscriptions',
  'retail',
  'transport',
];

/**
 * The Moving Home onboarding (from /moving-home or its card when signed in): pick the companies,
 * describe the move, and the moving journey starts with them linked; with companies and an
 * address it opens straight on Review.
 */
export function MovingHomeStartPage() {
  usePageTitle('Start your move');
  const navigate = useNavigate();
  const start = useStartMovingHome();
  const addCustom = useAddCustomCompany();
  const [step, setStep] = useState<'brands' | 'details'>('brands');
  const [moved, setMoved] = useState(false);
  const [selection, setSelection] = useState<BrandSelection>(new Map());
  const [custom, setCustom] = useState<CustomCompany[]>([]);
  const [state, setState] = useState<AuState | ''>('');
  const count = selection.size + custom.length;

  const pick = (brand: BrandSummary, on: boolean) =>
    setSelection((current) =>
      toggleBrand(
        current,
        brand.id,
        { name: brand.name, category: brand.category as BrandCategory, channel: brand.channel },
        on,
      ),
    );
  const isSelected = (id: string) => selection.has(id);

  const addCustomCompany = (name: string) =>
    addCustom.mutate(name, {
      onSuccess: (result) => {
        const [footprint] = result.added;
        if (footprint) setCustom((current) => [...current, { footprintId: footprint.id, name }]);
        toast.success(`${name} added`, {
          description: 'It is in your Digital Footprints and joins this move as your to-do.',
        });
      },
      onError: (error) => toast.error(`Could not add ${name}`, { description: error.message }),
    });

  const go = (next: 'brands' | 'details') => {
    setStep(next);
    setMoved(true);
  };

  const submit = (input: MovingHouseOnboardingInput) =>
    start.mutate(input, {
      onSuccess: (result) => {
        toast.success(MESSAGES.journeyCreated.title, {
          description: MESSAGES.journeyCreated.description,
        });
        const companies = input.brandIds.length + custom.length;
        navigate(
          companies > 0
            ? paths.app.journeyReview.getHref(result.journeyId)
            : paths.app.journey.getHref(result.journeyId),
        );
      },
      onError: (error) => toast.error(MESSAGES.journeyCreateFailed, { description: error.message }),
    });

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Start your Moving Home journey"
        description="Pick the companies that need your new address, tell us about the move, and we'll line up a to-do for each one."
      />
      <p className="text-sm font-medium">Step {step === 'brands' ? 1 : 2} of 2</p>

      {step === 'brands' ? (
        <section aria-labelledby="moving-step-heading" className="flex flex-col gap-6">
          <StepHeading id="moving-step-heading" focusOnMount={moved}>
            Who needs your new address?
          </StepHeading>
          <DirectorySearch
            isSelected={isSelected}
            onPick={pick}
            onAddCustom={addCustomCompany}
            addingCustom={addCustom.isPending}
          />
          <SelectedCompanies
            selection={selection}
            custom={custom}
            onRemove={(id) =>
              setSelection((current) =>
                toggleBrand(current, id, { name: '', category: 'energy' }, false),
              )
            }
          />
          <MovingSuggestions
            state={state}
            onStateChange={setState}
            isSelected={isSelected}
            onPick={pick}
          />
          <section aria-labelledby="browse-heading" className="flex flex-col gap-2">
            <h3 id="browse-heading" className="text-lg font-semibold">
              Or browse by category
            </h3>
            <Accordion type="multiple">
              {MOVING_CATEGORIES.map((category) => {
                const inCategory = countInCategory(selection, category);
                return (
                  <AccordionItem key={category} value={category}>
                    <AccordionTrigger>
                      <span>
                        {BRAND_CATEGORY_LABELS[category]}
                        {inCategory > 0 ? (
                          <span className="font-normal text-muted-foreground">
                            {' '}
                            ({inCategory} selected)
                          </span>
                        ) : null}
                      </span>
                    </AccordionTrigger>
                    <AccordionContent>
                      <BrandChecklist
                        category={category}
                        selection={selection}
                        showChannel
                        onToggle={(id, brand, on) =>
                          setSelection((current) => toggleBrand(current, id, brand, on))
                        }
                      />
                    </AccordionContent>
                  </AccordionItem>
                );
              })}
            </Accordion>
          </section>
          <NextBar count={count} onNext={() => go('details')} />
        </section>
      ) : (
        <section aria-labelledby="moving-step-heading" className="flex flex-col gap-4">
          <StepHeading id="moving-step-heading" focusOnMount={moved}>
            About your move
          </StepHeading>
          <MoveDetailsForm
            brandIds={[...selection.keys()]}
            pending={start.isPending}
            defaultState={state || undefined}
            onBack={() => go('brands')}
            onSubmit={submit}
          />
        </section>
      )}
    </div>
  );
}
