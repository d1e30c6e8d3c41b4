import { escapeHtml } from '../../lib/html';
import { renderPlainPage } from '../../lib/plain-page';

/** The iPaaS recipes page: Zapier, Make and n8n on the Business API (no script, no CDN). */
export function integrationRecipesPage(appName: string, appUrl: string): string {
  const api = escapeHtml(`${appUrl}/api/v1`);
  const name = escapeHtml(appName);
  return renderPlainPage(
    appName,
    `Connect ${appName} to Zapier, Make or n8n`,
    `<p>Every recipe uses the same three calls of the <a href="/api/v1/docs">Business API</a>, with an
API key created in the business portal under Integration (scopes <code>requests:read</code> and
<code>requests:write</code>), sent as <code>Authorization: Bearer upd_live_…</code>.</p>
<ol>
<li><strong>Trigger — new or changed requests.</strong> Either poll
<code>GET ${api}/requests?updated_since=&lt;time of the last poll&gt;</code> (follow
<code>next_cursor</code> until it is <code>null</code>; de-duplicate on <code>id</code> +
<code>updated_at</code>), or subscribe a REST hook so ${name} pushes events to you.</li>
<li><strong>Read the request.</strong> <code>GET ${api}/requests/{id}</code> gives exactly the fields
the person consented to send you and an <code>identity_assertion</code> (a JWS you can verify
against <a href="/.well-known/jwks.json">/.well-known/jwks.json</a>).</li>
<li><strong>Action — confirm.</strong> <code>POST ${api}/requests/{id}/confirm</code> with an
<code>Idempotency-Key</code> header (use <code>&lt;request id&gt;-confirm</code>, so a retried
step never counts twice) and one outcome per field. You pay only for fields confirmed
<code>applied</code>.</li>
</ol>
<pre>{"fields":[{"field":"address","outcome":"applied"},
 {"field":"email","outcome":"rejected","reason":"no_match","message":"No account with this email"}],
 "confirmed_by":"Customer care"}</pre>

<h2>REST hooks (instant triggers)</h2>
<p>Subscribe with <code>POST ${api}/hooks</code> and the body
<code>{"target_url":"https://…","event":"update_request.created"}</code>; the answer has the hook's
<code>id</code> and a <code>whsec_</code> secret. Unsubscribe with
<code>DELETE ${api}/hooks/{id}</code>. Deliveries follow Standard Webhooks: verify the
<code>webhook-id</code>, <code>webhook-timestamp</code> and <code>webhook-signature</code> headers
with the secret (the <code>standardwebhooks</code> libraries do it in one call) and answer 2xx
quickly; an answer of 410 unsubscribes you. Events: <code>update_request.created</code>,
<code>.cancelled</code>, <code>.expired</code>, <code>.reminder</code>. Their payload names the
request; read its values with step 2.</p>

<h2>Zapier</h2>
<ol>
<li>In the Zapier Platform, create an integration with <em>API Key</em> authentication: a field
<code>api_key</code>, sent as the header <code>Authorization: Bearer {{bundle.authData.api_key}}</code>;
test it with <code>GET ${api}/requests?limit=1</code>.</li>
<li>Trigger <em>New update request</em>, type <em>REST Hook</em>: subscribe
<code>POST ${api}/hooks</code> with <code>target_url = {{bundle.targetUrl}}</code>; unsubscribe
<code>DELETE ${api}/hooks/{{bundle.subscribeData.id}}</code>; <em>Perform list</em> (samples and
fallback) <code>GET ${api}/requests?status=sent</code>, returning <code>items</code>.</li>
<li>Action <em>Confirm update</em>: <code>POST ${api}/requests/{{inputData.id}}/confirm</code> with
the header <code>Idempotency-Key: {{inputData.id}}-confirm</code>.</li>
</ol>

<h2>Make</h2>
<ol>
<li>Add a <em>Webhooks › Custom webhook</em> module and copy its address; subscribe it once with an
<em>HTTP › Make a request</em> module: <code>POST ${api}/hooks</code> as above (or schedule an
HTTP module every 15 minutes on <code>GET ${api}/requests?updated_since=…</code> instead).</li>
<li>For each event, <em>HTTP › Make a request</em> <code>GET ${api}/requests/{{id}}</code>, then your
CRM's module to apply the change.</li>
<li>Finish with <em>HTTP › Make a request</em> <code>POST ${api}/requests/{{id}}/confirm</code>
with the <code>Idempotency-Key</code> header.</li>
</ol>

<h2>n8n</h2>
<ol>
<li>A <em>Webhook</em> node (POST) as the trigger; subscribe its production URL once with an
<em>HTTP Request</em> node to <code>POST ${api}/hooks</code> — or use a <em>Schedule Trigger</em>
and an <em>HTTP Request</em> node polling <code>GET ${api}/requests</code> with
<code>updated_since</code> set from the last run.</li>
<li>Store the key as a <em>Header Auth</em> credential (<code>Authorization</code>,
<code>Bearer upd_live_…</code>) and use it on every HTTP Request node.</li>
<li><em>HTTP Request</em> <code>GET ${api}/requests/{{$json.data.id}}</code>, your system's node,
then <em>HTTP Request</em> <code>POST …/confirm</code> with the <code>Idempotency-Key</code>
header.</li>
</ol>
<p class="note">Limits: each key may make 600 calls a minute by default; a 429 answer says when to
try again in <code>Retry-After</code>.</p>`,
    { wide: true },
  );
}
