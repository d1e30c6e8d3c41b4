import { cn } from '../../lib/utils';

type TableHeadProps = {
  columns: readonly string[];
  className?: string;
  /** Padding and type of each header cell. */
  cellClassName?: string;
};

/** A table's header row: one column header (`scope="col"`) per name. */
export function TableHead({ columns, className, cellClassName }: TableHeadProps) {
  return (
    <thead className={cn('text-muted-foreground', className)}>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={cn('font-medium', cellClassName)}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
