import type {
  BrandFieldError,
  BrandFileFormat,
  BrandImportResult,
} from '@updately/shared/admin-brands-api';
import { BRAND_IMPORT_MAX_CHARS } from '@updately/shared/admin-brands-api';
import { useId, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';

import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { DialogFooter } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorDetails, useImportBrands } from '../api/brands-directory';

type BrandImportDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Import a CSV or JSON file: it is checked first (a dry run, nothing written) and shows what
 * would change or each row's problems; Import then writes every row, or none.
 */
export function BrandImportDialog({ open, onOpenChange }: BrandImportDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Import brands"
      description="A CSV or JSON file like the export. Brands are matched by slug: new ones are added, known ones replaced. Nothing is imported unless every row is valid."
      className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
    >
      {open ? <ImportForm onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

type Checked =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'valid'; preview: BrandImportResult }
  | { state: 'invalid'; message: string; problems: BrandFieldError[] };

const PROBLEM_COLUMNS: DataColumn<BrandFieldError>[] = [
  { key: 'row', header: 'Row', cell: (p) => p.row ?? '—', className: 'whitespace-nowrap' },
  { key: 'field', header: 'Field', cell: (p) => p.field, className: 'font-mono text-xs' },
  { key: 'message', header: 'Problem', cell: (p) => p.message },
];

function formatOf(name: string, content: string): BrandFileFormat {
  if (/\.json$/i.test(name)) return 'json';
  if (/\.csv$/i.test(name)) return 'csv';
  return content.trimStart().startsWith('[') ? 'json' : 'csv';
}

function ImportForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const importBrands = useImportBrands();
  const [file, setFile] = useState<{ name: string; format: BrandFileFormat; content: string }>();
  const [checked, setChecked] = useState<Checked>({ state: 'idle' });

  const check = async (next: NonNullable<typeof file>) => {
    setChecked({ state: 'checking' });
    try {
      const preview = await importBrands.mutateAsync({
        format: next.format,
        content: next.content,
        dry_run: true,
      });
      setChecked({ state: 'valid', preview });
    } catch (error) {
      setChecked({
        state: 'invalid',
        message: (error as Error).message,
        problems: errorDetails(error),
      });
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    if (chosen.size > BRAND_IMPORT_MAX_CHARS) {
      setFile(undefined);
      setChecked({
        state: 'invalid',
        message: 'The file is too large (2 MB at most).',
        problems: [],
      });
      return;
    }
    const content = await chosen.text();
    const next = { name: chosen.name, format: formatOf(chosen.name, content), content };
    setFile(next);
    await check(next);
  };

  const onImport = () => {
    if (!file) return;
    importBrands.mutate(
      { format: file.format, content: file.content, dry_run: false },
      {
        onSuccess: (result) => {
          toast.success('Brands imported', {
            description: `${result.created} added, ${result.updated} changed, ${result.unchanged} unchanged.`,
          });
          onDone();
        },
        onError: (error) =>
          setChecked({ state: 'invalid', message: error.message, problems: errorDetails(error) }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <Field
        id={`${id}-file`}
        label="File (CSV or JSON)"
        description="Columns: slug, name, category, footprint_tags, data_collection_items (lists separated by ;), website, account_settings_url, contact_email, contact_email_source, contact_email_checked_on, logo_url."
        type="file"
        accept=".csv,.json,text/csv,application/json"
        onChange={(event) => void onFile(event)}
      />
      <div aria-live="polite" className="flex flex-col gap-3">
        {checked.state === 'checking' ? <Spinner label="Checking the file" /> : null}
        {checked.state === 'valid' ? (
          <Alert tone="info" title="The file is valid">
            {file?.name}: {checked.preview.created} to add, {checked.preview.updated} to change,{' '}
            {checked.preview.unchanged} unchanged.
          </Alert>
        ) : null}
      </div>
      {checked.state === 'invalid' ? (
        <div className="flex flex-col gap-3">
          <Alert title="Fix the file, then choose it again">{checked.message}</Alert>
          {checked.problems.length > 0 ? (
            <DataTable
              caption="Problems in the file, by row"
              columns={PROBLEM_COLUMNS}
              rows={checked.problems}
              rowKey={(p) => `${p.row ?? 0}-${p.field}`}
              className="max-h-72 overflow-y-auto"
            />
          ) : null}
        </div>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button
          type="button"
          disabled={checked.state !== 'valid' || importBrands.isPending}
          onClick={onImport}
        >
          {importBrands.isPending && checked.state === 'valid' ? 'Importing…' : 'Import'}
        </Button>
      </DialogFooter>
    </div>
  );
}
