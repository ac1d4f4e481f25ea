import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { connectionOptions, maxConnectionsFor, openFileLimit } from './connections.js';

describe('connection limits (decision 0039)', () => {
  it('has documented defaults, in seconds, turned into the server options in milliseconds', () => {
    const { connections } = loadConfig({});
    expect(connections).toEqual({
      headersTimeout: 10,
      requestTimeout: 30,
      keepAliveTimeout: 72,
      socketIdleTimeout: 120,
      maxConnections: undefined,
      maxConnectionsPerAddress: 256,
    });
    expect(connectionOptions(connections)).toEqual({
      requestTimeout: 30_000,
      keepAliveTimeout: 72_000,
      connectionTimeout: 120_000,
      http: { headersTimeout: 10_000, connectionsCheckingInterval: 1000 },
    });
  });

  it('leaves the per-address cap to the proxy behind one, unless it is given', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).connections.maxConnectionsPerAddress).toBe(0);
    expect(
      loadConfig({ TRUST_PROXY: '1', MAX_CONNECTIONS_PER_ADDRESS: '50' }).connections.maxConnectionsPerAddress,
    ).toBe(50);
    expect(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0' }).connections.maxConnectionsPerAddress).toBe(0);
  });

  it('refuses a headers timeout longer than the request timeout, and bad numbers', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT: '40', REQUEST_TIMEOUT: '30' })).toThrow(
      /HEADERS_TIMEOUT: must be from 1 to REQUEST_TIMEOUT/,
    );
    expect(() => loadConfig({ HEADERS_TIMEOUT: '0' })).toThrow(ConfigError);
    expect(loadConfig({ HEADERS_TIMEOUT: '0', REQUEST_TIMEOUT: '0' }).connections.requestTimeout).toBe(0);
    expect(() => loadConfig({ MAX_CONNECTIONS: '-1' })).toThrow(/MAX_CONNECTIONS/);
    expect(() => loadConfig({ PDF_CONCURRENCY: '0' })).toThrow(/PDF_CONCURRENCY/);
    expect(loadConfig({}).pdfConcurrency).toBe(2);
  });

  it('caps connections below the open-file limit unless MAX_CONNECTIONS says otherwise', () => {
    const limits = loadConfig({}).connections;
    expect(maxConnectionsFor(limits, () => 20_000)).toBe(19_744);
    expect(maxConnectionsFor(limits, () => 1024)).toBe(768);
    expect(maxConnectionsFor(limits, () => 100)).toBe(64);
    expect(maxConnectionsFor(limits, () => undefined)).toBe(10_000);
    expect(maxConnectionsFor({ ...limits, maxConnections: 500 }, () => 20_000)).toBe(500);
  });

  it("reads the soft open-file limit from the process's limits file", () => {
    const file = join(mkdtempSync(join(tmpdir(), 'limits-')), 'limits');
    writeFileSync(
      file,
      'Limit                     Soft Limit           Hard Limit           Units     \n' +
        'Max open files            4096                 524288               files     \n',
    );
    expect(openFileLimit(file)).toBe(4096);
    expect(openFileLimit(join(tmpdir(), 'no-such-limits-file'))).toBeUndefined();
  });
});
