// Logging to stderr: codes and error types only, never screen text, keys, paths or request bodies.
import type { Config } from './config/schema.js';

const LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;

/** A logger that only takes an event name, a code and an error type. */
export interface Log {
  event(
    level: 'error' | 'warn' | 'info' | 'debug',
    event: string,
    fields?: { code?: string; errorType?: string; ms?: number },
  ): void;
}

/** A logger writing one JSON line per event to a stream (stderr by default). */
export function createLog(
  level: Config['BEANS_PICKER_LOG_LEVEL'],
  write: (line: string) => void = (l) => process.stderr.write(l),
): Log {
  const max = LEVELS.indexOf(level);
  return {
    event(at, event, fields = {}) {
      if (LEVELS.indexOf(at) > max) return;
      write(`${JSON.stringify({ level: at, event, ...fields })}\n`);
    },
  };
}

/** The type of an error, safe to log. */
export function errorType(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}
