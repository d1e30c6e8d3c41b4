import { Download } from 'lucide-react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { useDownloadExport } from '../api/download-export';

/** APP 12: one JSON file with every row the product holds about the user. */
export function DataExportSection() {
  const downloadExport = useDownloadExport();
  const onDownload = () =>
    downloadExport.mutate(undefined, {
      onSuccess: () =>
        toast.success('Your data is downloading', {
          description: 'One JSON file with everything we hold about you.',
        }),
      onError: (error) => toast.error('Download failed', { description: error.message }),
    });

  return (
    <SectionCard
      title="Download my data"
      description="A copy of everything we hold about you: your profile, consents, sign-in methods and sessions, footprints, journeys, feedback and the activity log, in one JSON file."
    >
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={downloadExport.isPending}
          onClick={onDownload}
        >
          <Download aria-hidden="true" />
          {downloadExport.isPending ? 'Preparing your file…' : 'Download my data'}
        </Button>
      </div>
    </SectionCard>
  );
}
