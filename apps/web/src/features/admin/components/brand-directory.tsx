import type { AdminBrand, AdminBrandSort } from '@updately/shared/admin-brands-api';
import {
  BRAND_CATEGORIES,
  BRAND_CATEGORY_LABELS,
  type BrandCategory,
} from '@updately/shared/brands';
import { Download, Plus, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { Button, buttonVariants } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type DataColumn, type SortState } from '../../../components/ui/data-table';
import { Field } from '../../../components/ui/field';
import { FilterSelect } from '../../../components/ui/filter-select';
import { labelledOptions } from '../../../components/ui/option-select';
import { LoadingSkeletons, SectionError } from '../../../components/ui/query-state';
import { useStepUp } from '../../../components/ui/step-up-dialog';
import { formatDate } from '../../../lib/format-date';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { cn } from '../../../lib/utils';
import {
  brandExportHref,
  useAdminBrands,
  useDeleteBrand,
  type BrandFilters,
} from '../api/brands-directory';
import { BrandDocumentsDialog } from './brand-documents-dialog';
import { BrandFormDialog } from './brand-form-dialog';
import { BrandImportDialog } from './brand-import-dialog';
import { BrandMergeDialog } from './brand-merge-dialog';

const PAGE_SIZE = 50;
const CATEGORY_OPTIONS = labelledOptions(BRAND_CATEGORIES, BRAND_CATEGORY_LABELS);

/** The brand directory: search, filter, sort and page; add, edit, merge, delete, import, export. */
export function BrandDirectory() {
  const id = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [category, setCategory] = useState<BrandCategory | undefined>();
  const [sort, setSort] = useState<SortState>({ key: 'name', direction: 'asc' });
  const [offset, setOffset] = useState(0);
  const filters: BrandFilters = {
    q: q || undefined,
    category,
    sort: sort.key as AdminBrandSort,
    dir: sort.direction,
    limit: PAGE_SIZE,
    offset,
  };
  const brands = useAdminBrands(filters);
  // A new search starts at the first page (the debounced text is what was searched).
  const [searched, setSearched] = useState(q);
  if (searched !== q) {
    setSearched(q);
    setOffset(0);
  }

  const [editing, setEditing] = useState<AdminBrand | null | 'new'>(null);
  const [merging, setMerging] = useState<AdminBrand | null>(null);
  const [documents, setDocuments] = useState<AdminBrand | null>(null);
  const [importing, setImporting] = useState(false);

  const total = brands.data?.total ?? 0;
  const items = brands.data?.items ?? [];
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${id}-heading`} className="text-lg font-semibold">
            Directory
          </h2>
          <p className="text-sm text-muted-foreground">
            The companies people add to their footprints, with the data each collects.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Add brand
          </Button>
          <Button type="button" variant="outline" onClick={() => setImporting(true)}>
            <Upload aria-hidden="true" />
            Import
          </Button>
          <a
            href={brandExportHref('csv', filters)}
            download
            className={buttonVariants({ variant: 'outline' })}
          >
            <Download aria-hidden="true" />
            Export CSV
          </a>
          <a
            href={brandExportHref('json', filters)}
            download
            className={buttonVariants({ variant: 'outline' })}
          >
            <Download aria-hidden="true" />
            Export JSON
          </a>
        </div>
      </div>

      <div className="flex flex-col gap-4 sm:flex-row">
        <Field
          id={`${id}-search`}
          label="Search brands"
          type="search"
          placeholder="Name or slug"
          autoComplete="off"
          className="sm:w-72"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Field
          id={`${id}-category`}
          label="Category"
          className="sm:w-56"
          render={(control) => (
            <FilterSelect
              id={control.id}
              allLabel="All categories"
              value={category}
              options={CATEGORY_OPTIONS}
              onChange={(value) => {
                setCategory(value as BrandCategory | undefined);
                setOffset(0);
              }}
            />
          )}
        />
      </div>

      {brands.isPending ? (
        <LoadingSkeletons label="Loading brands" rows={6} />
      ) : brands.isError ? (
        <SectionError error={brands.error} onRetry={() => void brands.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-muted-foreground">No brand matches this search.</p>
      ) : (
        <>
          <BrandTable
            items={items}
            sort={sort}
            onSortChange={(next) => {
              setSort(next);
              setOffset(0);
            }}
            onEdit={setEditing}
            onMerge={setMerging}
            onDocuments={setDocuments}
          />
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <p role="status">
              Showing {offset + 1}–{offset + items.length} of {total}
            </p>
            <div className="flex gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
              >
                Previous
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={offset + PAGE_SIZE >= total}
                onClick={() => setOffset(offset + PAGE_SIZE)}
              >
                Next
              </Button>
            </div>
          </div>
        </>
      )}

      <BrandFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        brand={editing === 'new' ? null : editing}
      />
      <BrandMergeDialog source={merging} onClose={() => setMerging(null)} />
      <BrandDocumentsDialog brand={documents} onClose={() => setDocuments(null)} />
      <BrandImportDialog open={importing} onOpenChange={setImporting} />
    </section>
  );
}

type BrandTableProps = {
  items: AdminBrand[];
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  onEdit: (brand: AdminBrand) => void;
  onMerge: (brand: AdminBrand) => void;
  onDocuments: (brand: AdminBrand) => void;
};

function BrandTable({ items, sort, onSortChange, onEdit, onMerge, onDocuments }: BrandTableProps) {
  const remove = useDeleteBrand();
  // Deleting needs a recent confirmation that it is the admin (REAUTHENTICATION_REQUIRED).
  const { withStepUp, stepUpDialog } = useStepUp();
  const onDelete = (brand: AdminBrand) =>
    void withStepUp(() => remove.mutateAsync(brand.id)).then(
      () => toast.success('Brand deleted', { description: brand.name }),
      (error: Error) => toast.error('Could not delete the brand', { description: error.message }),
    );

  const columns: DataColumn<AdminBrand>[] = [
    {
      key: 'name',
      header: 'Brand',
      sortable: true,
      cell: (brand) => (
        <div className="flex items-center gap-3">
          <span className="flex size-8 shrink-0 items-center justify-center overflow-hidden rounded border border-border bg-background">
            {brand.logo_url ? (
              <img
                src={brand.logo_url}
                alt=""
                className="max-h-full max-w-full object-contain"
                referrerPolicy="no-referrer"
                loading="lazy"
              />
            ) : null}
          </span>
          <span>
            <span className="block font-medium">{brand.name}</span>
            <span className="block font-mono text-xs text-muted-foreground">{brand.slug}</span>
          </span>
        </div>
      ),
    },
    { key: 'category', header: 'Category', sortable: true, cell: (b) => b.category_label },
    {
      key: 'items',
      header: 'Data items',
      cell: (b) => b.data_collection_items.length,
      className: 'text-right tabular-nums',
    },
    {
      key: 'contact',
      header: 'Contact email',
      cell: (b) => (b.contact_email ? <span className="break-all">{b.contact_email}</span> : '—'),
    },
    {
      key: 'updated_at',
      header: 'Updated',
      sortable: true,
      cell: (b) => formatDate(b.updated_at),
      className: 'whitespace-nowrap',
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (brand) => (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={`Edit ${brand.name}`}
            onClick={() => onEdit(brand)}
          >
            Edit
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={`Merge ${brand.name} into another brand`}
            onClick={() => onMerge(brand)}
          >
            Merge
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={`Documents ${brand.name} requires`}
            onClick={() => onDocuments(brand)}
          >
            Documents
          </Button>
          <ConfirmDialog
            trigger={
              <Button
                type="button"
                size="sm"
                variant="ghost"
                className={cn('text-destructive')}
                aria-label={`Delete ${brand.name}`}
                disabled={remove.isPending && remove.variables === brand.id}
              >
                Delete
              </Button>
            }
            title={`Delete ${brand.name}?`}
            description="Only a brand nothing uses can be deleted: no footprints, update requests or verified claim. A brand in use can be merged into another instead."
            confirmLabel="Delete brand"
            onConfirm={() => onDelete(brand)}
          />
        </div>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption="Brands in the directory"
        columns={columns}
        rows={items}
        rowKey={(brand) => brand.id}
        sort={sort}
        onSortChange={onSortChange}
        className="[&_table]:min-w-[52rem]"
      />
      {stepUpDialog}
    </>
  );
}
