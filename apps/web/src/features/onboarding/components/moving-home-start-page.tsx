import { BRAND_CATEGORY_LABELS, type BrandCategory } from '@updately/shared/brands';
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
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMovingEssentials } from '../api/get-moving-essentials';
import { useStartMovingHome } from '../api/start-moving-home';
import { countInCategory, toggleBrand, type BrandSelection } from '../utils/brand-selection';
import { BrandChecklist } from './brand-checklist';
import { MoveDetailsForm } from './move-details-form';
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
 * describe the move, and the moving journey starts with them linked.
 */
export function MovingHomeStartPage() {
  usePageTitle('Start your move');
  const navigate = useNavigate();
  const start = useStartMovingHome();
  const [step, setStep] = useState<'brands' | 'details'>('brands');
  const [moved, setMoved] = useState(false);
  const [selection, setSelection] = useState<BrandSelection>(new Map());
  const essentials = useMovingEssentials();
  const selectEssentials = () => {
    const brands = essentials.data?.items.filter((brand) => !brand.added) ?? [];
    setSelection((current) =>
      brands.reduce(
        (next, brand) =>
          toggleBrand(
            next,
            brand.id,
            { name: brand.name, category: brand.category as BrandCategory },
            true,
          ),
        current,
      ),
    );
  };

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
        navigate(paths.app.journey.getHref(result.journeyId));
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
        <section aria-labelledby="moving-step-heading" className="flex flex-col gap-4">
          <StepHeading id="moving-step-heading" focusOnMount={moved}>
            Who needs your new address?
          </StepHeading>
          <p className="text-muted-foreground">
            Open a category and tick the companies you deal with. Companies already in your Digital
            Footprints are added to the journey for you when they hold your address.
          </p>
          <div className="flex flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm">
              Not sure where to start? Most people tell the electoral roll, the tax office,
              Medicare, their energy, water and internet providers, bank, insurer, health fund and
              super fund.
            </p>
            <Button
              type="button"
              variant="outline"
              className="shrink-0 bg-background"
              disabled={!essentials.isSuccess}
              onClick={selectEssentials}
            >
              Select the companies most people update
            </Button>
          </div>
          <Accordion type="multiple" defaultValue={[MOVING_CATEGORIES[0] ?? 'energy']}>
            {MOVING_CATEGORIES.map((category) => {
              const count = countInCategory(selection, category);
              return (
                <AccordionItem key={category} value={category}>
                  <AccordionTrigger>
                    <span>
                      {BRAND_CATEGORY_LABELS[category]}
                      {count > 0 ? (
                        <span className="font-normal text-muted-foreground">
                          {' '}
                          ({count} selected)
                        </span>
                      ) : null}
                    </span>
                  </AccordionTrigger>
                  <AccordionContent>
                    <BrandChecklist
                      category={category}
                      selection={selection}
                      onToggle={(id, brand, on) =>
                        setSelection((current) => toggleBrand(current, id, brand, on))
                      }
                    />
                  </AccordionContent>
                </AccordionItem>
              );
            })}
          </Accordion>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p role="status" className="text-sm text-muted-foreground">
              {selection.size === 1 ? '1 company selected' : `${selection.size} companies selected`}
            </p>
            <Button onClick={() => go('details')}>Next: about your move</Button>
          </div>
        </section>
      ) : (
        <section aria-labelledby="moving-step-heading" className="flex flex-col gap-4">
          <StepHeading id="moving-step-heading" focusOnMount={moved}>
            About your move
          </StepHeading>
          <MoveDetailsForm
            brandIds={[...selection.keys()]}
            pending={start.isPending}
            onBack={() => go('brands')}
            onSubmit={submit}
          />
        </section>
      )}
    </div>
  );
}
