// The CLI's usage text.

/** Printed by --help. */
export const USAGE = `beans-picker: hand-picks the right control, acts in the background, and verifies.

Usage:
  beans-picker                        MCP server on stdio (for Claude Code, Codex, any MCP client)
  beans-picker demo [--sim]           run the demo task (web fixture in headless Chromium, or the simulated desktop)
  beans-picker windows [--app NAME]   list windows with their ids
  beans-picker observe --window ID [--instruction TEXT] [--limit N]
  beans-picker act --window ID --instruction TEXT [--text T] [--candidate ID] [--allow-destructive]
  beans-picker act --json '{"windowId": "...", "instruction": "...", "then": [...]}'
  beans-picker decide [--serve [--port N]]   answer a System One request from stdin, or serve /v1/systemone
  beans-picker doctor                 check each driver's prerequisites and the decider
  beans-picker --version | --help

Options:
  --drivers LIST   drivers to use (auto, or any of browser, linux, macos, sim)

Configuration comes from the environment, then .env.local/.env in a checkout, then ~/.config/beans-picker.
See .env.example.`;

/** The one-line usage printed with exit status 2. */
export const USAGE_LINE =
  'usage: beans-picker [demo|windows|observe|act|decide|doctor] [options]  (beans-picker --help)';
