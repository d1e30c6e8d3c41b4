import {
  BRAND_FILE_FIELDS,
  BRAND_IMPORT_MAX_ROWS,
  brandImportRowSchema,
  brandSlug,
  POSTAL_CSV_COLUMNS,
  type BrandFieldError,
  type BrandFileField,
  type BrandFileFormat,
  type BrandImportRow,
  type BrandValues,
} from '@updately/shared/admin-brands-api';
import type { PostalAddress } from '@updately/shared/brand-channels';
import type { DocumentRule } from '@updately/shared/document-requirements';
import { toCsv } from '../../lib/csv';

/**
 * Brand files (import and export): JSON is an array of brands shaped like the reviewed data file
 * (packages/shared/src/data/brands.json, plus logo_url); CSV has one brand a row under a header
 * of BRAND_FILE_FIELDS, lists (tags, data items) joined by ";". Pure functions, unit-tested.
 */

/** A brand of a valid file: its row number, slug (given or made from the name) and values. */
export type ParsedBrandRow = {
  row: number;
  slug: string;
  values: BrandValues;
  /** The brand's own required documents; undefined when the file leaves them as they are. */
  documents?: DocumentRule[];
};

export type BrandFileResult =
  { ok: true; rows: ParsedBrandRow[] } | { ok: false; errors: BrandFieldError[] };

const LIST_FIELDS = new Set<BrandFileField>(['footprint_tags', 'data_collection_items']);
const LIST_SEPARATOR = ';';
const KNOWN_FIELDS = new Set<string>(BRAND_FILE_FIELDS);
const POSTAL_COLUMNS = Object.keys(POSTAL_CSV_COLUMNS) as (keyof typeof POSTAL_CSV_COLUMNS)[];
/** A CSV's columns: the file's fields, the postal address spread over its parts. */
export const CSV_COLUMNS: readonly string[] = BRAND_FILE_FIELDS.flatMap((field) =>
  field === 'postal_address' ? POSTAL_COLUMNS : [field],
);
const KNOWN_CSV_COLUMNS = new Set<string>(CSV_COLUMNS);
/** Problems listed at most (a wrong file could have thousands). */
export const MAX_REPORTED_ERRORS = 200;

/** A row the file itself numbers: the CSV record (the header is row 1) or the JSON array index + 1. */
type RawRow = { row: number; values: Record<string, unknown> };

/** Parses and validates a whole file: every row's problems, or every row when all are valid. */
export function parseBrandFile(format: BrandFileFormat, content: string): BrandFileResult {
  const raw = format === 'csv' ? csvRows(content) : jsonRows(content);
  if ('errors' in raw) return { ok: false, errors: raw.errors };
  if (raw.rows.length === 0) {
    return { ok: false, errors: [{ field: 'file', message: 'The file has no brands in it.' }] };
  }
  if (raw.rows.length > BRAND_IMPORT_MAX_ROWS) {
    const message = `The file has ${raw.rows.length} brands; import at most ${BRAND_IMPORT_MAX_ROWS} at a time.`;
    return { ok: false, errors: [{ field: 'file', message }] };
  }
  return validateBrandRows(raw.rows);
}

/** Each row against the same rules as the edit form, then slugs unique within the file. */
export function validateBrandRows(raw: readonly RawRow[]): BrandFileResult {
  const errors: BrandFieldError[] = [];
  const rows: ParsedBrandRow[] = [];
  const firstRowOfSlug = new Map<string, number>();
  for (const { row, values } of raw) {
    const unknown = Object.keys(values).filter((key) => !KNOWN_FIELDS.has(key));
    for (const field of unknown) errors.push({ row, field, message: 'Unknown field.' });
    const parsed = brandImportRowSchema.safeParse(values);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'row');
        // The first problem of each field is enough to fix it.
        if (seen.has(field)) continue;
        seen.add(field);
        errors.push({ row, field, message: issue.message });
      }
      continue;
    }
    const { slug: given, required_documents: documents, ...brand } = parsed.data as BrandImportRow;
    const slug = given ?? brandSlug(brand.name);
    if (!slug) {
      errors.push({
        row,
        field: 'name',
        message: 'Give a slug: the name has no letters or digits.',
      });
      continue;
    }
    const first = firstRowOfSlug.get(slug);
    if (first !== undefined) {
      errors.push({ row, field: 'slug', message: `Row ${first} has the same slug (${slug}).` });
      continue;
    }
    firstRowOfSlug.set(slug, row);
    if (unknown.length === 0) {
      rows.push({ row, slug, values: brand, ...(documents ? { documents } : {}) });
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}

function jsonRows(content: string): { rows: RawRow[] } | { errors: BrandFieldError[] } {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    return { errors: [{ field: 'file', message: 'The file is not valid JSON.' }] };
  }
  if (!Array.isArray(data)) {
    return {
      errors: [{ field: 'file', message: 'The JSON file must be a list of brands: [ … ].' }],
    };
  }
  const errors: BrandFieldError[] = [];
  const rows: RawRow[] = [];
  data.forEach((item: unknown, index) => {
    if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
      rows.push({ row: index + 1, values: item as Record<string, unknown> });
    } else {
      errors.push({ row: index + 1, field: 'row', message: 'Each brand is an object: { … }.' });
    }
  });
  return errors.length > 0 ? { errors } : { rows };
}

function csvRows(content: string): { rows: RawRow[] } | { errors: BrandFieldError[] } {
  const records = parseCsv(content);
  if ('error' in records) return { errors: [{ field: 'file', message: records.error }] };
  const [header, ...body] = records.records;
  const columns = (header ?? []).map((name) => name.trim().toLowerCase());
  if (!columns.includes('name')) {
    return {
      errors: [
        {
          row: 1,
          field: 'file',
          message: `The first row must name the columns: ${CSV_COLUMNS.join(',')}.`,
        },
      ],
    };
  }
  const headerErrors: BrandFieldError[] = [];
  columns.forEach((name, i) => {
    if (!name) return;
    if (!KNOWN_CSV_COLUMNS.has(name)) {
      headerErrors.push({ row: 1, field: name, message: 'Unknown column.' });
    } else if (columns.indexOf(name) !== i) {
      headerErrors.push({ row: 1, field: name, message: 'This column appears twice.' });
    }
  });
  if (headerErrors.length > 0) return { errors: headerErrors };
  const rows: RawRow[] = [];
  body.forEach((cells, index) => {
    // Blank lines (often one at the end) are not brands.
    if (cells.every((cell) => cell.trim() === '')) return;
    const values: Record<string, unknown> = {};
    columns.forEach((column, i) => {
      if (!column) return;
      const cell = unguard(cells[i] ?? '');
      values[column] = LIST_FIELDS.has(column as BrandFileField) ? splitList(cell) : cell;
    });
    if (cells.length > columns.length && cells.slice(columns.length).some((c) => c.trim())) {
      values[`column ${columns.length + 1}`] = cells[columns.length];
    }
    rows.push({ row: index + 2, values: withPostalAddress(values) });
  });
  return { rows };
}

/** The postal_* columns joined into one postal_address (left out when the file has none). */
function withPostalAddress(values: Record<string, unknown>): Record<string, unknown> {
  const present = POSTAL_COLUMNS.filter((column) => column in values);
  if (present.length === 0) return values;
  const address: Record<string, unknown> = {};
  const rest = { ...values };
  for (const column of present) {
    address[POSTAL_CSV_COLUMNS[column]] = values[column];
    delete rest[column];
  }
  return { ...rest, postal_address: address };
}

function splitList(cell: string): string[] {
  return cell
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** toCsv puts an apostrophe before a cell a spreadsheet would run as a formula: taken off again. */
function unguard(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/**
 * RFC 4180 records: commas between cells, double quotes around cells holding commas, quotes or
 * line breaks ("" for a quote), CRLF or LF between records; a leading byte order mark is ignored.
 */
export function parseCsv(text: string): { records: string[][] } | { error: string } {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let quoteStartLine = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        const next = text[i + 1];
        if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
          return { error: `Line ${line}: a closing quote must end its cell.` };
        }
      } else {
        if (ch === '\n') line += 1;
        cell += ch;
      }
      i += 1;
      continue;
    }
    if (ch === '"' && cell === '') {
      quoted = true;
      quoteStartLine = line;
    } else if (ch === ',') {
      record.push(cell);
      cell = '';
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      line += 1;
    } else {
      cell += ch;
    }
    i += 1;
  }
  if (quoted) return { error: `Line ${quoteStartLine}: a quoted cell is never closed.` };
  if (cell !== '' || record.length > 0) {
    record.push(cell);
    records.push(record);
  }
  return { records };
}

/** A brand as a file holds it: the fields of BRAND_FILE_FIELDS, in order. */
export type BrandFileRecord = {
  [K in Exclude<BrandFileField, 'required_documents'>]: K extends
    'footprint_tags' | 'data_collection_items'
    ? string[]
    : K extends 'slug' | 'name' | 'category'
      ? string
      : K extends 'postal_address'
        ? PostalAddress | null
        : string | null;
} & {
  /** Only where the brand's rules were read (export, import). */
  required_documents?: string | null;
};

export function brandsToCsv(brands: readonly BrandFileRecord[]): string {
  return toCsv(
    CSV_COLUMNS,
    brands.map((brand) =>
      BRAND_FILE_FIELDS.flatMap((field) => {
        if (field === 'postal_address') {
          const address = brand.postal_address;
          return POSTAL_COLUMNS.map((column) => address?.[POSTAL_CSV_COLUMNS[column]] ?? null);
        }
        const value = brand[field];
        return Array.isArray(value) ? value.join(`${LIST_SEPARATOR} `) : (value ?? null);
      }),
    ),
  );
}

export function brandsToJson(brands: readonly BrandFileRecord[]): string {
  return `${JSON.stringify(brands, null, 2)}\n`;
}
