/**
 * Is an uploaded seal an image, by its bytes rather than its name (docs/decisions/0052-engineer-review.md)? A PNG
 * must carry the PNG signature and decode whole; an SVG must parse as XML with an <svg> root and hold nothing a
 * browser or a PDF reader would run or fetch: no script or foreignObject, no event attribute, no reference outside
 * the document, no DTD (entities), no processing instruction.
 */
import { SEAL_MAX_BYTES } from '@nprm/contracts';
import { PNG } from 'pngjs';
import { SaxesParser } from 'saxes';

export type SealType = 'image/png' | 'image/svg+xml';
export type SealCheck = { ok: true; contentType: SealType } | { ok: false; problem: string };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const REFUSED_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'audio', 'video']);
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);

const refused = (problem: string): SealCheck => ({ ok: false, problem });

function checkPng(bytes: Buffer): SealCheck {
  try {
    const image = PNG.sync.read(bytes);
    if (image.width < 1 || image.height < 1) return refused('is an empty PNG');
    return { ok: true, contentType: 'image/png' };
  } catch {
    return refused('is not a readable PNG image');
  }
}

/** A url(...) in a style or attribute that points outside the document (url(#id) stays inside). */
const outsideUrl = (value: string) => /url\(\s*['"]?\s*(?!#)/i.test(value) || /@import/i.test(value);

function svgProblem(text: string): string | null {
  const parser = new SaxesParser({ xmlns: true });
  let problem: string | null = null;
  let depth = 0;
  let rootSeen = false;
  const fail = (message: string) => {
    problem ??= message;
  };
  parser.on('doctype', () => fail('must not declare a DTD or entities'));
  parser.on('processinginstruction', (pi) => {
    if (pi.target.toLowerCase() !== 'xml') fail('must not hold processing instructions');
  });
  parser.on('opentag', (tag) => {
    if (depth === 0) {
      if (rootSeen || tag.local !== 'svg' || tag.uri !== SVG_NAMESPACE) fail('must have one <svg> root element');
      rootSeen = true;
    }
    depth += 1;
    if (REFUSED_ELEMENTS.has(tag.local.toLowerCase())) fail(`must not contain <${tag.local}>`);
    for (const attribute of Object.values(tag.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.trim();
      if (name.startsWith('on')) fail('must not contain event attributes');
      if (LINK_ATTRIBUTES.has(name) || attribute.local.toLowerCase() === 'href') {
        if (!value.startsWith('#')) fail('must not refer to anything outside the image');
      }
      if (outsideUrl(value)) fail('must not refer to anything outside the image');
    }
  });
  parser.on('text', (value) => {
    if (outsideUrl(value)) fail('must not refer to anything outside the image');
  });
  parser.on('closetag', () => {
    depth -= 1;
  });
  try {
    parser.write(text).close();
  } catch {
    return 'is neither a PNG nor a well-formed SVG image';
  }
  if (!rootSeen) return 'is neither a PNG nor a well-formed SVG image';
  return problem;
}

/** Checks an upload; `problem` completes "Seal …". */
export function checkSealImage(bytes: Buffer): SealCheck {
  if (bytes.length === 0) return refused("can't be blank");
  if (bytes.length > SEAL_MAX_BYTES) return refused('must be at most 1 MB');
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return checkPng(bytes);
  const text = bytes.toString('utf8');
  // A text file that is not valid UTF-8 (the replacement character appears) is no SVG we can vouch for.
  if (text.includes('\uFFFD')) return refused('is neither a PNG nor a well-formed SVG image');
  const problem = svgProblem(text);
  return problem ? refused(problem) : { ok: true, contentType: 'image/svg+xml' };
}
