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

/**
 * What an uploaded file cannot be read as, where, and what to do about it: the line of the first byte that is not
 * text in the file's encoding (or of the first control character), so a file that is text but for one stray byte
 * can be put right there.
 */
export const notTextFile = (line: number) =>
  `Line ${line}: the file cannot be read as text from here (it is not UTF-8, UTF-16 with its mark or Windows-1252): ` +
  'in Excel use Save As, choose "CSV UTF-8 (Comma delimited)", and import that file';

/**
 * Where the text holds a character no CSV text holds, or -1: a C0 control but tab, line feed and carriage return, or a
 * C1 control (where Windows-1252 leaves a byte undefined, and what an image or archive read as text is full of).
 */
function firstControl(text: string): number {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 ? code !== 0x09 && code !== 0x0a && code !== 0x0d : code >= 0x7f && code <= 0x9f) return index;
  }
  return -1;
}

/** Text as the decoder reads it, and where its first undecodable byte sequence is (-1 when none). */
type Read = { text: string; undecodableAt: number };

const REPLACEMENT = '\uFFFD';

function decode(encoding: 'utf-8' | 'utf-16le', bytes: Uint8Array): Read {
  try {
    return { text: new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes), undecodableAt: -1 };
  } catch {
    // Read again leniently only to find where: the first sequence the strict read refused becomes U+FFFD.
    const text = new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes);
    return { text, undecodableAt: Math.max(0, text.indexOf(REPLACEMENT)) };
  }
}

/**
 * Windows-1252's characters for bytes 0x80–0x9F (euro, curly quotes, dashes…), where it differs from Latin-1; a
 * space where it has none (0x81, 0x8D, 0x8F, 0x90, 0x9D). Mapped by hand: Node's TextDecoder reads "windows-1252"
 * as Latin-1, which would turn “ into a control character.
 */
const WINDOWS_1252_HIGH = [...'€ ‚ƒ„…†‡ˆ‰Š‹Œ Ž  ‘’“”•–—˜™š›œ žŸ'];

/** Windows-1252 text; a byte it leaves undefined stays a C1 control, which decodeCsvText then refuses. */
function windows1252(bytes: Buffer): Read {
  const text = bytes.toString('latin1').replace(/[\u0080-\u009f]/g, (control) => {
    const character = WINDOWS_1252_HIGH[control.charCodeAt(0) - 0x80]!;
    return character === ' ' ? control : character;
  });
  return { text, undecodableAt: -1 };
}

/** UTF-16 big-endian as little-endian bytes, so one decoder reads both; an odd last byte stays last (undecodable). */
function swapped(bytes: Buffer): Buffer {
  const even = bytes.length - (bytes.length % 2);
  return Buffer.concat([Buffer.from(bytes.subarray(0, even)).swap16(), bytes.subarray(even)]);
}

function textOf(bytes: Buffer): Read {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return decode('utf-8', bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decode('utf-16le', bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decode('utf-16le', swapped(bytes.subarray(2)));
  // No mark: UTF-8 when every byte sequence is UTF-8 (a Windows-1252 accent almost never is), else Windows-1252.
  const utf8 = decode('utf-8', bytes);
  return utf8.undecodableAt < 0 ? utf8 : windows1252(bytes);
}

/** The 1-based line holding the character at `index`. */
const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/**
 * The text of an uploaded CSV file, its byte-order mark taken off; or, when it is not text in an encoding read here
 * (a stray byte, a spreadsheet, an image, UTF-16 without its mark), the line where reading fails: the caller refuses
 * it with notTextFile.
 */
export function decodeCsvText(bytes: Buffer): { text: string } | { unreadableLine: number } {
  const { text, undecodableAt } = textOf(bytes);
  const at = undecodableAt >= 0 ? undecodableAt : firstControl(text);
  return at < 0 ? { text } : { unreadableLine: lineAt(text, at) };
}
