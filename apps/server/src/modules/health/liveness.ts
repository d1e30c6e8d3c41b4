import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/** Liveness: the process answers. Touches nothing (no database, no framework). */
export const LIVENESS_PATH = '/api/health/live';
export const LIVENESS_BODY = '{"status":"ok"}';

const HEADERS = {
  'content-type': 'application/json',
  'content-length': String(Buffer.byteLength(LIVENESS_BODY)),
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/**
 * Answers the liveness probe before the app's request pipeline (an orchestrator polls it often,
 * and a busy server must still answer it quickly); every other request goes to `next`.
 */
export function withLiveness(next: RequestListener): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === LIVENESS_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, HEADERS);
      res.end(req.method === 'HEAD' ? undefined : LIVENESS_BODY);
      return;
    }
    next(req, res);
  };
}
