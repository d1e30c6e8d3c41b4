import {
  DOCUMENT_REQUIREMENT_KINDS,
  REQUIRED_DOCUMENT_LABELS,
  REQUIRED_DOCUMENTS,
  type DocumentRule,
  type RequiredDocument,
} from '@updately/shared/document-requirements';
import { REQUEST_KIND_LABELS, type RequestKind } from '@updately/shared/request-kinds';

import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';

/** "Death certificate, Proof of authority…", or "None". */
export function rulesText(types: readonly RequiredDocument[] | undefined): string {
  if (!types || types.length === 0) return 'None';
  return types.map((t) => REQUIRED_DOCUMENT_LABELS[t]).join(', ');
}

type DocumentRulesEditorProps = {
  /** Unique on the page, for the controls' ids. */
  idPrefix: string;
  rules: readonly DocumentRule[];
  onChange: (rules: DocumentRule[]) => void;
  /** A brand's category defaults: each kind may follow them instead of its own rule. */
  fallback?: readonly DocumentRule[];
};

/** Per kind, the documents required (checkboxes); for a brand, or the category's default. */
export function DocumentRulesEditor({
  idPrefix,
  rules,
  onChange,
  fallback,
}: DocumentRulesEditorProps) {
  const ruleOf = (kind: RequestKind) => rules.find((r) => r.kind === kind);
  const setKind = (kind: RequestKind, types: RequiredDocument[] | null) =>
    onChange([
      ...rules.filter((r) => r.kind !== kind),
      ...(types === null ? [] : [{ kind, document_types: types }]),
    ]);
  return (
    <div className="flex flex-col gap-5">
      {DOCUMENT_REQUIREMENT_KINDS.map((kind) => {
        const own = ruleOf(kind);
        const inherited = fallback !== undefined && !own;
        const types = own?.document_types ?? [];
        const kindId = `${idPrefix}-${kind}`;
        return (
          <fieldset key={kind} className="flex flex-col gap-2">
            <legend className="mb-1 font-medium">{REQUEST_KIND_LABELS[kind]}</legend>
            {fallback !== undefined ? (
              <div className="flex items-start gap-2">
                <Checkbox
                  id={`${kindId}-default`}
                  checked={inherited}
                  onCheckedChange={(on) =>
                    setKind(
                      kind,
                      on === true
                        ? null
                        : [...(fallback.find((r) => r.kind === kind)?.document_types ?? [])],
                    )
                  }
                  className="mt-0.5"
                />
                <Label htmlFor={`${kindId}-default`} className="font-normal">
                  Same as its category:{' '}
                  {rulesText(fallback.find((r) => r.kind === kind)?.document_types)}
                </Label>
              </div>
            ) : null}
            {inherited ? null : (
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                {REQUIRED_DOCUMENTS.map((type) => (
                  <div key={type} className="flex items-start gap-2">
                    <Checkbox
                      id={`${kindId}-${type}`}
                      checked={types.includes(type)}
                      onCheckedChange={(on) =>
                        setKind(
                          kind,
                          on === true ? [...types, type] : types.filter((t) => t !== type),
                        )
                      }
                      className="mt-0.5"
                    />
                    <Label htmlFor={`${kindId}-${type}`} className="font-normal">
                      {REQUIRED_DOCUMENT_LABELS[type]}
                    </Label>
                  </div>
                ))}
              </div>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
