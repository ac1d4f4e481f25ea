import { describe, expect, it } from 'vitest';
import { decodeCsvText } from './csv-file.js';

const text = 'id,name\r\n1,"Sled 4×4 café “deluxe” – €5"\r\n';

describe('decodeCsvText: the encodings Excel saves CSV in (docs/api.md, "CSV files")', () => {
  it('reads UTF-8 with or without its byte-order mark', () => {
    expect(decodeCsvText(Buffer.from(text))).toEqual({ text });
    expect(decodeCsvText(Buffer.from(`\uFEFF${text}`))).toEqual({ text });
  });

  it('reads UTF-16 little- and big-endian by their byte-order mark', () => {
    const little = Buffer.from(`\uFEFF${text}`, 'utf16le');
    expect(decodeCsvText(little)).toEqual({ text });
    expect(decodeCsvText(Buffer.from(little).swap16())).toEqual({ text });
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
    expect(decodeCsvText(bytes)).toEqual({ text: '4×4 café “q” – €Ÿ' });
  });

  it('refuses what is not text, naming the line where reading fails', () => {
    for (const [bytes, line] of [
      [Buffer.from('id\u0000,name\n'), 1],
      [Buffer.from('id,name\n1,\u0007\n'), 2],
      [Buffer.from([0x61, 0x0a, 0x62, 0x0a, 0xe9, 0x81]), 3],
      [Buffer.from(text, 'utf16le'), 1],
      [Buffer.from([0xfe, 0xff, 0x00, 0x41, 0x00, 0x0a, 0x00]), 2],
      [Buffer.from([0xff, 0xfe, 0x41, 0x00, 0x0a, 0x00, 0x00, 0xd8]), 2],
      [Buffer.concat([Buffer.from('\uFEFFid,name\r\n1,ok\r\n2,'), Buffer.from([0xc3])]), 3],
    ] as const)
      expect(decodeCsvText(bytes), bytes.toString('hex')).toEqual({ unreadableLine: line });
  });
});
