// The benchmark tasks (bench/tasks.json): what a caller does and the state the app must end in.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const jsonValue: z.ZodType<Json> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(jsonValue),
    z.record(z.string(), jsonValue),
  ]),
);

/** A JSON value. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const stepSchema = z.object({
  do: z.enum(['set', 'append', 'choose', 'click', 'check', 'keys']),
  role: z.string().optional(),
  name: z.string().optional(),
  within: z.object({ role: z.string(), cell: z.string().optional() }).optional(),
  colour: z.string().optional(),
  text: z.string().optional(),
  instruction: z.string().min(1),
});

const taskSchema = z.object({
  id: z.string().regex(/^(web|gtk|calc):[a-z0-9-]+$/u),
  platform: z.enum(['web', 'gtk', 'calc']),
  page: z.string().optional(),
  seed: z.record(z.string(), z.string()),
  steps: z.array(stepSchema).min(1),
  expected: z.record(z.string(), jsonValue),
  unchanged: z.array(z.string()),
});

/** One step as a scripted caller sees it. */
export type Step = z.infer<typeof stepSchema>;

/** One benchmark task. */
export type Task = z.infer<typeof taskSchema>;

/** Where a task runs. */
export type Platform = Task['platform'];

const TASKS_FILE = new URL('./tasks.json', import.meta.url);

/** Every task of bench/tasks.json, validated. */
export function loadTasks(file: URL | string = TASKS_FILE): Task[] {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return z.object({ tasks: z.array(taskSchema) }).parse(raw).tasks;
}

/** Tasks chosen by a comma list of ids, bare names ("fx-size-save": every platform) or platforms ("web"). */
export function selectTasks(tasks: Task[], filter: string | undefined): Task[] {
  if (!filter) return tasks;
  const wanted = filter.split(',').map((s) => s.trim());
  const chosen = tasks.filter((t) =>
    wanted.some((w) => w === t.id || w === t.platform || w === t.id.slice(t.id.indexOf(':') + 1)),
  );
  const unknown = wanted.filter(
    (w) => !tasks.some((t) => w === t.id || w === t.platform || t.id.endsWith(`:${w}`)),
  );
  if (unknown.length) throw new Error(`unknown tasks: ${unknown.join(', ')}`);
  return chosen;
}
