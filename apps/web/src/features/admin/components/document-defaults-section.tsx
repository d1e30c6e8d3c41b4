import type { BrandCategory } from '@updately/shared/brands';
import {
  DOCUMENT_REQUIREMENT_KINDS,
  type DocumentRule,
} from '@updately/shared/document-requirements';
import { REQUEST_KIND_LABELS } from '@updately/shared/request-kinds';
import { useState } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentDefaults, useSaveDocumentRules } from '../api/document-rules';
import { DocumentRulesEditor, rulesText } from './document-rules-editor';

type Category = { category: BrandCategory; label: string; rules: DocumentRule[] };

/** Each category's default documents per kind, for brands without a rule of their own. */
export function DocumentDefaultsSection() {
  const defaults = useDocumentDefaults();
  const [editing, setEditing] = useState<Category | null>(null);
  return (
    <section aria-labelledby="document-defaults-heading" className="flex flex-col gap-3">
      <h2 id="document-defaults-heading" className="text-xl font-semibold">
        Document defaults
      </h2>
      <p className="max-w-prose text-sm text-muted-foreground">
        The documents a company of each category requires, unless its brand says otherwise.
      </p>
      {defaults.isPending ? (
        <LoadingSkeletons label="Loading the document defaults">
          <Skeleton className="h-24 w-full" />
        </LoadingSkeletons>
      ) : defaults.isError ? (
        <LoadError
          title="The document defaults could not be loaded"
          error={defaults.error}
          onRetry={() => defaults.refetch()}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {defaults.data.categories.map((c) => (
            <li
              key={c.category}
              className="flex flex-col gap-2 rounded-lg border border-border p-3"
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-medium">{c.label}</h3>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={`Edit the documents ${c.label} requires`}
                  onClick={() => setEditing(c)}
                >
                  Edit
                </Button>
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                {DOCUMENT_REQUIREMENT_KINDS.map((kind) => (
                  <div key={kind} className="contents">
                    <dt className="text-muted-foreground">{REQUEST_KIND_LABELS[kind]}</dt>
                    <dd>{rulesText(c.rules.find((r) => r.kind === kind)?.document_types)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={editing ? `Documents ${editing.label} requires` : 'Document defaults'}
        description="Brands of this category without a rule of their own require these."
        className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
      >
        {editing ? (
          <DefaultsForm key={editing.category} category={editing} onDone={() => setEditing(null)} />
        ) : null}
      </FormDialog>
    </section>
  );
}

function DefaultsForm({ category, onDone }: { category: Category; onDone: () => void }) {
  const save = useSaveDocumentRules();
  const [rules, setRules] = useState<DocumentRule[]>(category.rules);
  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { category: category.category, rules },
          {
            onSuccess: () => {
              toast.success('Document defaults saved', { description: category.label });
              onDone();
            },
            onError: (error) =>
              toast.error('The defaults were not saved', { description: error.message }),
          },
        );
      }}
    >
      <DocumentRulesEditor
        idPrefix={`defaults-${category.category}`}
        rules={rules}
        onChange={setRules}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save defaults'}
        </Button>
      </DialogFooter>
    </form>
  );
}
