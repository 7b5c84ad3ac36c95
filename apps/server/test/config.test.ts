import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('starts on the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'development', port: 3000, host: '0.0.0.0', logLevel: 'info' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.webDistDir.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('reads the values it is given, treating empty ones as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/pm',
      DATABASE_URL: 'postgres://u@h/db',
      HOST: '',
    });
    expect(config).toMatchObject({ port: 8080, dataDir: '/tmp/pm', databaseUrl: 'postgres://u@h/db' });
    expect(config.host).toBe('0.0.0.0');
    expect(config.siteStorageWaitMs).toBe(2000);
    expect(loadConfig({ SITE_STORAGE_WAIT_MS: '30000' }).siteStorageWaitMs).toBe(30_000);
    expect(config.resumeQuiet).toEqual({ quietMs: 200, maxWaitMs: 5000 });
    expect(loadConfig({ RESUME_QUIET_MS: '0', RESUME_MAX_WAIT_MS: '1000' }).resumeQuiet).toEqual({
      quietMs: 0,
      maxWaitMs: 1000,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid environment variable PORT="abc": must be a whole number between 0 and 65535'],
    [
      { PORT: '70000' },
      'Invalid environment variable PORT="70000": must be a whole number between 0 and 65535',
    ],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid environment variable DATABASE_URL="mysql://x": must start with postgres:// or postgresql://',
    ],
    [
      { GITHUB_API_BASE: 'api.github.com' },
      'Invalid environment variable GITHUB_API_BASE="api.github.com": must be an http(s) URL',
    ],
    [
      { GITHUB_TIMEOUT_MS: '0' },
      'Invalid environment variable GITHUB_TIMEOUT_MS="0": must be a whole number above 0',
    ],
    [
      { SITE_STORAGE_WAIT_MS: '2s' },
      'Invalid environment variable SITE_STORAGE_WAIT_MS="2s": must be a whole number above 0',
    ],
    [
      { RESUME_QUIET_MS: '-1' },
      'Invalid environment variable RESUME_QUIET_MS="-1": must be 0 or more milliseconds',
    ],
    [
      { RESUME_QUIET_MS: 'soon' },
      'Invalid environment variable RESUME_QUIET_MS="soon": must be 0 or more milliseconds',
    ],
    [
      { OTP_RESEND_SECONDS: 'a minute' },
      'Invalid environment variable OTP_RESEND_SECONDS="a minute": must be 0 or more seconds',
    ],
    [
      { MIN_FREE_DISK_MB: '1.5' },
      'Invalid environment variable MIN_FREE_DISK_MB="1.5": must be 0 or more MB',
    ],
    [
      { SITE_CDN_MAX_AGE: '-60' },
      'Invalid environment variable SITE_CDN_MAX_AGE="-60": must be 0 or more seconds',
    ],
    [
      { RESUME_MAX_WAIT_MS: '0' },
      'Invalid environment variable RESUME_MAX_WAIT_MS="0": must be a whole number above 0',
    ],
  ])('stops on %j with one line naming the variable', (env, line) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(line));
  });

  it("reads GitHub's API: the public one without a token by default, or a stand-in's with one", () => {
    expect(loadConfig({}).github).toEqual({
      apiBase: 'https://api.github.com',
      token: undefined,
      timeoutMs: 5000,
    });
    expect(
      loadConfig({ GITHUB_API_BASE: 'http://127.0.0.1:9/', GITHUB_TOKEN: 'ghp_x', GITHUB_TIMEOUT_MS: '200' })
        .github,
    ).toEqual({ apiBase: 'http://127.0.0.1:9', token: 'ghp_x', timeoutMs: 200 });
  });

  it('refuses a list price that is not above the price', () => {
    expect(() => loadConfig({ PRICE_PAISE: '9900', LIST_PRICE_PAISE: '9900' })).toThrow(
      new ConfigError(
        'Invalid environment variable LIST_PRICE_PAISE="9900": must be more than PRICE_PAISE (9900), or 0 for none',
      ),
    );
    expect(loadConfig({ LIST_PRICE_PAISE: '0' }).payments.listPricePaise).toBeUndefined();
    expect(loadConfig({}).payments.listPricePaise).toBe(39900);
  });

  it('trusts the proxies TRUST_PROXY names: none by default, a hop count, or addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback,uniquelocal' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
      'uniquelocal',
    ]);
  });

  it('refuses TRUST_PROXY=true, saying what to write instead, and entries that are no address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      new ConfigError(
        'Invalid environment variable TRUST_PROXY="true": would let every client choose its own address; write the proxies to trust instead, as addresses or CIDRs (127.0.0.1,10.0.0.0/8, loopback, uniquelocal) or a hop count (1)',
      ),
    );
    for (const value of ['10.0.0.0/33', 'proxy.internal', '127.0.0.1,,x', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        new ConfigError(
          `Invalid environment variable TRUST_PROXY=${JSON.stringify(value)}: must be false, a hop count (1) or a comma list of addresses and CIDRs (127.0.0.1,10.0.0.0/8, loopback, uniquelocal)`,
        ),
      );
    }
  });

  it('names NODE_ENV when it is not one of the known environments', () => {
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(
      /^Invalid environment variable NODE_ENV="staging"/,
    );
  });
});
