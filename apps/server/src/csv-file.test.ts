import { describe, expect, it } from 'vitest';
import { decodeCsvText } from './csv-file.js';

const text = 'id,name\r\n1,"Sled 4×4 café “deluxe” – €5"\r\n';

describe('decodeCsvText: the encodings Excel saves CSV in (docs/api.md, "CSV files")', () => {
  it('reads UTF-8 with or without its byte-order mark', () => {
    expect(decodeCsvText(Buffer.from(text))).toBe(text);
    expect(decodeCsvText(Buffer.from(`\uFEFF${text}`))).toBe(text);
  });

  it('reads UTF-16 little- and big-endian by their byte-order mark', () => {
    const little = Buffer.from(`\uFEFF${text}`, 'utf16le');
    expect(decodeCsvText(little)).toBe(text);
    expect(decodeCsvText(Buffer.from(little).swap16())).toBe(text);
  });

  it('reads Windows-1252 where the bytes are not UTF-8, with its own characters for 0x80–0x9F', () => {
    const bytes = Buffer.from([
      ...Buffer.from('4'),
      0xd7,
      ...Buffer.from('4 caf'),
      0xe9,
      0x20,
      0x93,
      0x71,
      0x94,
      0x20,
      0x96,
      0x20,
      0x80,
      0x9f,
    ]);
    expect(decodeCsvText(bytes)).toBe('4×4 café “q” – €Ÿ');
  });

  it('refuses what is not text: NULs, controls, undefined Windows-1252 bytes, UTF-16 without a mark, odd UTF-16BE', () => {
    for (const bytes of [
      Buffer.from('id\u0000,name\n'),
      Buffer.from('id,name\n1,\u0007\n'),
      Buffer.from([0x61, 0xe9, 0x81]),
      Buffer.from(text, 'utf16le'),
      Buffer.from([0xfe, 0xff, 0x00, 0x41, 0x00]),
      Buffer.from([0xff, 0xfe, 0x00, 0xd8]),
      Buffer.from([0xef, 0xbb, 0xbf, 0xc3]),
    ])
      expect(decodeCsvText(bytes), bytes.toString('hex')).toBeNull();
  });
});
