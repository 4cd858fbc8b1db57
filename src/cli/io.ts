// Where CLI commands write: injected so only main touches the process streams.

/** Output channels of a command. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Standard input, read whole (for `decide`). */
  readStdin(): Promise<string>;
}
