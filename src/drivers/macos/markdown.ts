// Parses cua-driver's tree_markdown: `- [N] AXRole "title" = "value" (description) [id=… help="…" actions=[…]]`.

/** One row of the markdown tree. */
export interface MdRow {
  depth: number;
  /** The element index for addressable rows; absent for display-only rows. */
  index?: number;
  role: string;
  title?: string;
  value?: string;
  description?: string;
  identifier?: string;
  help?: string;
  /** Action names as rendered (lower case, without `AX`). */
  actions?: string[];
}

/** The parsed tree and the node cap, when the walk was cut. */
export interface MdTree {
  rows: MdRow[];
  truncatedAt?: number;
}

/** Known values of indexed rows, so a value holding `" (` or `" = "` still splits right. */
export type ValueHints = ReadonlyMap<number, string>;

const ROW = /^( *)- (?:\[(\d+)\] )?(\S+)(.*)$/u;
const TRUNCATED = /^⚠️\s*AX tree truncated at (\d+) nodes/u;

/** Parses the whole markdown; unindented lines that are not rows continue the previous row's text. */
export function parseTreeMarkdown(markdown: string, hints: ValueHints = new Map()): MdTree {
  const raw: { depth: number; index?: number; role: string; rest: string }[] = [];
  let truncatedAt: number | undefined;
  for (const line of markdown.split('\n')) {
    const cut = TRUNCATED.exec(line.trim());
    if (cut) {
      truncatedAt = Number(cut[1]);
      continue;
    }
    const m = ROW.exec(line);
    const last = raw[raw.length - 1];
    if (m && (m[1] ?? '').length % 2 === 0 && /^AX|^[A-Z]/u.test(m[3] ?? '')) {
      raw.push({
        depth: (m[1] ?? '').length / 2,
        ...(m[2] !== undefined ? { index: Number(m[2]) } : {}),
        role: m[3] ?? '',
        rest: m[4] ?? '',
      });
    } else if (last && line !== '') last.rest += `\n${line}`;
    else if (last && line === '') last.rest += '\n';
  }
  const rows = raw.map((r) => {
    const row: MdRow = { depth: r.depth, role: r.role };
    if (r.index !== undefined) row.index = r.index;
    const hint = r.index === undefined ? undefined : hints.get(r.index);
    return Object.assign(row, parseRest(r.rest.replace(/\n+$/u, ''), r.index !== undefined, hint));
  });
  return { rows, ...(truncatedAt !== undefined ? { truncatedAt } : {}) };
}

type Parts = Omit<MdRow, 'depth' | 'index' | 'role'>;

function parseRest(rest: string, indexed: boolean, hint: string | undefined): Parts {
  let head = rest.trim();
  const parts: Parts = {};
  if (indexed && head.endsWith(']')) {
    const block = attrBlock(head);
    if (block) {
      Object.assign(parts, block.attrs);
      head = block.before;
    }
  }
  return Object.assign(parts, parseHead(head, hint));
}

// The last ` [...]` whose inside reads as attributes (ids and help may hold spaces and brackets).
function attrBlock(head: string): { attrs: Parts; before: string } | null {
  const starts: number[] = head.startsWith('[') ? [0] : [];
  for (let i = head.indexOf(' ['); i >= 0; i = head.indexOf(' [', i + 1)) starts.push(i + 1);
  for (const start of starts.reverse()) {
    const attrs = parseAttrs(head.slice(start + 1, -1));
    if (attrs) return { attrs, before: head.slice(0, start).trim() };
  }
  return null;
}

function parseAttrs(block: string): Parts | null {
  const out: Parts = {};
  let s = block;
  const actions = /(?:^| )actions=\[([^\]]*)\]$/u.exec(s);
  if (actions) {
    out.actions = (actions[1] ?? '').split(',').filter(Boolean);
    s = s.slice(0, actions.index);
  }
  const helpAt = s.startsWith('help="') ? 0 : s.indexOf(' help="');
  if (helpAt >= 0 && s.endsWith('"')) {
    out.help = s.slice(helpAt + (helpAt === 0 ? 6 : 7), -1);
    s = s.slice(0, helpAt);
  }
  if (s.startsWith('id=')) out.identifier = s.slice(3);
  else if (s !== '') return null;
  return out;
}

function parseHead(head: string, hint: string | undefined): Parts {
  const out: Parts = {};
  let h = head;
  if (hint !== undefined) {
    const tail = ` = "${hint}"`;
    const at = h.startsWith(tail.slice(1)) ? 0 : h.lastIndexOf(tail);
    if (at >= 0) {
      out.value = hint;
      const after = h.slice(at + (at === 0 ? tail.length - 1 : tail.length)).trim();
      if (after.startsWith('(') && after.endsWith(')')) out.description = after.slice(1, -1);
      const before = h.slice(0, at).trim();
      if (before.startsWith('"') && before.endsWith('"') && before.length >= 2)
        out.title = before.slice(1, -1);
      return out;
    }
  }
  if (h.endsWith(')')) {
    const at = h.startsWith('(') ? -1 : h.indexOf('" (');
    if (at === -1 && h.startsWith('(')) return { description: h.slice(1, -1) };
    if (at >= 0) {
      out.description = h.slice(at + 3, -1);
      h = h.slice(0, at + 1);
    }
  }
  if (h.startsWith('= "') && h.endsWith('"')) out.value = h.slice(3, -1);
  else if (h.startsWith('"') && h.endsWith('"') && h.length >= 2) {
    const sep = h.indexOf('" = "');
    if (sep > 0) {
      out.title = h.slice(1, sep);
      out.value = h.slice(sep + 5, -1);
    } else out.title = h.slice(1, -1);
  }
  return out;
}
