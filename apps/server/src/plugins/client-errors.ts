import type { Socket } from 'node:net';

/** Node's own parser failures, answered with the API's error body like every other failure (docs/api.md). */
const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: 'Request header fields are too large',
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, reason: 'Payload Too Large', message: 'Request body is too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: 'Request timed out' },
};
const BAD_REQUEST = { status: 400, reason: 'Bad Request', message: 'Bad request' };

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (malformed request line, oversized headers) never
 * reaches a route, so it is answered here, on the raw socket, with `{"errors": [...]}`, and the connection closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection, or one with an answer under way, has nothing more to receive.
  if (error.code === 'ECONNRESET' || !socket.writable || socket.bytesWritten > 0) {
    socket.destroy(error);
    return;
  }
  const { status, reason, message } = (error.code && CLIENT_ERRORS[error.code]) || BAD_REQUEST;
  const body = JSON.stringify({ errors: [message] });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
