// One call at a time: every tool call waits its turn; a call cancelled before its turn never runs.

/** A FIFO of async jobs that run one after another. */
export class CallQueue {
  private tail: Promise<unknown> = Promise.resolve();

  /** Runs `job` after every earlier job has finished; rejects without running when `signal` aborts first. */
  run<T>(signal: AbortSignal, job: () => Promise<T>): Promise<T> {
    // The tail never rejects (see below), so one handler is enough.
    const turn = this.tail.then(() => {
      signal.throwIfAborted();
      return job();
    });
    this.tail = turn.catch(() => undefined);
    return turn;
  }
}
