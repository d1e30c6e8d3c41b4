import type { PostalAddress } from '@updately/shared/brand-channels';
import { outboundPost } from '../outbound-http/outbound-post';
import { isOutboundFailure } from '../outbound-http/outbound-result';

/**
 * A print-and-post service: it prints the letter and posts it to the address. `send` is
 * idempotent by `idempotencyKey` (request, channel, attempt): a dispatch retried after a crash
 * asks again with the same key and gets the same letter id, never a second letter.
 */
export type LetterProvider = {
  send(
    pdf: Uint8Array,
    address: PostalAddress,
    idempotencyKey: string,
  ): Promise<{ providerId: string }>;
};

/** A provider refused the letter for good (4xx): retrying would not help. */
export class LetterRefusedError extends Error {}

export type HttpLetterProviderOptions = {
  url: string;
  key: string;
  /** Development and tests reach a stand-in on this machine; production only public https. */
  allowPrivateNetworks: boolean;
};

/**
 * The provider over HTTP: one JSON POST with the PDF (base64), the address and the key in an
 * `Idempotency-Key` header, through the SSRF guard; the answer names the letter (`{ id }`).
 */
export function httpLetterProvider(options: HttpLetterProviderOptions): LetterProvider {
  return {
    async send(pdf, address, idempotencyKey) {
      const body = JSON.stringify({
        pdf_base64: Buffer.from(pdf).toString('base64'),
        address,
        idempotency_key: idempotencyKey,
      });
      const result = await outboundPost(
        options.url,
        body,
        {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${options.key}`,
          'Idempotency-Key': idempotencyKey,
        },
        { allowPrivateNetworks: options.allowPrivateNetworks, timeoutMs: 30_000 },
      );
      if (isOutboundFailure(result)) {
        throw new Error(`letter provider: ${result.error.code}`);
      }
      if (result.status >= 400 && result.status < 500 && result.status !== 429) {
        throw new LetterRefusedError(`letter provider refused the letter (${result.status})`);
      }
      if (result.status < 200 || result.status >= 300) {
        throw new Error(`letter provider answered ${result.status}`);
      }
      const id = (JSON.parse(result.body || '{}') as { id?: unknown }).id;
      if (typeof id !== 'string' || id.length === 0 || id.length > 200) {
        throw new Error('letter provider answered without a letter id');
      }
      return { providerId: id };
    },
  };
}
