import { z } from 'zod';
import {
  availableChannels,
  BEST_CHANNEL_ORDER,
  type ChannelOptions,
  type WebFormPurpose,
} from './brand-channels';
import { isFirstRequestPurpose } from './brands';
import { REQUEST_KINDS } from './request-kinds';
import type { UpdateChannel } from './update-status';

/**
 * How well the directory reaches its brands (issue 26): each brand's best channel for any kind
 * of request, counted per channel in BEST_CHANNEL_ORDER. The admin coverage page, the bench and
 * the research record read it.
 */

export type BestChannel = (typeof BEST_CHANNEL_ORDER)[number];

/** The directory fields the best channel depends on (a brands.json entry or a brand row). */
export type CoverageBrand = {
  contact_email: string | null;
  contact_email_purpose: string | null;
  web_form_url: string | null;
  web_form_purpose: string | null;
  postal_address: unknown;
  phone: string | null;
  /** The channel an admin set (brand_update_channels), if any. */
  configured?: UpdateChannel | null;
  /** Kinds a claiming business's integration handles; null when none claims it. */
  handled_kinds?: readonly string[] | null;
};

export function coverageOptions(brand: CoverageBrand): ChannelOptions {
  return {
    configured: brand.configured ?? null,
    // Only a first-request address is written to (never a complaints inbox).
    contactEmail:
      brand.contact_email && isFirstRequestPurpose(brand.contact_email_purpose)
        ? brand.contact_email
        : null,
    handledKinds: brand.handled_kinds ?? null,
    webFormUrl: brand.web_form_url,
    webFormPurpose: (brand.web_form_purpose as WebFormPurpose | null) ?? null,
    hasPostalAddress: brand.postal_address !== null && brand.postal_address !== undefined,
    phone: brand.phone,
  };
}

const rank = (channel: UpdateChannel) => BEST_CHANNEL_ORDER.indexOf(channel);

/** The best channel the brand has for any kind of request (an admin's "manual" is ignored here:
 * coverage counts what the directory knows, not how an admin chose to use it). */
export function bestChannelOfBrand(brand: CoverageBrand): BestChannel {
  const options = coverageOptions(brand);
  if (options.configured === 'manual') options.configured = null;
  let best: UpdateChannel = 'manual';
  for (const kind of REQUEST_KINDS) {
    const first = availableChannels(options, kind)[0]!;
    if (rank(first) < rank(best)) best = first;
  }
  return best;
}

/** Brands counted per best channel, every channel present (0 when none), in BEST_CHANNEL_ORDER. */
export function coverageByChannel<T extends CoverageBrand>(
  brands: readonly T[],
): { channel: BestChannel; brands: T[] }[] {
  const groups = new Map<BestChannel, T[]>(BEST_CHANNEL_ORDER.map((c) => [c, []]));
  for (const brand of brands) groups.get(bestChannelOfBrand(brand))!.push(brand);
  return BEST_CHANNEL_ORDER.map((channel) => ({ channel, brands: groups.get(channel)! }));
}

/** A channel better than a bare checklist and reached in writing: email, web form or letter (or API). */
export const WRITTEN_CHANNELS: readonly BestChannel[] = ['api', 'email', 'web_form', 'letter'];

export const coverageBrandSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });

export const brandCoverageSchema = z.object({
  total: z.number().int(),
  /** Brands whose best channel is written (API, email, web form or letter). */
  written: z.number().int(),
  /** How many brands each channel is best for (their names: GET …/brand-coverage/brands). */
  by_channel: z.array(z.object({ channel: z.enum(BEST_CHANNEL_ORDER), count: z.number().int() })),
  /**
   * Brands ranked by how many update requests on a person-step channel (web form, letter,
   * phone, manual) the person completed by hand: what to research or sign up next.
   */
  done_by_hand: z.array(
    coverageBrandSchema.extend({
      best_channel: z.enum(BEST_CHANNEL_ORDER),
      requests: z.number().int(),
      journeys: z.number().int(),
    }),
  ),
});
export type BrandCoverage = z.infer<typeof brandCoverageSchema>;

/** Brands listed a page at a time under "Show N brands". */
export const COVERAGE_BRANDS_PAGE = 100;
export const COVERAGE_BRANDS_PAGE_MAX = 1000;

/** GET /api/admin/brand-coverage/brands: the brands one channel is best for, by name. */
export const coverageBrandsQuerySchema = z.object({
  channel: z.enum(BEST_CHANNEL_ORDER),
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(COVERAGE_BRANDS_PAGE_MAX).default(COVERAGE_BRANDS_PAGE),
});
export type CoverageBrandsQuery = z.infer<typeof coverageBrandsQuerySchema>;

export const coverageBrandsPageSchema = z.object({
  items: z.array(coverageBrandSchema),
  next_cursor: z.string().nullable(),
});
export type CoverageBrandsPage = z.infer<typeof coverageBrandsPageSchema>;
