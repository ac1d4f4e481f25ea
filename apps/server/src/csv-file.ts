/**
 * CSV files as bytes (docs/api.md, "CSV files"): every export starts with a UTF-8 byte-order mark unless the caller
 * asks for none, and an uploaded file is read as UTF-8, UTF-16 with its byte-order mark, or Windows-1252, the
 * encodings Excel saves CSV in.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Excel reads a CSV as UTF-8 only when it starts with this mark; without it "4×4" shows as "4Ã—4". */
export const UTF8_BOM = '\uFEFF';

/**
 * Sends a CSV download: the byte-order mark (unless `bom` is false, for machine readers), then the text or the
 * stream of text chunks. Streams are sent as they come, a chunk at a time.
 */
export function sendCsv(
  reply: FastifyReply,
  file: { name: string; bom: boolean },
  body: string | AsyncIterable<string | Buffer>,
): FastifyReply {
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('cache-control', 'no-store');
  const mark = file.bom ? UTF8_BOM : '';
  // A Buffer or a stream is sent as it is, not serialized as JSON.
  if (typeof body === 'string') return reply.send(Buffer.from(mark + body));
  async function* chunks() {
    if (mark !== '') yield Buffer.from(mark);
    yield* body as AsyncIterable<string | Buffer>;
  }
  return reply.send(Readable.from(chunks(), { objectMode: false, highWaterMark: 1 }));
}

/** What an uploaded file cannot be read as, and what to do about it. */
export const NOT_TEXT_FILE =
  'The file cannot be read as text: in Excel use Save As, choose "CSV UTF-8 (Comma delimited)", and import that file';

/**
 * Whether the text holds a character no CSV text holds: a C0 control but tab, line feed and carriage return, or a C1
 * control (where Windows-1252 leaves a byte undefined, and what an image or archive read as text is full of).
 */
function hasControl(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 ? code !== 0x09 && code !== 0x0a && code !== 0x0d : code >= 0x7f && code <= 0x9f) return true;
  }
  return false;
}

function decode(encoding: string, bytes: Uint8Array): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Windows-1252's characters for bytes 0x80–0x9F (euro, curly quotes, dashes…), where it differs from Latin-1; a
 * space where it has none (0x81, 0x8D, 0x8F, 0x90, 0x9D). Mapped by hand: Node's TextDecoder reads "windows-1252"
 * as Latin-1, which would turn “ into a control character.
 */
const WINDOWS_1252_HIGH = [...'€ ‚ƒ„…†‡ˆ‰Š‹Œ Ž  ‘’“”•–—˜™š›œ žŸ'];

/** Windows-1252 text; a byte it leaves undefined stays a C1 control, which decodeCsvText then refuses. */
function windows1252(bytes: Buffer): string {
  return bytes.toString('latin1').replace(/[\u0080-\u009f]/g, (control) => {
    const character = WINDOWS_1252_HIGH[control.charCodeAt(0) - 0x80]!;
    return character === ' ' ? control : character;
  });
}

/** UTF-16 big-endian as little-endian bytes, so one decoder reads both. */
function swapped(bytes: Buffer): Buffer | null {
  return bytes.length % 2 === 0 ? Buffer.from(bytes).swap16() : null;
}

function textOf(bytes: Buffer): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return decode('utf-8', bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decode('utf-16le', bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    const little = swapped(bytes.subarray(2));
    return little && decode('utf-16le', little);
  }
  // No mark: UTF-8 when every byte sequence is UTF-8 (a Windows-1252 accent almost never is), else Windows-1252.
  return decode('utf-8', bytes) ?? windows1252(bytes);
}

/**
 * The text of an uploaded CSV file, its byte-order mark taken off, or null when it is not text in an encoding read
 * here (a spreadsheet, an image, UTF-16 without its mark): the caller refuses it with NOT_TEXT_FILE.
 */
export function decodeCsvText(bytes: Buffer): string | null {
  const text = textOf(bytes);
  return text === null || hasControl(text) ? null : text;
}
