import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import {
  cannotUpdateFormSchema,
  updatedFormSchema,
  type CompanyResponse,
} from '@updately/shared/update-channel-contract';
import { isKindAnswerField } from '@updately/shared/request-kind-fields';
import type { AppEnv } from '../../auth/app-env';
import { callerIp } from '../../auth/request-context';
import { updateRequests } from '../../db/schema';
import { createRouter } from '../../lib/openapi';
import { hitRateLimit, type RateLimit } from '../../platform/rate-limit/rate-limit';
import { recordCompanyResponse } from '../../platform/update-engine/company-response';
import {
  COMPANY_LINK_PURPOSES,
  type CompanyLink,
  type CompanyLinkPurpose,
} from '../../platform/update-engine/company-links';
import { loadRequest, type LoadedRequest } from '../../platform/update-engine/company-request';
import { postedByAnswer } from '../../platform/letters/request-letters';
import {
  answeredPage,
  formPage,
  kindWords,
  messagePage,
  thanksPage,
  type FormErrors,
} from './company-link-pages';

/** Per IP, for the pages behind the links in companies' emails. */
export const COMPANY_LINK_RATE_LIMIT: RateLimit = { max: 60, windowMs: 10 * 60_000 };

const isPurpose = (value: string): value is CompanyLinkPurpose =>
  (COMPANY_LINK_PURPOSES as readonly string[]).includes(value);

type Resolved =
  | { ok: true; link: CompanyLink; loaded: Awaited<ReturnType<typeof loadRequest>> }
  | { ok: false; response: Response };

/**
 * What every page a company opens from an email or a letter does first: never cached nor
 * indexed, and rate-limited per caller. Answers the 429 page, or null to go on.
 */
export async function companyLinkGate(c: Context<AppEnv>): Promise<Response | null> {
  const { deps } = c.var;
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  const limit = deps.config.rateLimitEnabled
    ? await hitRateLimit(
        deps.database.db,
        'company-link',
        callerIp(c) ?? 'unknown',
        COMPANY_LINK_RATE_LIMIT,
      )
    : { allowed: true, retryAfterSeconds: 0 };
  if (limit.allowed) return null;
  c.header('Retry-After', String(limit.retryAfterSeconds));
  return c.html(
    messagePage(deps.config.APP_NAME, 'Too many requests', 'Please try again in a few minutes.'),
    429,
  );
}

/** The request a link points to, or the page that says why it cannot be used. */
async function resolve(c: Context<AppEnv>): Promise<Resolved> {
  const { deps } = c.var;
  const appName = deps.config.APP_NAME;
  const refused = await companyLinkGate(c);
  if (refused) return { ok: false, response: refused };
  const purpose = c.req.param('purpose') ?? '';
  const check = isPurpose(purpose)
    ? deps.updates.links.verify(c.req.param('token') ?? '', purpose)
    : ({ ok: false, reason: 'invalid' } as const);
  const notFound = () => ({
    ok: false as const,
    response: c.html(
      messagePage(
        appName,
        'This link is not valid',
        'Check that the whole link from the email was opened. If it still does not work, the request may have been withdrawn.',
      ),
      404,
    ),
  });
  if (!check.ok && check.reason === 'invalid') return notFound();
  const link = check.ok ? check.link : check.link;
  const [row] = await deps.database.db
    .select()
    .from(updateRequests)
    .where(eq(updateRequests.id, link.requestId));
  // Only emails and letters carry links; a token for any other request is not one we gave out.
  if (!row || !LINKED_CHANNELS.has(row.channel) || link.attempt > row.attempt) return notFound();
  if (!check.ok) {
    return {
      ok: false,
      response: c.html(
        messagePage(
          appName,
          'This link has expired',
          `The links in our ${row.channel === 'letter' ? 'letter' : 'email'} about ${row.reference} worked for a limited time. No answer was recorded.`,
        ),
        410,
      ),
    };
  }
  const loaded = await loadRequest({ db: deps.database.db, cipher: deps.updates.cipher }, row);
  return { ok: true, link, loaded };
}

const LINKED_CHANNELS = new Set(['email', 'letter']);

const OPEN_FOR_ANSWERS = new Set(['sent', 'acknowledged', 'needs_you']);
/** A letter the company holds is open for its answer, marked as posted or not yet. */
const openForAnswers = (row: LoadedRequest['row']) =>
  OPEN_FOR_ANSWERS.has(row.status) || (row.channel === 'letter' && row.status === 'queued');

/**
 * The same request's links for the other answers (each signed for its own purpose). "No account
 * held" is offered where the email offered it: on a death notification.
 */
function otherAnswers(
  c: Context<AppEnv>,
  link: CompanyLink,
  loaded: LoadedRequest,
): Partial<Record<CompanyLinkPurpose, string>> {
  const offered = COMPANY_LINK_PURPOSES.filter(
    (purpose) =>
      purpose !== link.purpose && (purpose !== 'no-account' || kindWords(loaded).offersNoAccount),
  );
  return Object.fromEntries(
    offered.map((purpose) => [
      purpose,
      `/company/updates/${c.var.deps.updates.links.token({ ...link, purpose })}/${purpose}`,
    ]),
  );
}

export const companyLinksRoutes = createRouter<AppEnv>()
  .get('/company/updates/:token/:purpose', async (c) => {
    const resolved = await resolve(c);
    if (!resolved.ok) return resolved.response;
    const { link, loaded } = resolved;
    const appName = c.var.deps.config.APP_NAME;
    if (!openForAnswers(loaded.row)) {
      return c.html(answeredPage(appName, loaded.row), 200);
    }
    return c.html(formPage(appName, link.purpose, loaded, otherAnswers(c, link, loaded)), 200);
  })
  .post('/company/updates/:token/:purpose', async (c) => {
    const resolved = await resolve(c);
    if (!resolved.ok) return resolved.response;
    const { link, loaded } = resolved;
    const { deps } = c.var;
    const appName = deps.config.APP_NAME;
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const answer = parseAnswer(
      link.purpose,
      body,
      loaded.items.map((i) => i.field),
    );
    if (!answer.ok) {
      return c.html(
        formPage(appName, link.purpose, loaded, otherAnswers(c, link, loaded), answer.errors, body),
        400,
      );
    }
    const followUp = await deps.settings.followUp();
    const outcome = await deps.database.db.transaction(async (tx) => {
      await postedByAnswer(tx, c.var.logger, loaded.row, followUp);
      return recordCompanyResponse(tx, c.var.logger, {
        requestId: loaded.row.id,
        response: answer.response,
        evidence: {
          // A letter's request has no email: its answer came through the letter's URL or QR code.
          via: loaded.row.channel === 'letter' ? 'letter_link' : 'email_link',
          attempt: link.attempt,
          ip_address: callerIp(c),
          user_agent: c.req.header('user-agent')?.slice(0, 512) ?? null,
        },
      });
    });
    if (!outcome.ok) {
      const [row] = await deps.database.db
        .select()
        .from(updateRequests)
        .where(eq(updateRequests.id, loaded.row.id));
      return c.html(answeredPage(appName, row ?? loaded.row), 409);
    }
    return c.html(thanksPage(appName, outcome.row, link.purpose === 'no-account'), 200);
  });

/**
 * The form's answer for every field the company answers: all applied, all refused for one
 * reason, or no account held.
 */
function parseAnswer(
  purpose: CompanyLinkPurpose,
  body: Record<string, unknown>,
  sentFields: readonly string[],
): { ok: true; response: CompanyResponse } | { ok: false; errors: FormErrors } {
  const text = (key: string) =>
    typeof body[key] === 'string' && body[key] !== '' ? body[key] : undefined;
  const fields = sentFields.filter(isKindAnswerField);
  if (purpose === 'updated' || purpose === 'no-account') {
    const form = updatedFormSchema.safeParse({ confirmed_by: text('confirmed_by') });
    if (!form.success) return { ok: false, errors: formErrors(form.error.issues) };
    const outcome = purpose === 'updated' ? 'applied' : 'no_account';
    return {
      ok: true,
      response: {
        kind: 'answer',
        confirmed_by: form.data.confirmed_by,
        fields: fields.map((field) => ({ field, outcome })),
      },
    };
  }
  const form = cannotUpdateFormSchema.safeParse({
    reason: text('reason'),
    message: text('message'),
    confirmed_by: text('confirmed_by'),
  });
  if (!form.success) return { ok: false, errors: formErrors(form.error.issues) };
  const { reason, message, confirmed_by } = form.data;
  return {
    ok: true,
    response: {
      kind: 'answer',
      confirmed_by,
      fields: fields.map((field) => ({ field, outcome: 'rejected', reason, message })),
    },
  };
}

function formErrors(issues: readonly { path: PropertyKey[]; message: string }[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}
