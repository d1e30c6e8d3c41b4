import { and, eq } from 'drizzle-orm';
import type { AppEnv } from '../../auth/app-env';
import { requestLetters, updateRequests } from '../../db/schema';
import { createRouter } from '../../lib/openapi';
import { letterCodeHash, normaliseLetterCode } from '../../platform/letters/letter-code';
import { messagePage } from './company-link-pages';
import { companyLinkGate } from './company-links.routes';

/**
 * The short URL a letter prints (and its QR code): it opens the same signed answer page as an
 * email's "Updated" link, which offers the other answers. Only the code's hash is stored; a code
 * of an earlier attempt (a letter replaced by a newer one) finds nothing.
 */
export const letterLinkRoutes = createRouter<AppEnv>().get('/l/:code', async (c) => {
  const { deps } = c.var;
  const refused = await companyLinkGate(c);
  if (refused) return refused;
  const appName = deps.config.APP_NAME;
  const code = normaliseLetterCode(c.req.param('code'));
  const [found] = code
    ? await deps.database.db
        .select({ row: updateRequests })
        .from(requestLetters)
        .innerJoin(updateRequests, eq(updateRequests.id, requestLetters.request_id))
        .where(
          and(
            eq(requestLetters.code_hash, letterCodeHash(code)),
            eq(requestLetters.attempt, updateRequests.attempt),
            eq(updateRequests.channel, 'letter'),
          ),
        )
    : [];
  if (!found?.row.links_expire_at) {
    return c.html(
      messagePage(
        appName,
        'We could not find this letter',
        'Check the address printed at the foot of the letter, letter by letter. If it still does not work, the request may have been withdrawn or replaced by a newer letter.',
      ),
      404,
    );
  }
  const { row } = found;
  const token = deps.updates.links.token({
    requestId: row.id,
    attempt: row.attempt,
    purpose: 'updated',
    expiresAt: row.links_expire_at!,
  });
  return c.redirect(`/company/updates/${token}/updated`, 302);
});
