// A small reader for Playwright MCP's snapshot YAML: the tree of roles, names and refs, and a finder
// that picks a control by role and name (and, for look-alikes, the row or section around it).

/** One element of the snapshot. */
export interface AriaNode {
  role: string;
  name: string | null;
  ref: string | null;
  /** Bracketed flags: disabled, checked, selected, level=1, cursor=pointer... */
  flags: string[];
  value: string | null;
  parent: AriaNode | null;
  children: AriaNode[];
}

/** What the caller looks for. */
export interface AriaQuery {
  role: string;
  name: string;
  within?: { role: string; cell?: string | undefined } | undefined;
}

const LINE =
  /^(?<role>[a-z]+)(?: "(?<name>(?:[^"\\]|\\.)*)")?(?<flags>(?: \[[^\]]*\])*)(?::(?: (?<value>.*))?)?$/u;

// Playwright quotes a whole YAML key when it holds special characters: 'button "a: b"'.
function unquote(content: string): string {
  if (content.startsWith("'")) {
    const end = content.lastIndexOf("'");
    return content.slice(1, end).replaceAll("''", "'") + content.slice(end + 1);
  }
  return content;
}

function parseName(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw;
  }
}

/** Parses the YAML snapshot inside a browser_snapshot response (the ```yaml block, or the whole text). */
export function parseSnapshot(text: string): AriaNode {
  const block = /```yaml\n([\s\S]*?)```/u.exec(text)?.[1] ?? text;
  const root: AriaNode = {
    role: 'root',
    name: null,
    ref: null,
    flags: [],
    value: null,
    parent: null,
    children: [],
  };
  const stack: { indent: number; node: AriaNode }[] = [{ indent: -1, node: root }];
  for (const line of block.split('\n')) {
    const m = /^(?<indent> *)- (?<content>.*)$/u.exec(line);
    if (!m?.groups) continue;
    const indent = m.groups.indent?.length ?? 0;
    const parsed = LINE.exec(unquote(m.groups.content ?? ''));
    while ((stack[stack.length - 1]?.indent ?? -1) >= indent) stack.pop();
    const parent = stack[stack.length - 1]?.node ?? root;
    if (!parsed?.groups) continue;
    const flags = [...(parsed.groups.flags ?? '').matchAll(/\[([^\]]*)\]/gu)].map((f) => f[1] ?? '');
    const ref = flags.find((f) => f.startsWith('ref='))?.slice(4) ?? null;
    const node: AriaNode = {
      role: parsed.groups.role ?? '',
      name: parseName(parsed.groups.name),
      ref,
      flags: flags.filter((f) => !f.startsWith('ref=')),
      value: parsed.groups.value ?? null,
      parent,
      children: [],
    };
    parent.children.push(node);
    stack.push({ indent, node });
  }
  return root;
}

function* walk(node: AriaNode): Generator<AriaNode> {
  yield node;
  for (const child of node.children) yield* walk(child);
}

function inside(node: AriaNode, within: NonNullable<AriaQuery['within']>): boolean {
  for (let up = node.parent; up; up = up.parent) {
    if (up.role !== within.role) continue;
    if (within.cell === undefined) return true;
    const cell = within.cell;
    if ([...walk(up)].some((n) => n.role === 'cell' && n.name === cell)) return true;
  }
  return false;
}

/** Every element that matches the query, in document order. */
export function findAll(root: AriaNode, query: AriaQuery): AriaNode[] {
  return [...walk(root)].filter(
    (n) =>
      n.ref !== null &&
      n.role === query.role &&
      n.name === query.name &&
      (query.within === undefined || inside(n, query.within)),
  );
}
