import { isDeepStrictEqual } from 'node:util';
import { Document, isMap, isScalar, isSeq, type Node, parse, parseDocument, Scalar, type YAMLMap, type YAMLSeq } from 'yaml';

/**
 * Writes new data into a YAML file by changing only the text that holds what changed: every comment, blank line,
 * key order, quoting style and key the schema does not know stays as it was. A changed value is rewritten where it
 * stands (one field, one line); a list's items are moved, added or removed as whole blocks of lines, each with the
 * comment lines above it. `Document.toString()` would instead rewrite the whole file (flow collections padded,
 * folded texts re-flowed): 32 of the 35 files of pages-yaml/ when it was measured.
 */

export class YamlPatchError extends Error {
  override name = 'YamlPatchError';
}

interface Edit {
  from: number;
  to: number;
  text: string;
}

type Plain = string | number | boolean | null;
type Data = Plain | Data[] | { [key: string]: Data };

const STRINGIFY_OPTIONS = { indent: 2, indentSeq: true, lineWidth: 0, minContentWidth: 0, flowCollectionPadding: true } as const;

function isRecord(value: unknown): value is Record<string, Data> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isPlainValue(value: unknown): value is Plain {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** Keys with a value: JSON has no `undefined`, and neither has the YAML written from it. */
function keysOf(record: Record<string, Data>): string[] {
  return Object.keys(record).filter((key) => record[key] !== undefined);
}

export function applyEdits(text: string, edits: readonly Edit[], base = 0): string {
  const ordered = [...edits].sort((a, b) => a.from - b.from || a.to - b.to);
  let result = '';
  let at = base;
  for (const edit of ordered) {
    if (edit.from < at) throw new YamlPatchError('Two changes overlap in the file: nothing written.');
    result += text.slice(at - base, edit.from - base) + edit.text;
    at = edit.to;
  }
  return result + text.slice(at - base);
}

class Lines {
  constructor(readonly text: string) {}

  start(offset: number): number {
    return this.text.lastIndexOf('\n', offset - 1) + 1;
  }

  /** The offset just past the line break of the line holding `offset` (or the text's end). */
  end(offset: number): number {
    const newline = this.text.indexOf('\n', offset);
    return newline < 0 ? this.text.length : newline + 1;
  }

  column(offset: number): number {
    return offset - this.start(offset);
  }

  lineAt(start: number): string {
    const end = this.text.indexOf('\n', start);
    return this.text.slice(start, end < 0 ? this.text.length : end);
  }

  isComment(start: number, indent: (column: number) => boolean): boolean {
    const line = this.lineAt(start);
    const trimmed = line.trimStart();
    return trimmed.startsWith('#') && indent(line.length - trimmed.length);
  }

  /** Where the comment lines right above `start` (at `column`, no blank line between) begin. */
  leadingComments(start: number, column: number): number {
    let first = start;
    while (first > 0) {
      const previous = this.start(first - 1);
      if (!this.isComment(previous, (indent) => indent === column)) break;
      first = previous;
    }
    return first;
  }

  /** Past the comment lines right below `end` that are indented deeper than `column` (a commented-out field). */
  trailingComments(end: number, column: number): number {
    let last = end;
    while (last < this.text.length && this.isComment(last, (indent) => indent > column)) last = this.end(last);
    return last;
  }
}

/** An item of a block collection as whole lines: its comment lines above, the item, deeper comment lines below. */
interface Block {
  /** Where its comment lines start (or the item's own line). */
  start: number;
  /** Where the item's own first line starts. */
  itemStart: number;
  end: number;
}

function stringifyData(value: Data): string {
  return new Document(value).toString(STRINGIFY_OPTIONS);
}

function indentLines(text: string, column: number): string {
  const pad = ' '.repeat(column);
  return text
    .split('\n')
    .map((line) => (line === '' ? line : pad + line))
    .join('\n');
}

function flowText(value: Data, padding: boolean): string {
  const document = new Document();
  document.contents = document.createNode(value, { flow: true });
  return document.toString({ ...STRINGIFY_OPTIONS, flowCollectionPadding: padding }).trimEnd();
}

function hasControlCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

/** The text of `value` as a plain YAML scalar, if it reads back as that same string there. */
function plainScalar(value: string, inFlow: boolean): string | undefined {
  if (value === '' || value !== value.trim() || hasControlCharacter(value)) return undefined;
  if (/^[-?:,[\]{}#&*!|>'"%@`]/.test(value) || value.includes(': ') || value.includes(' #') || value.endsWith(':')) return undefined;
  if (inFlow && /[,[\]{}]/.test(value)) return undefined;
  try {
    return parse(value) === value ? value : undefined;
  } catch {
    return undefined;
  }
}

function doubleQuoted(value: string): string {
  return JSON.stringify(value);
}

/** Folded texts are wrapped at this column at least, or as wide as their widest line already was. */
const FOLD_WIDTH = 100;

/**
 * A folded text's lines for a new value: the lines before and after the change stay as they were written, and
 * only the changed words in between are wrapped again, so a changed word changes one line or two. Words that
 * replace one line stay on one line up to twice the width (a link added to a sentence), since YAML folds a long
 * line as it folds a short one.
 */
function foldLike(lines: readonly string[], content: string, width: number): string[] {
  const kept: string[] = [];
  let rest = content;
  let index = 0;
  for (; index < lines.length; index++) {
    const line = lines[index] as string;
    if (rest === line) return index === lines.length - 1 ? [...kept, line] : [...kept, ...wrapWords(rest, width)];
    if (!rest.startsWith(`${line} `)) break;
    kept.push(line);
    rest = rest.slice(line.length + 1);
  }
  for (let tail = index + 1; tail < lines.length; tail++) {
    const suffix = lines.slice(tail).join(' ');
    if (rest.length > suffix.length + 1 && rest.endsWith(` ${suffix}`)) {
      return [...kept, ...rewrap(rest.slice(0, -(suffix.length + 1)), tail - index, width), ...lines.slice(tail)];
    }
  }
  return [...kept, ...rewrap(rest, lines.length - index, width)];
}

function rewrap(text: string, replacedLines: number, width: number): string[] {
  return replacedLines === 1 && text.length <= 2 * width ? [text] : wrapWords(text, width);
}

function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  lines.push(line);
  return lines;
}

export class YamlPatcher {
  private readonly lines: Lines;

  constructor(private readonly text: string) {
    this.lines = new Lines(text);
  }

  patch(node: Node | null, before: Data, after: Data, inFlow = false): Edit[] | undefined {
    if (isDeepStrictEqual(before, after)) return [];
    if (isScalar(node)) return this.patchScalar(node, after, inFlow);
    if (isMap(node)) {
      if (!isRecord(after) || !isRecord(before)) return undefined;
      return node.flow || inFlow ? this.patchFlow(node, before, after) : this.patchBlockMap(node, before, after);
    }
    if (isSeq(node)) {
      if (!Array.isArray(after) || !Array.isArray(before)) return undefined;
      return node.flow || inFlow ? this.patchFlow(node, before, after) : this.patchBlockSeq(node, before, after);
    }
    return undefined;
  }

  private patchScalar(node: Scalar, after: Data, inFlow: boolean): Edit[] | undefined {
    const range = node.range;
    if (!range || !isPlainValue(after) || range[0] === range[1]) return undefined;
    if (typeof after !== 'string') return [{ from: range[0], to: range[1], text: after === null ? 'null' : String(after) }];
    if (node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL) {
      const text = this.blockScalar(node, after);
      return text === undefined ? undefined : [{ from: range[0], to: range[1], text }];
    }
    const plain = plainScalar(after, inFlow);
    let text: string;
    if (node.type === Scalar.PLAIN && plain !== undefined) text = plain;
    else if (node.type === Scalar.QUOTE_SINGLE && !after.includes('\n')) text = `'${after.replaceAll("'", "''")}'`;
    else text = doubleQuoted(after);
    return [{ from: range[0], to: range[1], text }];
  }

  /** A `>-` or `|` text written again in its style, at its indentation; a folded one wrapped as wide as it was. */
  private blockScalar(node: Scalar, value: string): string | undefined {
    const [start, end] = node.range ?? [0, 0];
    const source = this.text.slice(start, end);
    const header = source.slice(0, source.indexOf('\n'));
    const body = source.slice(header.length + 1).split('\n');
    // An explicit indentation indicator ("|2") is left to the fallback below.
    const parts = /^[>|][-+]?(\s+#.*)?\s*$/.exec(header);
    if (!parts) return undefined;
    const comment = parts[1] ?? '';
    const firstLine = body.find((line) => line.trim() !== '');
    if (firstLine === undefined) return undefined;
    const indent = firstLine.length - firstLine.trimStart().length;
    const pad = ' '.repeat(indent);
    const trailing = value.length - value.replace(/\n+$/, '').length;
    if (trailing > 1) return undefined;
    const content = value.replace(/\n$/, '');
    if (content === '' || /^\s/.test(content)) return undefined;
    const chomp = trailing === 1 ? '' : '-';
    if (node.type === Scalar.BLOCK_FOLDED) {
      if (/\n|\s{2,}|\s$|\t/.test(content)) return undefined;
      const written = body.filter((line) => line.trim() !== '').map((line) => line.slice(indent));
      if (written.some((line) => /^\s|\s$|\s{2}/.test(line))) return undefined;
      const width = Math.max(FOLD_WIDTH, ...body.map((line) => line.length)) - indent;
      const folded = foldLike(written, content, width).map((line) => pad + line);
      return `>${chomp}${comment}\n${folded.join('\n')}\n`;
    }
    const literal = content.split('\n').map((line) => (line === '' ? '' : pad + line));
    return `|${chomp}${comment}\n${literal.join('\n')}\n`;
  }

  private patchFlow(node: YAMLMap | YAMLSeq, before: Data, after: Data): Edit[] | undefined {
    const range = node.range;
    if (!range) return undefined;
    const sameShape =
      isSeq(node) && Array.isArray(before) && Array.isArray(after)
        ? before.length === after.length
        : isRecord(before) && isRecord(after) && isDeepStrictEqual(keysOf(before), keysOf(after));
    if (sameShape) {
      const edits: Edit[] = [];
      let patched = true;
      for (const [index, item] of node.items.entries()) {
        const pair = isSeq(node) ? undefined : (item as { key: unknown; value: Node | null });
        const key = pair ? keyName(pair.key) : index;
        if (key === undefined) {
          patched = false;
          break;
        }
        const childBefore = (before as Record<string | number, Data>)[key] as Data;
        const childAfter = (after as Record<string | number, Data>)[key] as Data;
        const child = this.patch(pair ? pair.value : (item as Node), childBefore, childAfter, true);
        if (!child) {
          patched = false;
          break;
        }
        edits.push(...child);
      }
      if (patched) return edits;
    }
    const wasEmpty = Array.isArray(before) ? before.length === 0 : isRecord(before) && keysOf(before).length === 0;
    const isEmpty = Array.isArray(after) ? after.length === 0 : isRecord(after) && keysOf(after).length === 0;
    // `buttons: []` that gets its first button is written as a block, like every other list of the files.
    if (wasEmpty && !isEmpty) return undefined;
    const source = this.text.slice(range[0], range[1]);
    const padding = /^[[{] /.test(source) || (source.length <= 2 && isRecord(after));
    return [{ from: range[0], to: range[1], text: flowText(after, padding) }];
  }

  private block(startOffset: number, endOffset: number, column: number): Block {
    const itemStart = this.lines.start(startOffset);
    const start = this.lines.leadingComments(itemStart, column);
    const end = this.lines.trailingComments(this.lines.end(Math.max(startOffset, endOffset - 1)), column);
    return { start, itemStart, end };
  }

  private pairBlock(pair: { key: unknown; value: unknown }, column: number): Block {
    const keyRange = (pair.key as Node).range ?? [0, 0, 0];
    const value = pair.value as Node | null;
    const valueEnd = value?.range?.[1] ?? keyRange[1];
    return this.block(keyRange[0], Math.max(valueEnd, keyRange[1]), column);
  }

  private patchBlockMap(node: YAMLMap, before: Record<string, Data>, after: Record<string, Data>): Edit[] | undefined {
    const pairs = node.items.map((pair) => ({ pair, key: keyName(pair.key) }));
    if (pairs.length === 0 || pairs.some(({ key }) => typeof key !== 'string')) return undefined;
    const firstKey = pairs[0]?.pair.key as Node | undefined;
    const firstKeyOffset = firstKey?.range?.[0] ?? 0;
    const column = this.lines.column(firstKeyOffset);
    // A map that starts on its list item's line ("- type: hero"): its first line also holds the dash.
    const startsOnDashLine = /-\s+$/.test(this.text.slice(this.lines.start(firstKeyOffset), firstKeyOffset));
    const edits: Edit[] = [];
    const afterKeys = keysOf(after);
    const blocks = new Map<string, Block>();
    for (const [index, { pair, key }] of pairs.entries()) {
      const name = key as string;
      const block = this.pairBlock(pair, column);
      blocks.set(name, block);
      if (!afterKeys.includes(name)) {
        if (index === 0 && startsOnDashLine) return undefined;
        edits.push(this.removal(block));
        continue;
      }
      const child = this.patch(pair.value as Node | null, before[name] as Data, after[name] as Data);
      if (child) {
        edits.push(...child);
        continue;
      }
      const from = index === 0 && startsOnDashLine ? firstKeyOffset : block.itemStart;
      const generated = indentLines(stringifyData({ [name]: after[name] as Data }), column);
      edits.push({ from, to: block.end, text: index === 0 && startsOnDashLine ? generated.slice(column) : generated });
    }
    const insertions = new Map<number, string>();
    for (const [position, key] of afterKeys.entries()) {
      if (blocks.has(key)) continue;
      const previous = afterKeys
        .slice(0, position)
        .reverse()
        .find((candidate) => blocks.has(candidate));
      const firstBlock = blocks.get(pairs[0]?.key as string);
      const at =
        previous !== undefined
          ? (blocks.get(previous)?.end ?? 0)
          : startsOnDashLine || !firstBlock
            ? (firstBlock?.end ?? 0)
            : firstBlock.start;
      const text = indentLines(stringifyData({ [key]: after[key] as Data }), column);
      insertions.set(at, (insertions.get(at) ?? '') + text);
    }
    for (const [at, text] of insertions)
      edits.push({ from: at, to: at, text: this.text[at - 1] === '\n' || at === 0 ? text : `\n${text}` });
    return edits;
  }

  /** A block of lines taken out, with one of the blank lines around it when it stood between two. */
  private removal(block: Block): Edit {
    const before = block.start > 0 ? this.lines.lineAt(this.lines.start(block.start - 1)) : undefined;
    const after = block.end < this.text.length ? this.lines.lineAt(block.end) : undefined;
    const end = before?.trim() === '' && after?.trim() === '' ? this.lines.end(block.end) : block.end;
    return { from: block.start, to: end, text: '' };
  }

  private patchBlockSeq(node: YAMLSeq, before: Data[], after: Data[]): Edit[] | undefined {
    if (after.length === 0 || node.items.length !== before.length) return undefined;
    const items = node.items as Node[];
    const firstOffset = items[0]?.range?.[0] ?? 0;
    const dash = this.text.lastIndexOf('-', firstOffset);
    const column = this.lines.column(dash);
    const blocks = items.map((item) => this.block(item.range?.[0] ?? 0, item.range?.[1] ?? 0, column));
    const plan = matchItems(before, after);

    if (plan.every((step, index) => step.kind === 'keep' && step.from === index) && before.length === after.length) {
      const edits: Edit[] = [];
      for (const [index, item] of items.entries()) {
        const child = this.patch(item, before[index] as Data, after[index] as Data);
        if (child) edits.push(...child);
        else {
          const block = blocks[index] as Block;
          edits.push({ from: block.itemStart, to: block.end, text: indentLines(stringifyData([after[index] as Data]), column) });
        }
      }
      return edits;
    }

    const blockText = (block: Block) => this.text.slice(block.start, block.end);
    const texts = plan.map((step, index) => {
      if (step.kind === 'new') return indentLines(stringifyData([after[index] as Data]), column);
      const block = blocks[step.from] as Block;
      if (step.kind === 'copy') return blockText(block);
      const child = this.patch(items[step.from] ?? null, before[step.from] as Data, after[index] as Data);
      if (child) return applyEdits(blockText(block), child, block.start);
      const comments = this.text.slice(block.start, block.itemStart);
      return comments + indentLines(stringifyData([after[index] as Data]), column);
    });
    const gaps = blocks.slice(0, -1).map((block, index) => this.text.slice(block.end, (blocks[index + 1] as Block).start));
    const gapAfter = (index: number) => gaps[index] ?? gaps.at(-1) ?? '';
    const region = texts.map((text, index) => (index < texts.length - 1 ? text + gapAfter(index) : text)).join('');
    const first = blocks[0] as Block;
    const last = blocks.at(-1) as Block;
    return [{ from: first.start, to: last.end, text: region }];
  }
}

function keyName(key: unknown): string | number | undefined {
  if (isScalar(key) && (typeof key.value === 'string' || typeof key.value === 'number')) return key.value;
  return undefined;
}

type Step = { kind: 'keep'; from: number } | { kind: 'copy'; from: number } | { kind: 'new' };

/**
 * Which item of the old list each new item is: the longest run of unchanged items stays, an unchanged item found
 * elsewhere was moved (or copied), and a changed item takes the place of an old one between the same neighbours.
 */
export function matchItems(before: readonly Data[], after: readonly Data[]): Step[] {
  const m = before.length;
  const n = after.length;
  const lengths: number[][] = Array.from({ length: m + 1 }, () => new Array<number>(n + 1).fill(0));
  for (let i = m - 1; i >= 0; i--) {
    for (let j = n - 1; j >= 0; j--) {
      const row = lengths[i] as number[];
      row[j] = isDeepStrictEqual(before[i], after[j])
        ? ((lengths[i + 1] as number[])[j + 1] as number) + 1
        : Math.max((lengths[i + 1] as number[])[j] as number, row[j + 1] as number);
    }
  }
  const steps: Array<Step | undefined> = new Array(n).fill(undefined);
  const usedBefore = new Set<number>();
  const anchors: Array<[number, number]> = [];
  for (let i = 0, j = 0; i < m && j < n; ) {
    if (isDeepStrictEqual(before[i], after[j])) {
      steps[j] = { kind: 'keep', from: i };
      usedBefore.add(i);
      anchors.push([i, j]);
      i++;
      j++;
    } else if (((lengths[i + 1] as number[])[j] as number) >= ((lengths[i] as number[])[j + 1] as number)) i++;
    else j++;
  }
  // Moved: an unchanged item that left its place.
  for (let j = 0; j < n; j++) {
    if (steps[j]) continue;
    const moved = before.findIndex((item, i) => !usedBefore.has(i) && isDeepStrictEqual(item, after[j]));
    if (moved >= 0) {
      steps[j] = { kind: 'keep', from: moved };
      usedBefore.add(moved);
    }
  }
  // Changed in place: between the same unchanged neighbours, in order.
  const bounds: Array<[number, number]> = [[-1, -1], ...anchors, [m, n]];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const [fromI, fromJ] = bounds[k] as [number, number];
    const [toI, toJ] = bounds[k + 1] as [number, number];
    const free = [];
    for (let i = fromI + 1; i < toI; i++) if (!usedBefore.has(i)) free.push(i);
    for (let j = fromJ + 1; j < toJ && free.length > 0; j++) {
      if (steps[j]) continue;
      const from = free.shift() as number;
      steps[j] = { kind: 'keep', from };
      usedBefore.add(from);
    }
  }
  // Copied (a duplicate keeps its original's comments and quoting), or new.
  return steps.map((step, j) => {
    if (step) return step;
    const copied = before.findIndex((item) => isDeepStrictEqual(item, after[j]));
    return copied >= 0 ? { kind: 'copy', from: copied } : { kind: 'new' };
  });
}

/** The data of a YAML text as the editor reads it: plain JSON values. */
export function readYamlData(text: string): Data {
  const document = parseDocument(text, { uniqueKeys: true });
  if (document.errors.length > 0) throw new YamlPatchError(document.errors[0]?.message ?? 'YAML non valido');
  return JSON.parse(JSON.stringify(document.toJS() ?? null)) as Data;
}

/**
 * The text of `original` with `data` written into it. Throws YamlPatchError when the result would not read back
 * as exactly `data`: nothing is written then.
 */
export function patchYaml(original: string, data: unknown): string {
  const document = parseDocument(original, { uniqueKeys: true });
  if (document.errors.length > 0) throw new YamlPatchError(document.errors[0]?.message ?? 'YAML non valido');
  const before = JSON.parse(JSON.stringify(document.toJS() ?? null)) as Data;
  const after = JSON.parse(JSON.stringify(data ?? null)) as Data;
  const patcher = new YamlPatcher(original);
  const edits = patcher.patch(document.contents as Node | null, before, after);
  if (!edits) throw new YamlPatchError('The file’s top level cannot take this change.');
  const text = applyEdits(original, edits);
  const check = readYamlData(text);
  if (!isDeepStrictEqual(check, after)) throw new YamlPatchError('The written YAML would not read back as the data: nothing written.');
  return text;
}
