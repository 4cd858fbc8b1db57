// The CLI's usage text.

/** Printed by --help. */
export const USAGE = `beans-picker: hand-picks the right control, acts in the background, and verifies.

Usage:
  beans-picker                        MCP server on stdio (for Claude Code, Codex, any MCP client)
  beans-picker demo [--sim]           run the demo task (web fixture in headless Chromium, or the simulated desktop)
  beans-picker demo files             Linux: sort nine files into three folders through thunar on a private
                                      desktop, one decider request for all nine, verified by content hashes
  beans-picker windows [--app NAME]   list windows with their ids
  beans-picker observe --window ID [--instruction TEXT] [--limit N]
  beans-picker act --window ID (--instruction TEXT | --candidate ID) [--text T] [--allow-destructive]
  beans-picker act --json '{"windowId": "...", "instruction": "...", "then": [...]}'
  beans-picker inspect (--window ID | --url URL) [--instruction TEXT] [--out DIR]
                                      write an annotated capture and the decision payload into a new folder
  beans-picker decide [--serve [--port N]]   answer a System One request from stdin, or serve /v1/systemone
  beans-picker desktop start          Linux: start a private desktop and print its env (eval "$(...)"); keys and
                                      pointer input are allowed there where AT-SPI cannot act in the background
  beans-picker desktop stop [--session DIR]   end it (DIR defaults to $BEANS_PICKER_SESSION)
  beans-picker doctor                 check each driver's prerequisites and the decider
  beans-picker grant-ax               macOS: build the exact-text helper and list it under Accessibility
  beans-picker run "goal" (--window ID | --app NAME | --url URL) [--act] ...   work toward a goal (run --help)
  beans-picker replay --run DIR --step N     rebuild a saved step and re-decide it offline
  beans-picker daemon [--socket PATH] [--drivers LIST] [--cdp-endpoint URL]
                                      stay running, browser attached and decider warm, for run --daemon
  beans-picker --version | --help

Options:
  --drivers LIST        drivers to use (auto, or any of browser, linux, macos, sim)
  --cdp-endpoint URL    attach to a running Chrome instead of launching one (as BEANS_PICKER_CDP_ENDPOINT)
  --tools LIST          opt-in tool groups the server lists besides the core: files, clipboard, window, or all
                        (as BEANS_PICKER_TOOLS)

act prints the result as JSON; its "status" is one of done (the step happened and was read back), unverified (it
acted but could not read the result), no_effect, mismatch (it acted and the result reads otherwise), ambiguous
(a shortlist in "candidates": pass one with --candidate), needs_confirmation (destructive: add
--allow-destructive), refused, not_found or failed. Exit status: 0 for done, 1 for any other status or an error,
2 for bad usage.

Configuration comes from the environment, then .env.local/.env in a checkout, then ~/.config/beans-picker.
See .env.example.`;

/** The one-line usage printed with exit status 2. */
export const USAGE_LINE =
  'usage: beans-picker [demo|desktop|windows|observe|act|inspect|decide|doctor|run|replay|daemon] [options]  (beans-picker --help)';

/** Printed by run --help and replay --help. */
export const RUN_USAGE = `beans-picker run: work toward a plain-English goal on one window, step by step, verifying each action.

Usage:
  beans-picker run "goal" (--window ID | --app NAME | --url URL) [--act] [--steps 100] [--delay auto|S]
                   [--handoffs 10] [--min-confidence 0.4] [--runs DIR] [--drivers LIST] [--cdp-endpoint URL]
                   [--daemon [--socket PATH]]
  beans-picker replay --run DIR --step N

Options:
  --window ID           the window to work in (from \`beans-picker windows\`; e.g. sim:w-form with --drivers sim)
  --app NAME            the app whose (focused or first) window to work in
  --url URL             open URL in a new tab of the browser driver and work there (needs --drivers browser)
  --act                 act; without it the run is a dry run of one step that prints the state, the questions,
                        the probabilities and what it would do
  --steps N             step limit (default 100)
  --delay auto|S        settle time after each action: auto (the act pipeline's own verification wait; default)
                        or S seconds
  --handoffs N          times the writer may send the run back with a new focus (default 10; 0 = every stop is final)
  --min-confidence P    stop instead of acting when the decision's confidence is below P (default 0.4)
  --runs DIR            where run folders go (default ./runs); each run gets a new runs/<timestamp>/ folder
  --drivers LIST        drivers to use (auto, or any of browser, linux, macos, sim)
  --cdp-endpoint URL    attach to a running Chrome (http://127.0.0.1:9222 or its ws URL) instead of launching
                        one: no browser start, the first action comes sooner (as BEANS_PICKER_CDP_ENDPOINT)
  --daemon              hand the goal to a running \`beans-picker daemon\` (its code loaded, its decider warm, its
                        browser started or attached): the run starts at once; the drivers and the browser are the
                        daemon's (give --drivers and --cdp-endpoint to the daemon); the report, the run folder
                        (under --runs, from this folder) and the exit status are as without it
  --socket PATH         the daemon's socket (default $XDG_RUNTIME_DIR/beans-picker/run.sock, else
                        <tmp>/beans-picker-<uid>/run.sock; its folder must be this user's alone, mode 0700)
  --run DIR, --step N   (replay) the run folder and the step to rebuild; replay re-decides with the embedded decider

Two engines:
  The goal loop (when TYPESAFE_BASE_URL names a System One server, or a writer is configured): each step reads the
  window, builds the state in code (items in reading order with a region, row mates, date hints, focused field,
  history, actions already tried on this screen), asks one request (kind + one target question), gates on
  min(kind, target) confidence, acts through the act pipeline and verifies. It stops on done, nothing helps, low
  confidence, stalled (3 idle steps, or 2 repeats of an action already tried on the same screen) or the step limit;
  the writer (BEANS_PICKER_WRITER_*) then answers, and may hand the run back with a focus or ask you a question
  (when stdin is a terminal, at most 3). Text for fields comes from the writer, else from quoted spans of the goal.

  The embedded default (no System One server, no writer): the goal is split into clauses at "then", ";", ", " and
  "and" before a verb (a part-of-speech tagger finds the verbs), and each clause into steps: one per value it names ("the username 'vina' and the password
  'US'" → two) and one per item of a list ("tick A, B and C" → three); each step runs as one act (pick, gate, act,
  verify), and the run answers with the final status of every step: done only when each was verified, and a value
  for a secret field is reported refused. It CAN: click, tick, choose, scroll, press keys and fill fields named in
  the goal, e.g.
    beans-picker run "Set the name to 'Grace Hopper' and click Save" --window sim:w-form --drivers sim --act
  When a step's target is not on screen it opens the other tabs and collapsed sections, one verified act each.
  It CANNOT: invent text (text comes only from 'quoted' spans of the goal; "set the name to Grace" types nothing),
  page through lists, go back, recover from a dead end, wait for slow pages beyond the act's own verification, or
  answer questions about what it saw. After a clause with a step that did not end done or unverified, the clauses
  after it are not run (and are reported so).

Never: typing into a password or other credential field (not offered, refused in code, never asked of the
writer); destructive controls (delete, buy, send...) unless the goal names them. Ctrl-C stops at once.
Each run writes run.json and, per step, the exact request, the answers, the state, the snapshot and the history;
secret values are never written. Exit status: 0 done or dry run, 1 not done, 2 bad usage, 130 interrupted.`;
