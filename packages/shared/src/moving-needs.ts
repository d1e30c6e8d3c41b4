import type { AuState } from './au-address';

/**
 * Moving Home's suggestions: one question per need, each with the likely answers (slugs of
 * data/brands.json) for the state the person moves to first. Nothing is ticked until tapped.
 */
export type MovingNeed = {
  id: string;
  question: string;
  /** Likely everywhere, in order. */
  national: readonly string[];
  /** Likely in a state: shown before the national ones when the state is known. */
  byState?: Partial<Record<AuState, readonly string[]>>;
};

export const MOVING_NEEDS: readonly MovingNeed[] = [
  {
    id: 'government',
    question: 'Government records everyone updates',
    national: ['australian-electoral-commission', 'australian-taxation-office', 'medicare'],
  },
  {
    id: 'licence',
    question: 'Who holds your driver licence and rego?',
    national: [],
    byState: {
      ACT: ['access-canberra'],
      NSW: ['service-nsw', 'transport-for-nsw'],
      NT: [],
      QLD: ['qld-transport-and-main-roads'],
      SA: ['service-sa'],
      TAS: ['service-tasmania'],
      VIC: ['vicroads'],
      WA: ['department-of-transport-wa'],
    },
  },
  {
    id: 'electricity',
    question: 'Who supplies your electricity?',
    national: ['origin-energy', 'agl', 'energyaustralia', 'red-energy', 'alinta-energy'],
    byState: {
      ACT: ['actewagl'],
      NT: ['jacana-energy'],
      QLD: ['ergon-energy'],
      SA: ['simply-energy'],
      TAS: ['aurora-energy'],
      VIC: ['lumo-energy', 'momentum-energy', 'powershop', 'globird-energy'],
      WA: ['synergy'],
    },
  },
  {
    id: 'water',
    question: 'Who is your water retailer?',
    national: [],
    byState: {
      ACT: ['icon-water'],
      NSW: ['sydney-water', 'hunter-water'],
      NT: ['power-and-water-corporation'],
      QLD: ['urban-utilities', 'unitywater'],
      SA: ['sa-water'],
      TAS: ['taswater'],
      VIC: ['yarra-valley-water', 'south-east-water', 'greater-western-water', 'barwon-water'],
      WA: ['water-corporation'],
    },
  },
  {
    id: 'telco',
    question: 'Your phone and internet providers?',
    national: ['telstra', 'optus', 'vodafone', 'tpg', 'aussie-broadband', 'iinet', 'belong'],
  },
  {
    id: 'bank',
    question: 'Your bank(s)?',
    national: ['commonwealth-bank', 'westpac', 'anz', 'nab', 'ing', 'macquarie-bank', 'ubank'],
    byState: {
      QLD: ['bank-of-queensland', 'suncorp-bank'],
      SA: ['banksa'],
      VIC: ['bank-of-melbourne'],
      WA: ['bankwest'],
    },
  },
  {
    id: 'health',
    question: 'Your health insurer?',
    national: ['medibank', 'bupa', 'hcf', 'nib', 'ahm'],
    byState: { VIC: ['gmhba'], WA: ['hbf'] },
  },
  {
    id: 'car-insurance',
    question: 'Who insures your car?',
    national: ['aami', 'budget-direct', 'allianz-australia', 'youi', 'qbe'],
    byState: {
      ACT: ['nrma-insurance', 'gio'],
      NSW: ['nrma-insurance'],
      QLD: ['racq', 'suncorp-insurance'],
      SA: ['raa'],
      TAS: ['ract'],
      VIC: ['racv'],
      WA: ['rac-wa'],
    },
  },
  {
    id: 'super',
    question: 'Your super fund?',
    national: ['australiansuper', 'australian-retirement-trust', 'hostplus', 'aware-super', 'rest'],
  },
];

/** A need's answers for a state: the state's own first, then the national ones. */
export function likelyAnswers(need: MovingNeed, state: AuState | undefined): string[] {
  const local = state ? (need.byState?.[state] ?? []) : [];
  return [...new Set([...local, ...need.national])];
}

/** Every brand any question may suggest (the directory set the picker loads at once). */
export const MOVING_SUGGESTION_SLUGS: readonly string[] = [
  ...new Set(
    MOVING_NEEDS.flatMap((need) => [...need.national, ...Object.values(need.byState ?? {}).flat()]),
  ),
];
