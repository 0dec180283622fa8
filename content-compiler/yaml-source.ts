import { isMap, isScalar, isSeq, LineCounter, parseDocument, Scalar, type Node } from 'yaml';
import { explainSyntaxError, textCutByComment } from './yaml-errors.ts';

export interface ContentError {
  /** Path relative to the project root, e.g. `pages-yaml/sport/calcio.yaml`. */
  file: string;
  line: number;
  column: number;
  /** Dotted path of the field in error, e.g. `sections[2].packages[1].monthlyPrice`; empty for the whole file. */
  path: string;
  message: string;
}

export function formatContentError(error: ContentError): string {
  const where = `${error.file}:${error.line}:${error.column}`;
  return error.path ? `${where} ${error.path}: ${error.message}` : `${where} ${error.message}`;
}

export function formatFieldPath(path: readonly PropertyKey[]): string {
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`)).join('');
}

export interface YamlSource {
  file: string;
  data: unknown;
  syntaxErrors: ContentError[];
  /** Line and column of the field at `path`, or of its nearest existing ancestor. */
  locate(path: readonly PropertyKey[]): { line: number; column: number };
  errorAt(path: readonly PropertyKey[], message: string): ContentError;
  /**
   * An error at character `index` of the text field at `path`: its own line and column when the text is a
   * literal block (`html: |`), whose lines are the file's lines; the field's position otherwise.
   */
  errorInText(path: readonly PropertyKey[], index: number, message: string): ContentError;
}

function keyOf(node: unknown): unknown {
  return isScalar(node) ? node.value : node;
}

export function parseYamlSource(file: string, text: string): YamlSource {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });

  const [firstError] = document.errors;
  const problem = firstError ? explainSyntaxError(firstError, text, lineCounter) : textCutByComment(document, text, lineCounter);
  const syntaxErrors: ContentError[] = problem ? [{ file, path: '', ...problem }] : [];

  function find(path: readonly PropertyKey[]) {
    let node: Node | null | undefined = document.contents as Node | null;
    let offset = node?.range?.[0] ?? 0;
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find((item) => keyOf(item.key) === key);
        if (!pair) break;
        const keyNode = pair.key as Node | null;
        offset = keyNode?.range?.[0] ?? offset;
        node = pair.value as Node | null;
      } else if (isSeq(node) && typeof key === 'number') {
        const item = node.items[key] as Node | undefined;
        if (!item) break;
        offset = item.range?.[0] ?? offset;
        node = item;
      } else {
        break;
      }
    }
    return { node, offset };
  }

  function locate(path: readonly PropertyKey[]) {
    const position = lineCounter.linePos(find(path).offset);
    return { line: position.line, column: position.col };
  }

  function locateInText(path: readonly PropertyKey[], index: number) {
    const { node } = find(path);
    if (!isScalar(node) || node.type !== Scalar.BLOCK_LITERAL || !node.range || typeof node.value !== 'string') return locate(path);
    const header = lineCounter.linePos(node.range[0]);
    const before = node.value.slice(0, index).split('\n');
    const firstContentLine =
      text
        .split('\n')
        .slice(header.line)
        .find((line) => line.trim() !== '') ?? '';
    const indent = firstContentLine.length - firstContentLine.trimStart().length;
    return { line: header.line + before.length, column: indent + (before.at(-1)?.length ?? 0) + 1 };
  }

  return {
    file,
    data: syntaxErrors.length > 0 ? undefined : document.toJS(),
    syntaxErrors,
    locate,
    errorAt(path, message) {
      return { file, ...locate(path), path: formatFieldPath(path), message };
    },
    errorInText(path, index, message) {
      return { file, ...locateInText(path, index), path: formatFieldPath(path), message };
    },
  };
}
