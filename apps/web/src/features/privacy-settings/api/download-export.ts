import { exportFileName } from '@updately/shared/account-api';
import { useMutation } from '@tanstack/react-query';

import { toApiClientError } from '../../../lib/api-client';

function fileNameFrom(disposition: string | null): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? exportFileName(new Date());
}

/**
 * GET /api/account/export (APP 12): one JSON file with every row held about the user, saved
 * through a temporary link so the browser treats it as a download.
 */
export async function downloadExport() {
  const response = await fetch('/api/account/export', {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw await toApiClientError(response);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameFrom(response.headers.get('content-disposition'));
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the address goes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}
