/** SQLSTATE classes and socket codes that mean "the database went away", not "the query was wrong". */
const CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH']);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'is not currently accepting connections',
];

function isConnectionErrorItself(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_SQLSTATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code))) {
    return true;
  }
  return CONNECTION_MESSAGES.some((message) => error.message.includes(message));
}

/**
 * True when the error (or one it wraps: drizzle wraps driver errors in `cause`) says the database
 * connection was lost or refused: an admin shutdown (57P01), a restart, a refused socket.
 */
export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (isConnectionErrorItself(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
