import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  integrationBrandListSchema,
  integrationDetailSchema,
  testDeliveryResultSchema,
  type IntegrationBrandList,
  type IntegrationChannel,
  type IntegrationDetail,
  type TestDeliveryResult,
  type UpdateChannelInput,
  type UpdateFieldMappingInput,
} from '@updately/shared/admin-integrations-api';

import { api } from '../../../lib/api-client';

export const INTEGRATION_PAGE_SIZE = 25;
const BASE = '/api/admin/integrations';

export const integrationKeys = {
  all: ['admin', 'integrations'] as const,
  list: (filters: { q: string; channel?: IntegrationChannel }) =>
    [...integrationKeys.all, 'list', filters] as const,
  detail: (brandId: string) => [...integrationKeys.all, 'detail', brandId] as const,
};

const brandPath = (brandId: string, rest = '') => `${BASE}/${encodeURIComponent(brandId)}${rest}`;

/** GET /api/admin/integrations: brands by name with their channel, a page at a time. */
export async function listIntegrationBrands(
  filters: { q: string; channel?: IntegrationChannel; cursor?: string },
  signal?: AbortSignal,
): Promise<IntegrationBrandList> {
  const params = new URLSearchParams({ limit: String(INTEGRATION_PAGE_SIZE) });
  if (filters.q) params.set('q', filters.q);
  if (filters.channel) params.set('channel', filters.channel);
  if (filters.cursor) params.set('cursor', filters.cursor);
  return integrationBrandListSchema.parse(await api.get(`${BASE}?${params}`, { signal }));
}

export function useIntegrationBrands(filters: { q: string; channel?: IntegrationChannel }) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: integrationKeys.list(filters),
      queryFn: ({ pageParam, signal }) =>
        listIntegrationBrands({ ...filters, cursor: pageParam }, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.next_cursor ?? undefined,
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/admin/integrations/{brandId}. */
export function useIntegration(brandId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: integrationKeys.detail(brandId ?? ''),
      queryFn: async ({ signal }) =>
        integrationDetailSchema.parse(await api.get(brandPath(brandId!), { signal })),
      enabled: Boolean(brandId),
    }),
  );
}

/** A change answers the brand's integration as it is now: it replaces the cached detail. */
function useIntegrationChange<Input>(brandId: string, send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => integrationDetailSchema.parse(await send(input)),
    onSuccess: (detail: IntegrationDetail) => {
      queryClient.setQueryData(integrationKeys.detail(brandId), detail);
      void queryClient.invalidateQueries({ queryKey: [...integrationKeys.all, 'list'] });
    },
  });
}

/** PUT /api/admin/integrations/{brandId}/channel. */
export function useSetUpdateChannel(brandId: string) {
  return useIntegrationChange(brandId, (input: UpdateChannelInput) =>
    api.put(brandPath(brandId, '/channel'), input),
  );
}

/** PUT /api/admin/integrations/{brandId}/mapping. */
export function useSetFieldMapping(brandId: string) {
  return useIntegrationChange(brandId, (input: UpdateFieldMappingInput) =>
    api.put(brandPath(brandId, '/mapping'), input),
  );
}

/** POST /api/admin/integrations/{brandId}/test-delivery: waits for the receiver's answer. */
export function useSendTestDelivery(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (endpointId: string): Promise<TestDeliveryResult> =>
      testDeliveryResultSchema.parse(
        await api.post(brandPath(brandId, '/test-delivery'), { endpoint_id: endpointId }),
      ),
    // The delivery log and the endpoint's health now include it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.detail(brandId) }),
  });
}
