import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';

import { Toaster } from '../components/ui/toaster';
import { handleAuthEvents } from '../lib/auth-event-handler';
import { queryClient } from '../lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  // The one handler of the spec's auth events for this app's cache (lib/auth-event-handler.ts).
  useEffect(() => handleAuthEvents(queryClient), []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
