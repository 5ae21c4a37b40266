import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, captchaEnabled: true, logLevel: 'info', databaseUrl: undefined });
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('warn');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: '/srv/bus',
      DATABASE_URL: 'postgres://x',
      AUTH_CAPTCHA: 'OFF',
      LOG_LEVEL: 'error',
      ADMIN_PASSWORD: 'p',
    });
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/srv/bus',
      databaseUrl: 'postgres://x',
      captchaEnabled: false,
      logLevel: 'error',
      adminPassword: 'p',
    });
  });

  it('refuses values it cannot use, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ AUTH_CAPTCHA: 'maybe' })).toThrow(/AUTH_CAPTCHA/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ UPLOAD_MAX_MB: 'ten' })).toThrow(/UPLOAD_MAX_MB/);
    expect(() => loadConfig({ UPLOAD_MAX_MB: '-1' })).toThrow(/UPLOAD_MAX_MB/);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ EMBEDDED_DB_BUFFERS_MB: '0' })).toThrow(/EMBEDDED_DB_BUFFERS_MB/);
    expect(() => loadConfig({ EMBEDDED_DB_BUFFERS_MB: '12.5' })).toThrow(/EMBEDDED_DB_BUFFERS_MB/);
    expect(() => loadConfig({ EMBEDDED_DB_WASM_OPTIMIZER: 'yes' })).toThrow(/EMBEDDED_DB_WASM_OPTIMIZER must be on or off/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('keeps 20 connections to PostgreSQL at most unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig({}).databasePoolSize).toBe(20);
    expect(loadConfig({ DATABASE_POOL_SIZE: '50' }).databasePoolSize).toBe(50);
  });

  it('gives the embedded database a 16 MB page cache unless EMBEDDED_DB_BUFFERS_MB says otherwise', () => {
    expect(loadConfig({}).embeddedBuffersMb).toBe(16);
    expect(loadConfig({ EMBEDDED_DB_BUFFERS_MB: '256' }).embeddedBuffersMb).toBe(256);
  });

  it("runs the embedded database on V8's baseline compiler unless EMBEDDED_DB_WASM_OPTIMIZER is on", () => {
    expect(loadConfig({}).embeddedWasmOptimizer).toBe(false);
    expect(loadConfig({ EMBEDDED_DB_WASM_OPTIMIZER: 'ON' }).embeddedWasmOptimizer).toBe(true);
  });

  it('lets the heap grow half again past what is alive unless HEAP_GROWTH_PERCENT says otherwise (0: V8 decides)', () => {
    expect(loadConfig({}).heapGrowthPercent).toBe(50);
    expect(loadConfig({ HEAP_GROWTH_PERCENT: '0' }).heapGrowthPercent).toBe(0);
    expect(loadConfig({ HEAP_GROWTH_PERCENT: '120' }).heapGrowthPercent).toBe(120);
    expect(() => loadConfig({ HEAP_GROWTH_PERCENT: '-5' })).toThrow(/HEAP_GROWTH_PERCENT must be a whole number/);
    expect(() => loadConfig({ HEAP_GROWTH_PERCENT: 'lots' })).toThrow(/HEAP_GROWTH_PERCENT/);
  });

  it('trusts no proxy unless TRUST_PROXY names hops or addresses', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16']);
  });

  it('fires the approval timers every WORKFLOW_TIMER_INTERVAL_SECONDS (30 by default)', () => {
    expect(loadConfig({}).workflowTimerIntervalMs).toBe(30_000);
    expect(loadConfig({ WORKFLOW_TIMER_INTERVAL_SECONDS: '5' }).workflowTimerIntervalMs).toBe(5000);
    expect(() => loadConfig({ WORKFLOW_TIMER_INTERVAL_SECONDS: '0' })).toThrow(/WORKFLOW_TIMER_INTERVAL_SECONDS must be a number of seconds/);
    expect(() => loadConfig({ WORKFLOW_TIMER_INTERVAL_SECONDS: 'often' })).toThrow(/WORKFLOW_TIMER_INTERVAL_SECONDS must be a number of seconds/);
  });

  it('checks signed dictionary look-ups only with a SIGNATURE_SECRET of 16 characters or more', () => {
    expect(loadConfig({}).signatureSecret).toBeUndefined();
    expect(loadConfig({ SIGNATURE_SECRET: 'a-long-enough-secret' }).signatureSecret).toBe('a-long-enough-secret');
    expect(() => loadConfig({ SIGNATURE_SECRET: 'short' })).toThrow(/SIGNATURE_SECRET must be at least 16 characters/);
  });

  it('limits uploads to UPLOAD_MAX_MB megabytes (10 by default)', () => {
    expect(loadConfig({}).uploadMaxBytes).toBe(10 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_MAX_MB: '2.5' }).uploadMaxBytes).toBe(2.5 * 1024 * 1024);
  });
});
