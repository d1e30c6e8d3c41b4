import type { Footprint } from '@updately/shared/footprints-api';
import { memo, useState } from 'react';

import { Badge } from '../../../components/ui/badge';
import { EditTagsDialog } from './edit-tags-dialog';
import { RemoveFootprintDialog } from './remove-footprint-dialog';

const ITEMS_SHOWN = 8;

/** One company: the data it holds (readable labels), the user's tags, edit and remove. */
type FootprintCardProps = { footprint: Footprint; onRemoved?: () => void };

export const FootprintCard = memo(function FootprintCard({
  footprint,
  onRemoved,
}: FootprintCardProps) {
  const [showAll, setShowAll] = useState(false);
  const headingId = `footprint-${footprint.id}-name`;
  const listId = `footprint-${footprint.id}-items`;
  const items = footprint.data_items;
  const shown = showAll ? items : items.slice(0, ITEMS_SHOWN);

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-4 rounded-lg border border-border bg-card p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="min-w-0 text-base font-semibold break-words">
          {footprint.name}
        </h3>
        {footprint.is_custom ? <Badge variant="outline">Custom</Badge> : null}
      </div>

      <div className="flex flex-col gap-2 text-sm">
        <p className="font-medium">Data it holds</p>
        {items.length === 0 ? (
          <p className="text-muted-foreground">None listed</p>
        ) : (
          <>
            <ul id={listId} className="flex flex-wrap gap-1.5">
              {shown.map((item) => (
                <li key={item.field}>
                  <Badge variant="secondary">{item.label}</Badge>
                </li>
              ))}
            </ul>
            {items.length > ITEMS_SHOWN ? (
              <button
                type="button"
                aria-expanded={showAll}
                aria-controls={listId}
                onClick={() => setShowAll((value) => !value)}
                className="self-start text-sm font-medium text-brand-800 underline underline-offset-4"
              >
                {showAll ? 'Show fewer' : `Show all ${items.length}`}
                <span className="sr-only"> data items of {footprint.name}</span>
              </button>
            ) : null}
          </>
        )}
      </div>

      <div className="flex flex-col gap-2 text-sm">
        <p className="font-medium">Tags</p>
        {footprint.tags.length === 0 ? (
          <p className="text-muted-foreground">No tags</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5">
            {footprint.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <EditTagsDialog footprint={footprint} />
        <RemoveFootprintDialog footprint={footprint} onRemoved={onRemoved} />
      </div>
    </article>
  );
});
