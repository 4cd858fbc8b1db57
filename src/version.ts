// The version, apart from the composition root so that a light command (--version, run --daemon) loads nothing else.

/** The version printed by --version and announced to MCP clients. */
export const VERSION = '0.1.0';
