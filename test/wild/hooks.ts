// One bed for the tests of a file: started before them, closed after them.
import { afterAll, beforeAll } from 'vitest';
import { startBed, type Bed } from './bed.js';

/** Starts a bed for this test file; the returned function gives it inside the tests. */
export function useBed(): () => Bed {
  let bed: Bed | undefined;
  beforeAll(async () => {
    bed = await startBed();
  }, 60_000);
  afterAll(async () => {
    await bed?.close();
  });
  return () => {
    if (!bed) throw new Error('the bed has not started');
    return bed;
  };
}
