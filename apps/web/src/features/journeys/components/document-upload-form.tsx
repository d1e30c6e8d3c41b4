import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentType,
} from '@updately/shared/documents';
import { DOCUMENT_ACCEPT, DOCUMENT_MESSAGES } from '@updately/shared/documents-api';
import { Upload } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Progress } from '../../../components/ui/progress';
import { useUploadJourneyDocument } from '../api/journey-documents';

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base md:text-sm';

/** Choose a type and a file, upload it with its progress shown; the server judges the bytes. */
export function DocumentUploadForm({ journeyId }: { journeyId: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<DocumentType>('death_certificate');
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadJourneyDocument(journeyId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setProblem(DOCUMENT_MESSAGES.noFile);
    if (file.size > DOCUMENT_MAX_BYTES) return setProblem(DOCUMENT_MESSAGES.tooLarge);
    setProblem(null);
    setProgress(0);
    upload.mutate(
      { type, file, onProgress: setProgress },
      {
        onSuccess: () => {
          toast.success('Document uploaded');
          if (input.current) input.current.value = '';
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-type`}>Document type</Label>
          <select
            id={`${id}-type`}
            className={selectClass}
            value={type}
            disabled={upload.isPending}
            onChange={(event) => setType(event.target.value as DocumentType)}
          >
            {DOCUMENT_TYPES.map((value) => (
              <option key={value} value={value}>
                {DOCUMENT_TYPE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-file`}>Choose a file</Label>
          <Input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={DOCUMENT_ACCEPT}
            disabled={upload.isPending}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-rules${problem ? ` ${id}-problem` : ''}`}
            onChange={() => setProblem(null)}
          />
        </div>
      </div>
      <p id={`${id}-rules`} className="text-sm text-muted-foreground">
        PDF, JPEG or PNG, 10 MB at most. Photos are saved without their location and camera details.
      </p>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      {upload.isPending ? (
        <div className="flex flex-col gap-1.5">
          <Progress value={progress} aria-label="Upload progress" getValueLabel={(v) => `${v}%`} />
          <p role="status" className="text-sm">
            Uploading… {progress}%
          </p>
        </div>
      ) : null}
      <div>
        <Button type="submit" disabled={upload.isPending}>
          <Upload aria-hidden="true" />
          {upload.isPending ? 'Uploading…' : 'Upload'}
        </Button>
      </div>
    </form>
  );
}
