// The one configuration schema: every setting, its default and its meaning.
import { delimiter, isAbsolute } from 'node:path';
import { z } from 'zod';
import { TOOL_GROUPS } from '../tools/define.js';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));
const ms = (fallback: number) => z.coerce.number().int().min(1).max(3_600_000).default(fallback);
const probability = (fallback: number) => z.coerce.number().min(0).max(1).default(fallback);

/** Settings read from the environment and the .env files, by variable name. */
export const configSchema = z.object({
  TYPESAFE_BASE_URL: z
    .string()
    .optional()
    .describe('System One server (https, or http on loopback); unset = the embedded decider'),
  TYPESAFE_API_KEY: z.string().optional().describe('Key for the System One server'),
  JEV_API_KEY: z.string().optional().describe('Alternative name for the key'),
  BEANS_PICKER_MODEL: z
    .string()
    .min(1)
    .max(200)
    .default('jev-latest')
    .describe('Decision model name sent to the server'),
  JEV_CONNECT_TIMEOUT: ms(10_000).describe('Milliseconds to connect to the decision server'),
  JEV_READ_TIMEOUT: ms(120_000).describe('Milliseconds to wait for a decision'),
  BEANS_PICKER_DRIVER_TIMEOUT: ms(30_000).describe('Milliseconds one driver call may take'),
  BEANS_PICKER_EFFECT_RETAKES: z.coerce
    .number()
    .int()
    .min(1)
    .max(12)
    .default(6)
    .describe('Fresh snapshots taken while waiting for an effect'),
  BEANS_PICKER_PIXEL_CHECK: z
    .enum(['drawn', 'always', 'off'])
    .default('drawn')
    .describe(
      "When a press leaves the tree unchanged, compare the window's pixels before and after (it informs, never verifies): drawn = only in windows with OCR-read content (canvases, apps with no accessibility), always = every press (a browser click takes about 90 ms longer), off",
    ),
  BEANS_PICKER_GATE_STRICT: probability(0.8).describe('A leader at or above this is picked alone'),
  BEANS_PICKER_GATE_AGREE: probability(0.5).describe(
    'A leader at or above this is picked when the forced answer agrees and it leads 2x',
  ),
  BEANS_PICKER_GATE_MAX_NONE: probability(0.3).describe('No pick while p(none) is above this'),
  BEANS_PICKER_LOG_LEVEL: z
    .enum(['silent', 'error', 'warn', 'info', 'debug'])
    .default('warn')
    .describe('stderr log level (codes only)'),
  BEANS_PICKER_TOOLS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((g) => g.trim())
        .filter((g) => g !== '' && g !== 'core'),
    )
    .refine((groups) => groups.every((g) => g === 'all' || g in TOOL_GROUPS), {
      message: `name tool groups from ${[...Object.keys(TOOL_GROUPS), 'all'].join(', ')}, separated by commas`,
    })
    .describe(
      `Opt-in tool groups to list besides the core, separated by commas: ${Object.entries(TOOL_GROUPS)
        .map(([g, what]) => `${g} (${what})`)
        .join(', ')}, or all`,
    ),
  BEANS_PICKER_RAW_DRIVER: bool.default(false).describe('List the raw `driver` passthrough tool'),
  BEANS_PICKER_BROWSER: z
    .string()
    .optional()
    .describe('Chrome/Chromium executable (default: /usr/bin/chromium on Linux)'),
  BEANS_PICKER_CDP_ENDPOINT: z
    .string()
    .optional()
    .describe('Attach to a running Chrome (http://127.0.0.1:9222 or a ws URL) instead of launching one'),
  BEANS_PICKER_HEADED: bool.default(false).describe('Launch the browser with a window'),
  BEANS_PICKER_UPLOAD_ROOTS: z
    .string()
    .default('')
    .refine((v) => v.split(delimiter).every((root) => root === '' || isAbsolute(root)), {
      message: `every folder must be an absolute path (separated by "${delimiter}")`,
    })
    .describe(
      `Folders browser_upload may take files from besides the working folder, absolute, separated by "${delimiter}"`,
    ),
  BEANS_PICKER_DRIVERS: z
    .string()
    .default('auto')
    .describe('Drivers to use: auto, or a list of browser, linux, macos, sim'),
  BEANS_PICKER_WRITER_BASE_URL: z
    .string()
    .optional()
    .describe(
      'Writer for `run` (field text, URLs, the answer at a stop): Anthropic Messages or OpenAI-compatible base URL (https, or http on loopback); unset = no writer unless a key is set (then https://api.anthropic.com)',
    ),
  BEANS_PICKER_WRITER_API: z
    .enum(['anthropic', 'openai'])
    .default('anthropic')
    .describe('Writer protocol: anthropic (Messages) or openai (Chat Completions: LM Studio, Ollama, vLLM)'),
  BEANS_PICKER_WRITER_API_KEY: z.string().optional().describe('Writer key, sent only to the writer base URL'),
  BEANS_PICKER_WRITER_MODEL: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .describe(
      'Writer model for field text and URLs (default claude-haiku-4-5 on anthropic; required on openai)',
    ),
  BEANS_PICKER_ANSWER_MODEL: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .describe('Model for the answer at a stop (default: the writer model)'),
  CUA_DRIVER_BIN: z.string().default('~/.local/bin/cua-driver').describe('cua-driver executable (macOS)'),
  CUA_DRIVER_TIMEOUT: ms(120_000).describe('Milliseconds one cua-driver call may take'),
});

/** The configuration, parsed once. */
export type Config = Readonly<z.infer<typeof configSchema>>;

/** Parses raw variables into the configuration, or throws with every problem listed. */
export function parseConfig(vars: Record<string, string | undefined>): Config {
  const known = Object.fromEntries(
    Object.keys(configSchema.shape)
      .filter((k) => vars[k] !== undefined)
      .map((k) => [k, vars[k]]),
  );
  const parsed = configSchema.safeParse(known);
  if (!parsed.success)
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return Object.freeze(parsed.data);
}

/** A configuration value is invalid. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  readonly code = 'bad_config';
}
