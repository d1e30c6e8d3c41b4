import type { CompanyUpdateRequest } from '@updately/shared/update-channel-contract';

/** What the engine tells a company's integration besides a new request. */
export type ApiChannelNotice = {
  type: 'reminder' | 'cancelled' | 'expired';
  requestId: string;
  reference: string;
  brandId: string | null;
  /** The request's attempt, and which reminder of it: one notice per (type, attempt, sequence). */
  attempt: number;
  sequence?: number;
};

/**
 * The `api` channel: a company with a live integration. The engine hands it each request
 * (`deliver`, which resolves once the integration has it) and tells it of reminders,
 * cancellations and expiry; the company answers through `recordCompanyResponse`. Deliveries are
 * idempotent by `idempotency_key` (request, channel, attempt).
 */
export type ApiChannelTransport = {
  deliver(request: CompanyUpdateRequest): Promise<{ deliveryId: string }>;
  notify(notice: ApiChannelNotice): Promise<void>;
};

/**
 * Pull only: a request delivered to the api channel waits in the engine's own tables for the
 * company to fetch (delivery records that it is available, under its idempotency key). The
 * engine's default also pushes webhooks (business/webhook-events.ts).
 */
export const pullApiChannel: ApiChannelTransport = {
  async deliver(request) {
    return { deliveryId: request.idempotency_key };
  },
  async notify() {},
};
