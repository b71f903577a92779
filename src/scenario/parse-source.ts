/**
 * Reads a scenario's text, YAML or JSON, keeping the syntax tree so that any path into the
 * data can be traced back to a line and column. JSON goes through the same YAML parser (JSON
 * is valid YAML 1.2) for its positions, and through JSON.parse for strictness: a trailing
 * comma or an empty value is a JSON error even though YAML would accept it.
 */
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { ScenarioIssue } from './scenario-error.ts';
import type { Issue, Path } from './schema.ts';

/** A line and column, both 1-based. */
export interface SourcePosition {
  line: number;
  column: number;
}

/** A syntax error with its position. */
export type SyntaxIssue = Issue & SourcePosition;

export interface ParsedSource {
  /** The data (undefined when there were syntax errors). */
  value: unknown;
  issues: SyntaxIssue[];
  /**
   * Where `path` is written: index or id segments (a list item is found by its `id` field).
   * Points at the value, or at the key with `atKey`; a path into missing data points at the
   * deepest part that exists.
   */
  locate(path: Path, atKey?: boolean): SourcePosition;
}

/**
 * Parse scenario text.
 *
 * @param syntax 'yaml' or 'json' (chosen by the caller from the file extension)
 */
export function parseSource(text: string, syntax: 'yaml' | 'json'): ParsedSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: true, uniqueKeys: true });
  const position = (offset: number): SourcePosition => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  const locate = (path: Path, atKey = false): SourcePosition => position(offsetOf(doc, path, atKey));
  const issues: SyntaxIssue[] = doc.errors.map((error) => {
    const [start] = error.linePos ?? [{ line: 1, col: 1 }];
    return {
      path: [],
      problem: `${syntax === 'json' ? 'JSON' : 'YAML'} syntax error`,
      expected: syntax === 'json' ? 'valid JSON' : 'valid YAML',
      // The message repeats the position and quotes the source line; keep the first clause.
      found: error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, ''),
      line: start.line,
      column: start.col,
    };
  });
  if (issues.length > 0) return { value: undefined, issues, locate };
  if (syntax === 'yaml') return { value: doc.toJS({ maxAliasCount: 1000 }), issues, locate };
  try {
    return { value: JSON.parse(text), issues, locate };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /position (\d+)/.exec(message);
    return {
      value: undefined,
      issues: [
        {
          path: [],
          problem: 'JSON syntax error',
          expected: 'valid JSON',
          found: message.replace(/ in JSON at position \d+.*$/s, ''),
          ...(at === null ? { line: 1, column: 1 } : position(Number(at[1]))),
        },
      ],
      locate,
    };
  }
}

/** Offset of the node at `path`, or of the deepest node on the way that exists. */
function offsetOf(doc: Document, path: Path, atKey: boolean): number {
  let node: unknown = doc.contents;
  let keyNode: Node | undefined;
  let found = 0;
  for (const segment of path) {
    if (isAlias(node)) node = node.resolve(doc);
    let next: { key?: Node; value: unknown } | undefined;
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
      if (pair !== undefined) next = { key: pair.key as Node, value: pair.value };
    } else if (isSeq(node)) {
      const item =
        typeof segment === 'number'
          ? node.items[segment]
          : node.items.find((it) => isMap(it) && it.items.some((p) => isIdPair(p, segment)));
      if (item !== undefined) next = { value: item };
    }
    if (next === undefined) break;
    keyNode = next.key;
    node = next.value;
    found++;
  }
  const complete = found === path.length;
  if (complete && atKey && keyNode?.range) return keyNode.range[0];
  // An empty value (`models:`) has an empty range; its key is where the reader looks.
  if (isNodeWithRange(node) && !(isScalar(node) && node.range[0] === node.range[1])) return node.range[0];
  if (keyNode?.range) return keyNode.range[0];
  return 0;
}

function isIdPair(pair: unknown, id: string): boolean {
  return isPair(pair) && isScalar(pair.key) && pair.key.value === 'id' && isScalar(pair.value) && pair.value.value === id;
}

function isNodeWithRange(node: unknown): node is Node & { range: [number, number, number] } {
  return (isMap(node) || isSeq(node) || isScalar(node) || isAlias(node)) && node.range != null;
}

/** The syntax a file's extension names, or the issue with it. */
export function syntaxOfFile(file: string, what: string): 'yaml' | 'json' | ScenarioIssue {
  const ext = extname(file).toLowerCase();
  if (ext === '.yaml' || ext === '.yml') return 'yaml';
  if (ext === '.json') return 'json';
  return { file, path: [], expected: `a ${what} ending in .yaml, .yml or .json`, found: ext === '' ? 'no extension' : `"${ext}"` };
}

/**
 * Read a YAML or JSON file's text (a byte-order mark dropped) and its syntax, or the issue
 * that stops it: the wrong extension, no such file, a folder.
 *
 * @param what the kind of file, for the message: 'scenario file', 'side file', ...
 */
export function readSourceFile(file: string, what: string): { text: string; syntax: 'yaml' | 'json' } | ScenarioIssue {
  const syntax = syntaxOfFile(file, what);
  if (typeof syntax !== 'string') return syntax;
  try {
    return { text: readFileSync(file, 'utf8').replace(/^\uFEFF/, ''), syntax };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const found = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a directory' : String(error);
    return { file, path: [], expected: `a readable ${what}`, found };
  }
}
