export type OutboundErrorCode = 'BLOCKED_ADDRESS' | 'TIMEOUT' | 'CONNECTION_FAILED' | 'INVALID_URL';

/** The receiver answered; `body` holds at most the requested number of bytes. */
export type OutboundResponse = {
  status: number;
  headers: Record<string, string>;
  body: string;
  bodyTruncated: boolean;
  durationMs: number;
};

/** No answer: refused before sending, timed out, or the connection failed. */
export type OutboundFailure = {
  error: { code: OutboundErrorCode; message: string };
  durationMs: number;
};

export type OutboundResult = OutboundResponse | OutboundFailure;

export function isOutboundFailure(result: OutboundResult): result is OutboundFailure {
  return 'error' in result;
}
