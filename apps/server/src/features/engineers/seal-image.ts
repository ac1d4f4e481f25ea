/**
 * Is an uploaded seal an image, by its bytes rather than its name (docs/decisions/0052-engineer-review.md)? A seal
 * is a PNG that decodes whole or a baseline or progressive JPEG whose frame header names a size, under 2 MB: raster
 * images the report embeds as they are. SVG is refused: a vector file is a program for its renderer, and a stored
 * SVG seal is treated as no seal (findSeal).
 */
import { SEAL_MAX_BYTES, type SealContentType } from '@nprm/contracts';
import { PNG } from 'pngjs';

export type SealCheck = { ok: true; contentType: SealContentType } | { ok: false; problem: string };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const NOT_AN_IMAGE = 'must be a PNG or JPEG image';

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

/** Start-of-frame markers (SOF0–SOF15 but DHT, JPG and DAC), whose segment holds the image's height and width. */
const isFrameMarker = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * Walks a JPEG's segments from its start-of-image marker to the scan: a frame header with a non-zero size must come
 * before the scan, and the file must end with the end-of-image marker. No pixel is decoded: the PDF embeds the
 * bytes, and a reader that cannot decode them shows no seal rather than running anything.
 */
function checkJpeg(bytes: Buffer): SealCheck {
  const unreadable = refused('is not a readable JPEG image');
  if (bytes.length < 4 || bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) return unreadable;
  let offset = 2;
  let sized = false;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return unreadable;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return unreadable;
    if (isFrameMarker(marker)) {
      if (length < 7) return unreadable;
      sized = bytes.readUInt16BE(offset + 5) > 0 && bytes.readUInt16BE(offset + 7) > 0;
      if (!sized) return refused('is an empty JPEG');
    }
    if (marker === 0xda) return sized ? { ok: true, contentType: 'image/jpeg' } : unreadable;
    offset += 2 + length;
  }
  return unreadable;
}

/** Checks an upload; `problem` completes "Seal …". */
export function checkSealImage(bytes: Buffer): SealCheck {
  if (bytes.length === 0) return refused("can't be blank");
  if (bytes.length >= SEAL_MAX_BYTES) return refused('must be under 2 MB');
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return checkPng(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return checkJpeg(bytes);
  return refused(NOT_AN_IMAGE);
}
