import { z } from 'zod';
import { BRAND_CATEGORIES, type BrandCategory } from './brands';
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, type DocumentType } from './documents';
import { ACTING_ROLES, AUTHORITY_DOCUMENTS, type ActingRole } from './journey-people';
import type { NameChangeBasis } from './request-kind-payloads';
import { REQUEST_KINDS, type RequestKind } from './request-kinds';
import { updateConsentText } from './updates-api';

/**
 * Which documents a company requires for a kind of request (issue 25). A rule lists document
 * types, plus two entries that stand for "one of" a set, resolved per journey:
 * - `authority`: the document proving the person's acting role (AUTHORITY_DOCUMENTS); nothing
 *   when the journey is about the person themself or the role has no document (next of kin).
 * - `name_change_evidence`: the marriage certificate or the change-of-name certificate, as the
 *   basis of the new name says (either one when the basis is "other" or not known).
 * A brand's own rule for a kind wins over its category's default; with neither, nothing.
 */
export const REQUIRED_DOCUMENTS = [...DOCUMENT_TYPES, 'authority', 'name_change_evidence'] as const;
export type RequiredDocument = (typeof REQUIRED_DOCUMENTS)[number];

export const REQUIRED_DOCUMENT_LABELS: Record<RequiredDocument, string> = {
  ...DOCUMENT_TYPE_LABELS,
  authority: 'Proof of authority (by the person’s role)',
  name_change_evidence: 'Marriage or change-of-name certificate',
};

/** The kinds a document can be required for: those a company acts on only with evidence. */
export const DOCUMENT_REQUIREMENT_KINDS = [
  'notification_of_death',
  'change_of_name',
  'add_dependant',
  'secure_account',
] as const satisfies readonly RequestKind[];

export const requiredDocumentsSchema = z
  .array(z.enum(REQUIRED_DOCUMENTS, { error: 'Choose a known document type.' }))
  .max(REQUIRED_DOCUMENTS.length)
  .transform((list) => [...new Set(list)]);

/** One kind's rule: the documents it requires (an empty list requires none). */
export const documentRuleSchema = z.object({
  kind: z.enum(REQUEST_KINDS, { error: 'Choose a kind of request.' }),
  document_types: requiredDocumentsSchema,
});
export type DocumentRule = z.infer<typeof documentRuleSchema>;

export const documentRulesSchema = z
  .array(documentRuleSchema)
  .max(REQUEST_KINDS.length)
  .refine(
    (rules) => new Set(rules.map((r) => r.kind)).size === rules.length,
    'List each kind once.',
  );

/** The seeded category defaults (admins change them on the Document defaults page). */
export const DEFAULT_CATEGORY_REQUIREMENTS: Partial<
  Record<BrandCategory, Partial<Record<RequestKind, readonly RequiredDocument[]>>>
> = {
  banking: {
    notification_of_death: ['death_certificate', 'authority'],
    change_of_name: ['name_change_evidence'],
  },
  superannuation: {
    notification_of_death: ['death_certificate', 'authority'],
    change_of_name: ['name_change_evidence'],
  },
  insurance: {
    notification_of_death: ['death_certificate'],
    change_of_name: ['name_change_evidence'],
  },
  health: { notification_of_death: ['death_certificate'] },
  energy: { notification_of_death: ['death_certificate'] },
  water: { notification_of_death: ['death_certificate'] },
  telco: { notification_of_death: ['death_certificate'] },
  government: {
    notification_of_death: ['death_certificate'],
    change_of_name: ['name_change_evidence'],
  },
};

/** Whose rule applies: the brand's own for the kind, else the category's, else none. */
export function requiredFor(
  kind: RequestKind,
  brandRules: readonly DocumentRule[] | null | undefined,
  categoryRules: readonly DocumentRule[] | null | undefined,
): readonly RequiredDocument[] {
  const own = brandRules?.find((r) => r.kind === kind);
  if (own) return own.document_types;
  return categoryRules?.find((r) => r.kind === kind)?.document_types ?? [];
}

/** What the journey says about who acts and why the name changed. */
export type RequirementContext = {
  acting_role: ActingRole | null;
  name_basis?: NameChangeBasis | null;
};

export const asActingRole = (value: string | null | undefined): ActingRole | null =>
  value && (ACTING_ROLES as readonly string[]).includes(value) ? (value as ActingRole) : null;

/** One need: satisfied by any document of these types. */
export type DocumentNeed = { label: string; any_of: readonly DocumentType[] };

/** The needs a rule makes for this journey (an "authority" without a document drops out). */
export function documentNeeds(
  required: readonly RequiredDocument[],
  context: RequirementContext,
): DocumentNeed[] {
  const needs: DocumentNeed[] = [];
  for (const entry of required) {
    if (entry === 'authority') {
      const types = context.acting_role ? AUTHORITY_DOCUMENTS[context.acting_role] : [];
      if (types.length > 0) needs.push({ label: typesLabel(types), any_of: types });
    } else if (entry === 'name_change_evidence') {
      const types: DocumentType[] =
        context.name_basis === 'marriage'
          ? ['marriage_certificate']
          : context.name_basis === 'change_of_name_certificate'
            ? ['change_of_name_certificate']
            : ['marriage_certificate', 'change_of_name_certificate'];
      needs.push({ label: typesLabel(types), any_of: types });
    } else {
      needs.push({ label: DOCUMENT_TYPE_LABELS[entry], any_of: [entry] });
    }
  }
  // Two entries can resolve to the same document (an authority that is also listed by type).
  const seen = new Set<string>();
  return needs.filter((n) => {
    const key = [...n.any_of].sort().join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function typesLabel(types: readonly DocumentType[]): string {
  return types
    .map((t, i) => (i === 0 ? DOCUMENT_TYPE_LABELS[t] : lowerFirst(DOCUMENT_TYPE_LABELS[t])))
    .join(' or ');
}

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The journey's documents that go with a request (every one of a needed type) and the needs no
 * document meets. A missing one does not stop the request: the person is warned first.
 */
export function matchDocuments<D extends { id: string; type: string }>(
  needs: readonly DocumentNeed[],
  documents: readonly D[],
): { sharing: D[]; missing: DocumentNeed[] } {
  const sharing: D[] = [];
  const missing: DocumentNeed[] = [];
  for (const need of needs) {
    const held = documents.filter((d) => (need.any_of as readonly string[]).includes(d.type));
    if (held.length === 0) missing.push(need);
    for (const d of held) if (!sharing.includes(d)) sharing.push(d);
  }
  return { sharing, missing };
}

/** "a death certificate", "letters of administration": how a missing need reads in a sentence. */
export function needPhrase(need: DocumentNeed): string {
  const lower = lowerFirst(need.label);
  if (lower.startsWith('letters')) return lower;
  return `${/^[aeiou]/.test(lower) ? 'an' : 'a'} ${lower}`;
}

export const isBrandCategory = (value: string): value is BrandCategory =>
  (BRAND_CATEGORIES as readonly string[]).includes(value);

/** The consent text as recorded for one company: the documents its consent shared, by type. */
export function recordedConsentText(product: string, documentTypes: readonly string[]): string {
  const labels = documentTypes
    .filter((t): t is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(t))
    .map((t) => DOCUMENT_TYPE_LABELS[t]);
  return updateConsentText(product, { documents: labels, companies: 1 });
}

/**
 * A brand file's cell for its own rules: "notification_of_death: death_certificate, authority;
 * change_of_name: none" (a kind with "none" requires nothing over its category). Null: no rules.
 */
export function rulesToText(rules: readonly DocumentRule[]): string | null {
  if (rules.length === 0) return null;
  return [...rules]
    .sort((a, b) => a.kind.localeCompare(b.kind))
    .map((r) => `${r.kind}: ${r.document_types.length ? r.document_types.join(', ') : 'none'}`)
    .join('; ');
}

/** Reads rulesToText's form back, refusing unknown kinds and types and a kind given twice. */
export const documentRulesTextSchema = z.string().transform((text, ctx): DocumentRule[] => {
  const rules: DocumentRule[] = [];
  for (const part of text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [kind = '', list = ''] = part.split(':').map((p) => p.trim());
    const types =
      list === 'none'
        ? []
        : list
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean);
    const parsed = documentRuleSchema.safeParse({ kind, document_types: types });
    if (!parsed.success || !part.includes(':')) {
      ctx.addIssue({
        code: 'custom',
        message: `"${part.slice(0, 60)}" is not "kind: document, document" with known kinds and documents.`,
      });
      return z.NEVER;
    }
    rules.push(parsed.data);
  }
  const check = documentRulesSchema.safeParse(rules);
  if (!check.success) {
    ctx.addIssue({ code: 'custom', message: 'List each kind once.' });
    return z.NEVER;
  }
  return rules;
});
