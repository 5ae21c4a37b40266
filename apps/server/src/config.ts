import path from 'node:path';

/** PostgreSQL connections per server unless DATABASE_POOL_SIZE says otherwise */
export const DEFAULT_POOL_SIZE = 20;
/** HEAP_GROWTH_PERCENT unless set (AppConfig.heapGrowthPercent) */
export const DEFAULT_HEAP_GROWTH_PERCENT = 50;

/** Everything the server reads from the environment (DESIGN.md "Configuration"). */
export interface AppConfig {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /**
   * DATABASE_POOL_SIZE: connections the server keeps to PostgreSQL at most (default 20). A request
   * holds its connection while the server works between its statements, so a pool smaller than the
   * requests in flight queues them: 20 clients approving on 10 connections were half again slower
   * than on 20 (issue 11's bench).
   */
  databasePoolSize?: number;
  redisUrl?: string;
  adminPassword?: string;
  captchaEnabled: boolean;
  nodeEnv: string;
  /** pino level; LOG_LEVEL, else warn under NODE_ENV=test and info otherwise */
  logLevel: string;
  /** DATA_SOURCE_KEY: 32-byte key (64 hex or base64) encrypting data-source passwords; unset = passwords cannot be saved */
  dataSourceKey?: string;
  /** DATA_SOURCE_ALLOWED_HOSTS: hosts a data-source connection check may reach (comma list; empty = none) */
  dataSourceAllowedHosts?: string[];
  /** UPLOAD_MAX_MB: largest file one upload may carry, in bytes (default 10 MB) */
  uploadMaxBytes?: number;
  /** IMPORT_MAX_ROWS / IMPORT_MAX_UNCOMPRESSED_MB: caps of one Excel import (see lib/xlsx) */
  importLimits?: { maxRows: number; maxUncompressedBytes: number };
  /** GTFS_MAX_ZIP_MB / GTFS_MAX_UNCOMPRESSED_MB / GTFS_MAX_ROWS: caps of one GTFS feed import or validation */
  gtfsLimits?: { maxZipBytes: number; maxUncompressedBytes: number; maxRows: number };
  /**
   * TRUST_PROXY: which proxies may tell the client's address (X-Forwarded-For), for the per-address
   * limits (SMS, sign-in). Unset = none: behind a proxy every client would share its address.
   * A number of hops, or a comma list of proxy addresses / CIDR ranges.
   */
  trustProxy?: number | string[];
  /**
   * EMBEDDED_DB_BUFFERS_MB: the embedded database's page cache (PostgreSQL's shared_buffers, default
   * 16 MB; the system's file cache holds the rest of the data files). PostgreSQL's default of 128 MB
   * was most of an idle server's memory (issue 10: 10,000 users imported under 300 MB); a large
   * network's timetables may want more.
   */
  embeddedBuffersMb?: number;
  /**
   * EMBEDDED_DB_WASM_OPTIMIZER: `off` (default) runs the embedded database's WebAssembly on V8's
   * baseline compiler only: about 60 MB less memory and a faster start, the same speed for the
   * app's short queries, about 40% slower on large sorts and aggregates (`on` for report-heavy use).
   */
  embeddedWasmOptimizer?: boolean;
  /**
   * HEAP_GROWTH_PERCENT: how far (in percent of what is alive) the server's JavaScript heap may grow
   * before V8 collects it fully; default 50. V8's own choice (`0`) let a 10,000-user import grow the
   * heap by 70 MB of garbage (issue 10: under 300 MB); 50 keeps it to about 30 MB at a few percent
   * more CPU in collections.
   */
  heapGrowthPercent?: number;
  /** WORKFLOW_TIMER_INTERVAL_SECONDS: how often the approval runtime fires due task timers (default 30 s) */
  workflowTimerIntervalMs?: number;
  /** MAP_STYLE_URL: a MapLibre style for the ops maps' base map; unset = a plain background (works offline) */
  mapStyleUrl?: string;
  /**
   * SIGNATURE_SECRET: the dictionary look-ups answer only requests signed with it (X-Sign,
   * X-TIMESTAMP; plugins/request-signature.ts); unset = not checked. The web signs with
   * VITE_SIGNATURE_SECRET, the same value, given when it is built.
   */
  signatureSecret?: string;
}

function parseTrustProxy(raw: string | undefined): number | string[] | undefined {
  const value = (raw ?? '').trim();
  if (!value || value === 'false' || value === '0') return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry));
  if (bad) throw new Error(`TRUST_PROXY must be a number of proxy hops or a comma list of proxy addresses (CIDR allowed), got ${bad}`);
  return entries;
}

function parseMapStyleUrl(raw: string | undefined): string | undefined {
  const value = (raw ?? '').trim();
  if (!value) return undefined;
  if (!/^(https?:\/\/|\/)/.test(value)) throw new Error(`MAP_STYLE_URL must be an http(s) URL or a path on this server, got ${value}`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port number: ${env.PORT}`);
  const captcha = (env.AUTH_CAPTCHA ?? 'on').toLowerCase();
  if (captcha !== 'on' && captcha !== 'off') throw new Error(`AUTH_CAPTCHA must be on or off, got ${env.AUTH_CAPTCHA}`);
  const nodeEnv = env.NODE_ENV || 'development';
  const logLevel = (env.LOG_LEVEL || (nodeEnv === 'test' ? 'warn' : 'info')).toLowerCase();
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new Error(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got ${env.LOG_LEVEL}`);
  }
  const uploadMaxMb = Number(env.UPLOAD_MAX_MB || 10);
  if (!Number.isFinite(uploadMaxMb) || uploadMaxMb <= 0 || uploadMaxMb > 1024)
    throw new Error(`UPLOAD_MAX_MB must be a number of megabytes between 0 and 1024, got ${env.UPLOAD_MAX_MB}`);
  const importMaxRows = Number(env.IMPORT_MAX_ROWS || 50_000);
  if (!Number.isInteger(importMaxRows) || importMaxRows < 1) throw new Error(`IMPORT_MAX_ROWS must be a positive whole number, got ${env.IMPORT_MAX_ROWS}`);
  const importMaxMb = Number(env.IMPORT_MAX_UNCOMPRESSED_MB || 64);
  if (!Number.isFinite(importMaxMb) || importMaxMb <= 0 || importMaxMb > 4096)
    throw new Error(`IMPORT_MAX_UNCOMPRESSED_MB must be a number of megabytes between 0 and 4096, got ${env.IMPORT_MAX_UNCOMPRESSED_MB}`);
  const gtfsZipMb = Number(env.GTFS_MAX_ZIP_MB || 200);
  if (!Number.isFinite(gtfsZipMb) || gtfsZipMb <= 0 || gtfsZipMb > 4096)
    throw new Error(`GTFS_MAX_ZIP_MB must be a number of megabytes between 0 and 4096, got ${env.GTFS_MAX_ZIP_MB}`);
  const gtfsUncompressedMb = Number(env.GTFS_MAX_UNCOMPRESSED_MB || 1024);
  if (!Number.isFinite(gtfsUncompressedMb) || gtfsUncompressedMb <= 0 || gtfsUncompressedMb > 16_384)
    throw new Error(`GTFS_MAX_UNCOMPRESSED_MB must be a number of megabytes between 0 and 16384, got ${env.GTFS_MAX_UNCOMPRESSED_MB}`);
  const gtfsMaxRows = Number(env.GTFS_MAX_ROWS || 5_000_000);
  if (!Number.isInteger(gtfsMaxRows) || gtfsMaxRows < 1) throw new Error(`GTFS_MAX_ROWS must be a positive whole number, got ${env.GTFS_MAX_ROWS}`);
  const embeddedBuffersMb = Number(env.EMBEDDED_DB_BUFFERS_MB || 16);
  if (!Number.isInteger(embeddedBuffersMb) || embeddedBuffersMb < 1 || embeddedBuffersMb > 4096)
    throw new Error(`EMBEDDED_DB_BUFFERS_MB must be a whole number of megabytes between 1 and 4096, got ${env.EMBEDDED_DB_BUFFERS_MB}`);
  const databasePoolSize = Number(env.DATABASE_POOL_SIZE || DEFAULT_POOL_SIZE);
  if (!Number.isInteger(databasePoolSize) || databasePoolSize < 1 || databasePoolSize > 1000)
    throw new Error(`DATABASE_POOL_SIZE must be a whole number of connections between 1 and 1000, got ${env.DATABASE_POOL_SIZE}`);
  const optimizer = (env.EMBEDDED_DB_WASM_OPTIMIZER || 'off').toLowerCase();
  if (optimizer !== 'on' && optimizer !== 'off') throw new Error(`EMBEDDED_DB_WASM_OPTIMIZER must be on or off, got ${env.EMBEDDED_DB_WASM_OPTIMIZER}`);
  const heapGrowthPercent = Number(env.HEAP_GROWTH_PERCENT || DEFAULT_HEAP_GROWTH_PERCENT);
  if (!Number.isInteger(heapGrowthPercent) || heapGrowthPercent < 0 || heapGrowthPercent > 400)
    throw new Error(`HEAP_GROWTH_PERCENT must be a whole number between 0 (V8 decides) and 400, got ${env.HEAP_GROWTH_PERCENT}`);
  const timerSeconds = Number(env.WORKFLOW_TIMER_INTERVAL_SECONDS || 30);
  if (!Number.isFinite(timerSeconds) || timerSeconds < 1 || timerSeconds > 86_400)
    throw new Error(`WORKFLOW_TIMER_INTERVAL_SECONDS must be a number of seconds between 1 and 86400, got ${env.WORKFLOW_TIMER_INTERVAL_SECONDS}`);
  const signatureSecret = env.SIGNATURE_SECRET || undefined;
  if (signatureSecret !== undefined && signatureSecret.length < 16)
    throw new Error('SIGNATURE_SECRET must be at least 16 characters (a guessable secret signs nothing)');
  return {
    port,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    captchaEnabled: captcha === 'on',
    nodeEnv,
    logLevel,
    dataSourceKey: env.DATA_SOURCE_KEY || undefined,
    dataSourceAllowedHosts: (env.DATA_SOURCE_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    uploadMaxBytes: Math.round(uploadMaxMb * 1024 * 1024),
    importLimits: { maxRows: importMaxRows, maxUncompressedBytes: Math.round(importMaxMb * 1024 * 1024) },
    gtfsLimits: { maxZipBytes: Math.round(gtfsZipMb * 1024 * 1024), maxUncompressedBytes: Math.round(gtfsUncompressedMb * 1024 * 1024), maxRows: gtfsMaxRows },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    embeddedBuffersMb,
    databasePoolSize,
    embeddedWasmOptimizer: optimizer === 'on',
    heapGrowthPercent,
    workflowTimerIntervalMs: Math.round(timerSeconds * 1000),
    mapStyleUrl: parseMapStyleUrl(env.MAP_STYLE_URL),
    signatureSecret,
  };
}
