/** Set by authHandler from the socket (or the trusted proxy), never by the caller. */
export const CLIENT_IP_HEADER = 'x-updately-client-ip';
