import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';

import { cn } from '../../lib/utils';
import { ScrollRegion } from './scroll-region';

export type SortDirection = 'asc' | 'desc';
export type SortState = { key: string; direction: SortDirection };

export type DataColumn<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable: the value rows are ordered by (on the client, unless controlled). */
  sortValue?: (row: Row) => string | number | null | undefined;
  /** Sortable on the server (controlled `sort`), without a client-side value. */
  sortable?: boolean;
  className?: string;
  headerClassName?: string;
};

type DataTableProps<Row> = {
  /** Read by screen readers as the table's name. */
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The initial order when the table sorts on the client. */
  defaultSort?: SortState;
  /** Controlled order (the server sorts): the table only shows and reports it. */
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  className?: string;
  /** Cell padding and type. */
  cellClassName?: string;
};

/**
 * A table for admin and portal lists: sortable columns are buttons in their headers (with
 * `aria-sort`), and a narrow screen scrolls the table sideways inside a focusable region, so a
 * keyboard user can scroll it too.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  defaultSort,
  sort: controlledSort,
  onSortChange,
  className,
  cellClassName = 'p-3',
}: DataTableProps<Row>) {
  const [localSort, setLocalSort] = useState<SortState | undefined>(defaultSort);
  const sort = controlledSort ?? localSort;

  const sorted = useMemo(() => {
    if (controlledSort || !sort) return rows;
    const column = columns.find((c) => c.key === sort.key);
    if (!column?.sortValue) return rows;
    const value = column.sortValue;
    const factor = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => factor * compare(value(a), value(b)));
  }, [rows, columns, sort, controlledSort]);

  const toggle = (key: string) => {
    const direction = sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc';
    const next: SortState = { key, direction };
    if (!controlledSort) setLocalSort(next);
    onSortChange?.(next);
  };

  return (
    <ScrollRegion label={caption} className={cn('rounded-lg border border-border', className)}>
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            {columns.map((column) => {
              const sortable = Boolean(column.sortValue || column.sortable);
              const active = sort?.key === column.key;
              const ariaSort = active
                ? sort.direction === 'asc'
                  ? 'ascending'
                  : 'descending'
                : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sortable ? (ariaSort ?? 'none') : undefined}
                  className={cn(
                    'font-medium whitespace-nowrap',
                    cellClassName,
                    column.headerClassName,
                  )}
                >
                  {sortable ? (
                    <button
                      type="button"
                      onClick={() => toggle(column.key)}
                      className="-mx-1 inline-flex min-h-6 items-center gap-1 rounded px-1 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    >
                      {column.header}
                      <SortIcon direction={active ? sort.direction : undefined} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={rowKey(row)} className="border-t border-border align-top">
              {columns.map((column) => (
                <td key={column.key} className={cn(cellClassName, column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function SortIcon({ direction }: { direction?: SortDirection }) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return <Icon aria-hidden="true" className="size-3.5" />;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}
