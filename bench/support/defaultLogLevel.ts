/**
 * The server's own default log level (`LOG_LEVEL` unset means 'info', apps/server/src/config.ts),
 * spelled out because the e2e harness quietens the server to 'warn'. A bench measures the server
 * as production runs it, request logs included; a quieter level would flatter every figure.
 */
export const DEFAULT_LOG_LEVEL = { LOG_LEVEL: 'info' } as const;
