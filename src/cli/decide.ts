// `beans-picker decide`: answer one System One request from stdin, or serve /v1/systemone on loopback.
import { configuredDecider } from '../app.js';
import { DecisionError } from '../core/decision/systemone.js';
import { InvalidRequestError, startDecisionServer, validateRequest } from '../decide/index.js';
import type { Config } from '../config/schema.js';
import type { Io } from './io.js';

/** Runs the decide command; the exit status is 0 on an answer, 1 on a decision error, 2 on a bad request. */
export async function runDecide(
  config: Config,
  flags: { serve?: boolean | undefined; port?: string | undefined },
  io: Io,
): Promise<number> {
  const decider = configuredDecider(config);
  if (flags.serve) {
    const port = flags.port === undefined ? 0 : Number(flags.port);
    if (!Number.isInteger(port) || port < 0 || port > 65_535) {
      io.err('beans-picker: --port must be an integer from 0 to 65535\n');
      return 2;
    }
    const server = await startDecisionServer({ decider, port });
    io.err(
      `serving POST ${server.url}/v1/systemone and GET ${server.url}/v1/models (decider: ${decider.name}); Ctrl-C stops\n`,
    );
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    await server.close();
    return 0;
  }
  let request;
  try {
    request = validateRequest(JSON.parse(await io.readStdin()) as unknown);
  } catch (error: unknown) {
    const detail =
      error instanceof InvalidRequestError
        ? error.problems
        : [{ path: [], message: 'the input is not valid JSON', type: 'json_invalid' }];
    io.out(
      `${JSON.stringify({ detail: detail.map((p) => ({ loc: p.path, msg: p.message, type: p.type })) })}\n`,
    );
    return 2;
  }
  try {
    const { response } = await decider.decide(request, { signal: new AbortController().signal });
    io.out(`${JSON.stringify(response)}\n`);
    return 0;
  } catch (error: unknown) {
    const code = error instanceof DecisionError ? error.code : 'internal';
    io.out(
      `${JSON.stringify({ detail: { message: error instanceof DecisionError ? error.message : 'an internal error occurred', error_type: code } })}\n`,
    );
    return 1;
  }
}
