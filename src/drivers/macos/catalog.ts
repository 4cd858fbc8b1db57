// What the loaded cua-driver offers, read from tools/list: tool names and the properties each accepts.
import { z } from 'zod';

// Lenient on purpose: cua-driver's output schemas use an anyOf root and formats (uint64) the SDK's own
// Tool schema and AJV would reject, so only the fields we read are checked.
const ToolEntry = z.looseObject({
  name: z.string(),
  inputSchema: z.looseObject({ properties: z.record(z.string(), z.unknown()).optional() }).optional(),
});

/** The tools/list result as we read it. */
export const LooseToolList = z.looseObject({
  tools: z.array(ToolEntry),
  nextCursor: z.string().optional(),
});

/** One page of tools/list. */
export type LooseToolPage = z.infer<typeof LooseToolList>;

/** The tools of one connected cua-driver and the properties of each input schema. */
export class ToolCatalog {
  private readonly props = new Map<string, ReadonlySet<string>>();

  constructor(pages: readonly LooseToolPage[]) {
    for (const page of pages)
      for (const tool of page.tools)
        this.props.set(tool.name, new Set(Object.keys(tool.inputSchema?.properties ?? {})));
  }

  /** True when the driver has this tool. */
  has(tool: string): boolean {
    return this.props.has(tool);
  }

  /** True when the tool's input schema declares this property. */
  accepts(tool: string, property: string): boolean {
    return this.props.get(tool)?.has(property) ?? false;
  }
}
