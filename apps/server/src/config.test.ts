import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { trustProxyOption } from './plugins/security.js';

describe('TRUST_PROXY', () => {
  const trustProxy = (value?: string) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;

  it('takes false, true, a hop count, or proxy addresses and CIDRs', () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['yes', '10.0.0.0/33', '1.2.3', '10.0.0.1,', 'nginx', '-1'])('refuses %j with the whole rule', (value) => {
    expect(() => trustProxy(value)).toThrow(ConfigError);
    expect(() => trustProxy(value)).toThrow(/TRUST_PROXY: must be true, false, a hop count, or a comma-separated list/);
  });

  it('gives Fastify a hop count as "trust the nearest N hops"', () => {
    const trust = trustProxyOption(1);
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('198.51.100.1', 1)).toBe(false);
    expect(trustProxyOption(['127.0.0.1'])).toEqual(['127.0.0.1']);
    expect(trustProxyOption(false)).toBe(false);
  });
});

describe('SMTP_URL and MAIL_FROM', () => {
  it('takes smtp:// and smtps:// URLs with a sender; neither set leaves mail off', () => {
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    const config = loadConfig({ SMTP_URL: 'smtps://u:secret@mail.example.com:465', MAIL_FROM: 'Calc <c@example.com>' });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://u:secret@mail.example.com:465',
      mailFrom: 'Calc <c@example.com>',
    });
  });

  it('refuses other schemes and a missing sender without repeating the URL (it may hold a password)', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://u:secret@mail.example.com', MAIL_FROM: 'c@example.com' })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => loadConfig({ SMTP_URL: 'smtp://u:secret@mail.example.com' })).toThrow(
      /MAIL_FROM: must be set when SMTP_URL is set/,
    );
    try {
      loadConfig({ SMTP_URL: 'ftp://u:secret@x', MAIL_FROM: 'nope' });
    } catch (error) {
      expect((error as Error).message).not.toContain('secret');
      expect((error as Error).message).toContain('MAIL_FROM');
    }
  });
});
