// @vitest-environment happy-dom
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';

import { DataTable, type DataColumn } from './data-table';

type Row = { id: string; name: string; count: number | null };
const ROWS: Row[] = [
  { id: 'a', name: 'Bravo', count: 2 },
  { id: 'b', name: 'alpha', count: 10 },
  { id: 'c', name: 'Charlie', count: null },
];
const COLUMNS: DataColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name, sortValue: (row) => row.name },
  { key: 'count', header: 'Count', cell: (row) => row.count, sortValue: (row) => row.count },
  { key: 'id', header: 'Id', cell: (row) => row.id },
];

let root: Root | undefined;
afterEach(() => root?.unmount());

function render() {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  flushSync(() =>
    root!.render(
      <DataTable caption="Things" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} />,
    ),
  );
  return container;
}

const firstCells = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('td')!.textContent);
const header = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('th')].find((th) => th.textContent === name)!;

describe('DataTable', () => {
  it('sorts by a column when its header button is pressed, then reverses, and says so', () => {
    const container = render();
    expect(firstCells(container)).toEqual(['Bravo', 'alpha', 'Charlie']);
    flushSync(() => header(container, 'Name').querySelector('button')!.click());
    expect(firstCells(container)).toEqual(['alpha', 'Bravo', 'Charlie']);
    expect(header(container, 'Name').getAttribute('aria-sort')).toBe('ascending');
    flushSync(() => header(container, 'Name').querySelector('button')!.click());
    expect(firstCells(container)).toEqual(['Charlie', 'Bravo', 'alpha']);
    expect(header(container, 'Name').getAttribute('aria-sort')).toBe('descending');
  });

  it('orders numbers as numbers with empty values last, and leaves plain columns unsortable', () => {
    const container = render();
    flushSync(() => header(container, 'Count').querySelector('button')!.click());
    expect(firstCells(container)).toEqual(['Bravo', 'alpha', 'Charlie']);
    expect(header(container, 'Id').querySelector('button')).toBeNull();
    expect(header(container, 'Id').hasAttribute('aria-sort')).toBe(false);
    expect(container.querySelector('[role="region"]')!.getAttribute('aria-label')).toBe('Things');
  });
});
