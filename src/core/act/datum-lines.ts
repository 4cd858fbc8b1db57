// Data in a window's text lines: "a | b" table lines, label and value pairs, the text under a heading.
import type { Datum } from './datum.js';
import { isLabelLike, tableData } from './datum-table.js';

/** A heading as the text lines show it. */
export interface HeadingLine {
  text: string;
  level?: number;
}

/** What the nodes say about the lines: which are headings, which are controls, which are links. */
export interface LineMarks {
  headings: HeadingLine[];
  /** Texts of buttons and field labels: neither labels nor values of a pair. */
  controls: string[];
  /** Texts of links: a value at most, never a label (a menu of links is not a list of pairs). */
  links: string[];
}

interface PlainLine {
  text: string;
  link: boolean;
}

const INLINE_PAIR = /^([^:]{1,40}):\s+(\S.*)$/u;

/** Data of the lines: tables, pairs and sections, with the headings above them as context. */
export function lineData(lines: string[], marks: LineMarks): Datum[] {
  const out: Datum[] = [];
  const stack: HeadingLine[] = [];
  const controls = [...marks.controls];
  const links = [...marks.links];
  let next = 0;
  let run: PlainLine[] = [];
  let table: string[][] = [];
  const flush = (): void => {
    const context = stack.map((h) => h.text);
    if (table.length) out.push(...tableData(table, context));
    if (run.length) out.push(...runData(run, stack[stack.length - 1] ?? null, context));
    table = [];
    run = [];
  };
  for (const line of lines) {
    const at = marks.headings.findIndex((h, i) => i >= next && h.text === line);
    const heading = marks.headings[at];
    if (heading) {
      flush();
      next = at + 1;
      enter(stack, heading);
    } else if (take(controls, line)) continue;
    else if (tableCells(line)) {
      if (run.length) flush();
      table.push(tableCells(line) ?? []);
    } else {
      if (table.length) flush();
      run.push({ text: line, link: take(links, line) });
    }
  }
  flush();
  return out;
}

/** Puts a heading on the stack of open sections, closing those at its level or deeper. */
function enter(stack: HeadingLine[], heading: HeadingLine): void {
  const deeper = (h: HeadingLine | undefined): boolean =>
    h !== undefined && (heading.level === undefined || (h.level ?? 0) >= heading.level);
  while (deeper(stack[stack.length - 1])) stack.pop();
  stack.push(heading);
}

/** Removes the first copy of `line` from `list`; true when there was one. */
function take(list: string[], line: string): boolean {
  const at = list.indexOf(line);
  if (at >= 0) list.splice(at, 1);
  return at >= 0;
}

/** The cells of a table line ("a | b | c"; a last empty cell reads "a |"), or null for other lines. */
function tableCells(line: string): string[] | null {
  if (!/ \|(?: |$)/u.test(line)) return null;
  return line.split(/ \|(?: |$)/u).map((c) => c.trim());
}

/** Pairs in a run of plain lines; without pairs, the run is the text under its heading. */
function runData(run: PlainLine[], heading: HeadingLine | null, context: string[]): Datum[] {
  const out: Datum[] = [];
  const rest: PlainLine[] = [];
  for (const line of run) {
    const inline = line.link ? null : INLINE_PAIR.exec(line.text);
    if (inline?.[1] && inline[2] && isLabelLike(inline[1])) out.push(pair(inline[1], inline[2], context));
    else rest.push(line);
  }
  const inline = out.length;
  const label = (l: PlainLine | undefined): boolean => l !== undefined && !l.link && isLabelLike(l.text);
  // Label, value, label, value: read as pairs when some value is no label (two labels in a row are not a pair).
  const evenLabels =
    rest.length % 2 === 0 &&
    rest.every((l, i) => i % 2 === 1 || label(l)) &&
    rest.some((l, i) => i % 2 === 1 && !label(l));
  for (let i = 0; i < rest.length; i++) {
    const line = rest[i];
    const value = rest[i + 1];
    if (!line || !value || !label(line)) continue;
    if (evenLabels || line.text.endsWith(':') || !label(value)) {
      out.push(pair(line.text, value.text, context));
      i += 1;
    }
  }
  // Lines that pair up are the section's content; otherwise the lines are the text under the heading.
  if (out.length > inline || !heading) return out;
  const text = run.map((l) => l.text).join('\n');
  return [...out, { key: heading.text, value: text, source: 'heading', context: context.slice(0, -1) }];
}

function pair(label: string, value: string, context: string[]): Datum {
  return { key: label.replace(/\s*:$/u, ''), value, source: 'pair', context };
}
