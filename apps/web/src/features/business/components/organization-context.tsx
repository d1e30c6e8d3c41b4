import type { UseQueryResult } from '@tanstack/react-query';
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';

import { useOrganizations, type Organization } from '../api/list-organizations';

/** The browser remembers the organisation last worked on, per device. */
const STORAGE_KEY = 'updately.business.organization';

function readChosen(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeChosen(id: string) {
  try {
    window.localStorage.setItem(STORAGE_KEY, id);
  } catch {
    // Private browsing may refuse storage: the choice then lasts for this page only.
  }
}

type BusinessOrganizationValue = {
  organizations: UseQueryResult<Organization[]>;
  /** The organisation the portal shows: the one chosen last, else the first. */
  current: Organization | undefined;
  select: (id: string) => void;
};

const BusinessOrganizationContext = createContext<BusinessOrganizationValue | null>(null);

/** Holds which of the user's organisations every portal page works on. */
export function BusinessOrganizationProvider({ children }: { children: ReactNode }) {
  const organizations = useOrganizations();
  const [chosen, setChosen] = useState<string | null>(readChosen);
  const select = useCallback((id: string) => {
    setChosen(id);
    writeChosen(id);
  }, []);
  const list = organizations.data;
  const current = useMemo(
    () => list?.find((org) => org.id === chosen) ?? list?.[0],
    [list, chosen],
  );
  const value = useMemo(
    () => ({ organizations, current, select }),
    [organizations, current, select],
  );
  return <BusinessOrganizationContext value={value}>{children}</BusinessOrganizationContext>;
}

export function useBusinessOrganization() {
  const value = use(BusinessOrganizationContext);
  if (!value) throw new Error('useBusinessOrganization needs a BusinessOrganizationProvider.');
  return value;
}
