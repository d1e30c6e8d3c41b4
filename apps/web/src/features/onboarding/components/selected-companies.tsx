import { CHANNEL_PROMISE } from '@updately/shared/update-attestation';
import { XIcon } from 'lucide-react';

import type { BrandSelection } from '../utils/brand-selection';
import { ChannelPromise } from './channel-promise';

export type CustomCompany = { footprintId: string; name: string };

type SelectedCompaniesProps = {
  selection: BrandSelection;
  custom: readonly CustomCompany[];
  onRemove: (id: string) => void;
};

/** What the person has chosen so far, each with how it will be told, and a way to take it out. */
export function SelectedCompanies({ selection, custom, onRemove }: SelectedCompaniesProps) {
  if (selection.size === 0 && custom.length === 0) return null;
  return (
    <section aria-labelledby="selected-heading" className="flex flex-col gap-2">
      <h3 id="selected-heading" className="text-base font-semibold">
        Your companies
      </h3>
      <ul className="flex flex-wrap gap-2">
        {[...selection].map(([id, brand]) => (
          <li
            key={id}
            className="flex items-center gap-2 rounded-full border border-border py-1 pr-1 pl-3 text-sm"
          >
            <span>
              {brand.name}
              {brand.channel ? (
                <>
                  {' · '}
                  <ChannelPromise channel={brand.channel} />
                </>
              ) : null}
            </span>
            <button
              type="button"
              onClick={() => onRemove(id)}
              aria-label={`Remove ${brand.name}`}
              className="flex size-8 items-center justify-center rounded-full hover:bg-muted"
            >
              <XIcon aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
        {custom.map((company) => (
          <li
            key={company.footprintId}
            className="flex items-center gap-2 rounded-full border border-dashed border-border px-3 py-1 text-sm"
          >
            {company.name} · <span className="text-xs">{CHANNEL_PROMISE.manual}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
