// Argument names a tool does not know: a misspelt `output` must be an error naming it, not a call that quietly
// does without. Walks the tool's zod schema (objects, arrays of objects, optional and defaulted fields).
import type { z } from 'zod';

// The parts of a zod schema's definition the walk reads.
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The path of the first argument the schema does not name ("then[0].instrucion"), or null when all are known. */
export function unknownArgument(schema: z.ZodType, value: unknown, path = ''): string | null {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  if (WRAPPERS.has(def.type) && def.innerType) return unknownArgument(def.innerType, value, path);
  if (def.type === 'pipe' && def.in) return unknownArgument(def.in, value, path);
  if (def.type === 'array' && def.element && Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = unknownArgument(def.element, item, `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (
    def.type !== 'object' ||
    !def.shape ||
    typeof value !== 'object' ||
    value === null ||
    Array.isArray(value)
  )
    return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    const field = def.shape[key];
    if (!field) return at;
    const found = unknownArgument(field, inner, at);
    if (found) return found;
  }
  return null;
}
