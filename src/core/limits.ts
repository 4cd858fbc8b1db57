// Time limits for calls that may stall: a stall ends its call with a code instead of blocking the queue.
import { DriverError } from './driver.js';

/** Runs `call` with a signal that aborts after `ms` or with `parent`; a late call fails with `code`. */
export async function withLimit<T>(
  parent: AbortSignal,
  ms: number,
  code: string,
  what: string,
  call: (signal: AbortSignal) => Promise<T>,
  mayHaveActed = false,
): Promise<T> {
  parent.throwIfAborted();
  const controller = new AbortController();
  const onAbort = (): void => controller.abort(parent.reason);
  parent.addEventListener('abort', onAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new DriverError(
        code,
        `${what} took longer than ${ms} ms${mayHaveActed ? '; the action may have happened' : ''}`,
        mayHaveActed,
      );
      controller.abort(error);
      reject(error);
    }, ms);
  });
  const aborted = new Promise<never>((_, reject) => {
    if (controller.signal.aborted) reject(controller.signal.reason);
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  try {
    return await Promise.race([call(controller.signal), timeout, aborted]);
  } finally {
    clearTimeout(timer);
    parent.removeEventListener('abort', onAbort);
  }
}

/** Sleeps for `ms`, ending early (with the reason) when `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    if (ms <= 0) return resolve();
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** `work`'s value, or `fallback` once `ms` have passed; the timer never outlives the race. */
export async function orAfter<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
