import type { AdminBrand } from '@updately/shared/admin-brands-api';
import type { DocumentRule } from '@updately/shared/document-requirements';
import { useState } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBrandDocumentRules, useSaveDocumentRules } from '../api/document-rules';
import { DocumentRulesEditor } from './document-rules-editor';

/** Which documents a brand requires per kind of request, or its category's default. */
export function BrandDocumentsDialog({
  brand,
  onClose,
}: {
  brand: AdminBrand | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={brand !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={brand ? `Documents ${brand.name} requires` : 'Documents'}
      description="Review and send shares these with the company, and asks the person to upload any that are missing. A kind left to its category follows the category's default."
      className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
    >
      {brand ? <BrandDocumentsForm key={brand.id} brand={brand} onDone={onClose} /> : null}
    </FormDialog>
  );
}

function BrandDocumentsForm({ brand, onDone }: { brand: AdminBrand; onDone: () => void }) {
  const current = useBrandDocumentRules(brand.id);
  const save = useSaveDocumentRules();
  const [rules, setRules] = useState<DocumentRule[] | null>(null);
  if (current.isPending) {
    return (
      <LoadingSkeletons label="Loading the documents this brand requires">
        <Skeleton className="h-40 w-full" />
      </LoadingSkeletons>
    );
  }
  if (current.isError) {
    return (
      <LoadError
        title="The documents could not be loaded"
        error={current.error}
        onRetry={() => current.refetch()}
      />
    );
  }
  const shown = rules ?? current.data.rules;
  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { brandId: brand.id, rules: shown },
          {
            onSuccess: () => {
              toast.success('Required documents saved', { description: brand.name });
              onDone();
            },
            onError: (error) =>
              toast.error('The documents were not saved', { description: error.message }),
          },
        );
      }}
    >
      <DocumentRulesEditor
        idPrefix={`brand-documents-${brand.id}`}
        rules={shown}
        onChange={setRules}
        fallback={current.data.category_rules}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save documents'}
        </Button>
      </DialogFooter>
    </form>
  );
}
