import { describe, expect, it } from 'vitest';
import { embedOriginList, parseEmbedOrigin } from './embed-origins.js';

describe('embed origins (decisions/0055)', () => {
  it.each([
    ['https://shop.example.com', 'https://shop.example.com'],
    ['HTTPS://Shop.Example.COM:443/', 'https://shop.example.com'],
    ['https://shop.example.com:8443', 'https://shop.example.com:8443'],
    ['http://localhost', 'http://localhost'],
    ['http://localhost:80', 'http://localhost'],
    ['http://LOCALHOST:5173', 'http://localhost:5173'],
    ['http://127.0.0.1:65535', 'http://127.0.0.1:65535'],
    ['https://localhost:3000', 'https://localhost:3000'],
    ['https://10.0.0.7', 'https://10.0.0.7'],
  ])('reads %j as %j', (text, origin) => {
    expect(parseEmbedOrigin(text)).toBe(origin);
  });

  it.each([
    'http://shop.example.com',
    'https://shop.example.com/path',
    'https://shop.example.com//',
    'https://shop.example.com?',
    'https://*.example.com',
    'https://shop.example.com:',
    'https://shop.example.com:99999',
    'https://-shop.example.com',
    'https://shop..example.com',
    `https://${'a'.repeat(64)}.example.com`,
    `https://${'a.'.repeat(130)}example.com`,
    'https://shop.exa\nmple.com',
    'https://shop.example.com https://other.example.com',
    'javascript:alert(1)',
    'data:text/html,x',
    "'self'",
    'null',
  ])('refuses %j', (text) => {
    expect(parseEmbedOrigin(text)).toBeNull();
  });

  it('lists at most five refused entries in its message', () => {
    const result = embedOriginList.safeParse(Array.from({ length: 8 }, (_, i) => `http://bad${i}.example`));
    expect(result.success).toBe(false);
    const message = result.error!.issues[0]!.message;
    expect(message).toMatch(/^contains invalid origins: http:\/\/bad0\.example, .*http:\/\/bad4\.example, 3 more \(/);
    expect(message).not.toContain('bad5');
  });

  it('leaves a missing list undefined (an update keeps it) and makes null none', () => {
    expect(embedOriginList.parse(undefined)).toBeUndefined();
    expect(embedOriginList.parse(null)).toEqual([]);
    expect(embedOriginList.parse(['', ' https://a.example ', 'https://A.example/'])).toEqual(['https://a.example']);
  });
});
