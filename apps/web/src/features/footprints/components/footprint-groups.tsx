import { memo } from 'react';

import type { FootprintGroup } from '../utils/group-footprints';
import { FootprintCard } from './footprint-card';

type FootprintGroupsProps = { groups: FootprintGroup[]; onRemoved: () => void };

/**
 * The footprints by category. Memoised with its cards: typing a filter re-renders only the
 * input at once; the list follows in a deferred render (thousands of cards for heavy users).
 */
export const FootprintGroups = memo(function FootprintGroups({
  groups,
  onRemoved,
}: FootprintGroupsProps) {
  return groups.map((group) => (
    <section
      key={group.key}
      aria-labelledby={`footprint-group-${group.key}`}
      className="flex flex-col gap-3"
    >
      <h2 id={`footprint-group-${group.key}`} className="text-xl font-semibold">
        {group.label}{' '}
        <span className="text-base font-normal text-muted-foreground">
          ({group.footprints.length})
        </span>
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {group.footprints.map((footprint) => (
          // Off-screen cards skip layout and paint until scrolled near (still in the a11y tree).
          <li
            key={footprint.id}
            className="[contain-intrinsic-size:auto_14rem] [content-visibility:auto]"
          >
            <FootprintCard footprint={footprint} onRemoved={onRemoved} />
          </li>
        ))}
      </ul>
    </section>
  ));
});
