import { inflateEntry, sheetRefused, xlsxMessages, type ZipEntry } from './xlsx-safety';
import { findTag, runText, selfClosing, tagEnd, tagsFor, type Tags } from './xlsx-reader.xml';

// The small parts of a workbook that say how to read its first worksheet: which part it is
// (workbook + relationships), its shared strings, which cell styles are dates and the 1904 flag.

export interface WorkbookParts {
  sheetPath: string;
  sheetName: string;
  sharedStrings: string[];
  /** By cell style index (the `s` attribute): true when the style's number format is a date. */
  dateStyles: boolean[];
  date1904: boolean;
}

type Entries = Map<string, ZipEntry>;

function part(bytes: Uint8Array, entries: Entries, name: string): Buffer | null {
  const entry = entries.get(name);
  return entry ? inflateEntry(bytes, entry) : null;
}

const attr = (tag: string, name: string): string | undefined =>
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag)?.slice(1).find(Boolean);

/** Start tags of elements named `local` (any namespace prefix), as text. */
function tagsNamed(xml: string, local: string): string[] {
  return xml.match(new RegExp(`<(?:[\\w.-]+:)?${local}\\b[^>]*>`, 'g')) ?? [];
}

/** The namespace prefix the document's root element uses ('' or e.g. 'x:'). */
export function rootPrefix(head: string): string {
  const root = /<(?!\?|!)([\w.-]+:)?[\w.-]+/.exec(head);
  return root?.[1] ?? '';
}

/** A relationship target resolved against the folder of the part that names it. */
function resolveTarget(base: string, target: string): string {
  const path = target.startsWith('/') ? target.slice(1) : `${base}${target}`;
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '..') out.pop();
    else if (segment !== '.' && segment !== '') out.push(segment);
  }
  return out.join('/');
}

export function readWorkbookParts(bytes: Uint8Array, entries: Entries): WorkbookParts {
  const workbook = part(bytes, entries, 'xl/workbook.xml')?.toString('utf8') ?? '';
  const rels = part(bytes, entries, 'xl/_rels/workbook.xml.rels')?.toString('utf8') ?? '';
  const targets = new Map<string, { type: string; path: string }>();
  for (const tag of tagsNamed(rels, 'Relationship')) {
    const id = attr(tag, 'Id');
    const target = attr(tag, 'Target');
    if (id && target) {
      targets.set(id, { type: attr(tag, 'Type') ?? '', path: resolveTarget('xl/', target) });
    }
  }
  let sheetPath: string | null = null;
  let sheetName = '';
  for (const tag of tagsNamed(workbook, 'sheet')) {
    const rel = targets.get(attr(tag, 'r:id') ?? attr(tag, '[\\w.-]+:id') ?? '');
    if (rel && rel.type.endsWith('/worksheet') && entries.has(rel.path)) {
      sheetPath = rel.path;
      sheetName = attr(tag, 'name') ?? '';
      break;
    }
  }
  if (!sheetPath) throw sheetRefused(xlsxMessages.noSheet);
  const typed = (suffix: string, fallback: string) =>
    [...targets.values()].find((t) => t.type.endsWith(suffix))?.path ?? fallback;
  const pr = tagsNamed(workbook, 'workbookPr')[0] ?? '';
  const date1904 = /^(1|true)$/i.test(attr(pr, 'date1904') ?? '');
  return {
    sheetPath,
    sheetName,
    sharedStrings: readSharedStrings(
      part(bytes, entries, typed('/sharedStrings', 'xl/sharedStrings.xml')),
    ),
    dateStyles: readDateStyles(part(bytes, entries, typed('/styles', 'xl/styles.xml'))),
    date1904,
  };
}

function readSharedStrings(buf: Buffer | null): string[] {
  if (!buf) return [];
  const xml = buf.toString('latin1');
  const tags: Tags = tagsFor(rootPrefix(xml.slice(0, 1024)));
  const strings: string[] = [];
  let at = 0;
  for (;;) {
    const si = findTag(xml, tags.si, at, xml.length);
    if (si < 0) return strings;
    const open = tagEnd(xml, si, xml.length);
    if (open < 0) return strings;
    if (selfClosing(xml, open)) {
      strings.push('');
      at = open + 1;
      continue;
    }
    const close = xml.indexOf(tags.siEnd, open);
    if (close < 0) throw sheetRefused(xlsxMessages.corrupt);
    strings.push(runText(xml, tags, open + 1, close));
    at = close + tags.siEnd.length;
  }
}

// Built-in number formats that show dates or times (ECMA-376 §18.8.30).
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const DATE_FORMAT_IDS = new Set([...range(14, 22), ...range(27, 36), 45, 46, 47, ...range(50, 58)]);

/** A custom format shows a date when it has d, m, y, h or s outside quotes, escapes and [..]. */
export function isDateFormat(code: string): boolean {
  const bare = code.replace(/"[^"]*"|\\.|\[[^\]]*\]|_.|\*./g, '');
  return /[dmyhs]/i.test(bare) && !/^General$/i.test(bare.trim());
}

function readDateStyles(buf: Buffer | null): boolean[] {
  if (!buf) return [];
  const xml = buf.toString('utf8');
  const custom = new Map<number, boolean>();
  for (const tag of tagsNamed(xml, 'numFmt')) {
    custom.set(Number(attr(tag, 'numFmtId')), isDateFormat(attr(tag, 'formatCode') ?? ''));
  }
  const cellXfs = /<(?:[\w.-]+:)?cellXfs\b[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?cellXfs>/.exec(xml)?.[1];
  return tagsNamed(cellXfs ?? '', 'xf').map((tag) => {
    const id = Number(attr(tag, 'numFmtId') ?? 0);
    return custom.get(id) ?? DATE_FORMAT_IDS.has(id);
  });
}
