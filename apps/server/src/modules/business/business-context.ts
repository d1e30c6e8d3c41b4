import type { Context } from 'hono';
import type { AppEnv } from '../../auth/app-env';
import type { AppDeps } from '../../auth/app-env';
import type { RequestDetailContext } from '../../platform/business/business-requests';
import { signIdentityAssertion } from '../../platform/business/identity-assertion';
import type { Billing } from '../../platform/business/usage-ledger';

/**
 * The price in force (an admin may change it: Settings; PRICE_PER_FIELD by default). Read it
 * before opening a transaction: it may query the database.
 */
export async function billingOf(deps: AppDeps): Promise<Billing> {
  return { unitPrice: await deps.settings.pricePerField(), currency: deps.config.BILLING_CURRENCY };
}

/** What reading a request for an organisation needs, with its identity assertion signer. */
export function requestDetailContext(
  c: Context<AppEnv>,
  organizationId: string,
): RequestDetailContext {
  const { deps } = c.var;
  const sign = async (payload: Record<string, unknown>) =>
    (await deps.auth.api.signJWT({ body: { payload } })).token;
  return {
    db: deps.database.db,
    cipher: deps.updates.cipher,
    appName: deps.config.APP_NAME,
    assertIdentity: (row, consent, fields, acting) =>
      signIdentityAssertion(
        deps.database.db,
        sign,
        deps.config.appUrl,
        organizationId,
        row,
        consent,
        fields,
        acting,
      ),
  };
}
