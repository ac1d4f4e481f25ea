import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { publicResultUrl, resellerOrigin } from './public-url.js';

describe("links on the reseller's domain", () => {
  const config = loadConfig({ PORT: '3000' });

  it('uses https on the default port for a production domain', () => {
    expect(resellerOrigin(config, 'Shop.Example.com')).toBe('https://shop.example.com');
    expect(publicResultUrl(config, 'shop.example.com', 'abc_-12')).toBe('https://shop.example.com/results?t=abc_-12');
  });

  it('uses http on the server port for localhost domains, so the links of npm start open', () => {
    expect(resellerOrigin(config, 'localhost')).toBe('http://localhost:3000');
    expect(resellerOrigin(config, 'northwind.localhost')).toBe('http://northwind.localhost:3000');
  });

  it('falls back to the default reseller domain for a result without a reseller', () => {
    expect(resellerOrigin(loadConfig({ DEFAULT_RESELLER_DOMAIN: 'calc.example.com' }), null)).toBe(
      'https://calc.example.com',
    );
  });

  it('follows PUBLIC_URL_SCHEME and PUBLIC_URL_PORT when set, and drops a default port', () => {
    const dev = loadConfig({ PUBLIC_URL_SCHEME: 'http', PUBLIC_URL_PORT: '8080' });
    expect(resellerOrigin(dev, 'shop.example.com')).toBe('http://shop.example.com:8080');
    const proxied = loadConfig({ PUBLIC_URL_SCHEME: 'https', PUBLIC_URL_PORT: '443' });
    expect(resellerOrigin(proxied, 'northwind.localhost')).toBe('https://northwind.localhost');
  });

  it('refuses a scheme or port it cannot use at start-up', () => {
    expect(() => loadConfig({ PUBLIC_URL_SCHEME: 'ftp' })).toThrow(/PUBLIC_URL_SCHEME/);
    expect(() => loadConfig({ PUBLIC_URL_PORT: '70000' })).toThrow(/PUBLIC_URL_PORT/);
    expect(() => loadConfig({ PUBLIC_URL_PORT: 'x' })).toThrow(/PUBLIC_URL_PORT/);
  });
});
