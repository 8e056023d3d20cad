/**
 * The platform's message syntax, parsed once per pattern:
 *
 *   text {0} {name} {0 plural one{# item} other{# items}} {0 selectordinal ...}
 *   {0 select a{...} other{...}} {0 decimal style:short} {0;1 datetime-interval}
 *
 * An apostrophe quotes braces and `#` ('{' is a literal brace, '' an
 * apostrophe); `#` inside a plural choice is the number. Errors carry the
 * offset in the pattern.
 */
import { Lru } from '../compile/lru.js';
import { PLURAL_CATEGORIES } from './plural.js';

export type MessageNode = string | HashNode | ArgNode;

export interface HashNode {
  kind: 'hash';
}

export interface Choice {
  key: string;
  body: MessageNode[];
  /** Where the key starts in the pattern. */
  at: number;
}

export interface ArgNode {
  kind: 'arg';
  /** Positional indices or keyword names, `0;1` giving two. */
  args: (number | string)[];
  /** Formatter name (`plural`, `decimal`, ...); null for a plain substitution. */
  format: string | null;
  options: string[];
  choices: Choice[];
  offset: number;
}

export class MessageSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

const CHOICE_FORMATS = new Set(['plural', 'selectordinal', 'select']);
const EXPLICIT_KEY = /^=-?\d+(?:\.\d+)?$/;
const WS = /\s/;

class Parser {
  i = 0;
  constructor(readonly s: string) {}

  text(nested: boolean, hash: boolean): MessageNode[] {
    const out: MessageNode[] = [];
    let buf = '';
    const s = this.s;
    while (this.i < s.length) {
      const c = s[this.i]!;
      if (c === "'") {
        const next = s[this.i + 1];
        if (next === "'") {
          buf += "'";
          this.i += 2;
        } else if (next === '{' || next === '}' || (hash && next === '#')) {
          const end = s.indexOf("'", this.i + 1);
          const stop = end === -1 ? s.length : end;
          buf += s.slice(this.i + 1, stop);
          this.i = stop + 1;
        } else {
          buf += c;
          this.i++;
        }
      } else if (c === '{') {
        if (buf) out.push(buf);
        buf = '';
        this.i++;
        out.push(this.argument(hash));
      } else if (c === '}') {
        if (nested) {
          if (buf) out.push(buf);
          return out;
        }
        buf += c;
        this.i++;
      } else if (c === '#' && hash) {
        if (buf) out.push(buf);
        buf = '';
        out.push({ kind: 'hash' });
        this.i++;
      } else {
        buf += c;
        this.i++;
      }
    }
    if (nested) throw new MessageSyntaxError('a choice is not closed with }', this.s.length);
    if (buf) out.push(buf);
    return out;
  }

  private skipSpace(): void {
    while (this.i < this.s.length && WS.test(this.s[this.i]!)) this.i++;
  }

  private word(): string {
    const start = this.i;
    while (this.i < this.s.length) {
      const c = this.s[this.i]!;
      if (WS.test(c) || c === '{' || c === '}') break;
      this.i++;
    }
    return this.s.slice(start, this.i);
  }

  private argument(hash: boolean): ArgNode {
    const open = this.i - 1;
    this.skipSpace();
    const names = this.word();
    if (!names) throw new MessageSyntaxError('an argument has no name', open);
    const node: ArgNode = {
      kind: 'arg',
      args: names.split(';').map((n) => (/^\d+$/.test(n) ? parseInt(n, 10) : n)),
      format: null,
      options: [],
      choices: [],
      offset: 0,
    };
    this.skipSpace();
    if (this.peek() === '}') {
      this.i++;
      return node;
    }
    node.format = this.word();
    if (CHOICE_FORMATS.has(node.format)) this.choices(node, hash);
    else this.options(node);
    return node;
  }

  private choices(node: ArgNode, hash: boolean): void {
    const isPlural = node.format !== 'select';
    for (;;) {
      this.skipSpace();
      const c = this.peek();
      if (c === undefined) throw new MessageSyntaxError(`'${node.format}' is not closed with }`, this.i);
      if (c === '}') {
        this.i++;
        return;
      }
      const at = this.i;
      const key = this.word();
      if (isPlural && key.startsWith('offset:')) {
        node.offset = Number(key.slice(7)) || 0;
        continue;
      }
      if (!key) throw new MessageSyntaxError(`unexpected '${c}' in '${node.format}'`, at);
      if (isPlural && !PLURAL_CATEGORIES.has(key) && !EXPLICIT_KEY.test(key)) {
        throw new MessageSyntaxError(`invalid plural key '${key}' (expected zero, one, two, few, many, other or =N)`, at);
      }
      this.skipSpace();
      if (this.peek() !== '{') throw new MessageSyntaxError(`the choice '${key}' has no {...} body`, this.i);
      this.i++;
      const body = this.text(true, isPlural || hash);
      this.i++; // the closing brace
      node.choices.push({ key, body, at });
    }
  }

  private options(node: ArgNode): void {
    const start = this.i;
    while (this.i < this.s.length && this.s[this.i] !== '}') {
      if (this.s[this.i] === '{') throw new MessageSyntaxError(`unexpected '{' in the options of '${node.format}'`, this.i);
      this.i++;
    }
    if (this.i >= this.s.length) throw new MessageSyntaxError(`the argument '${node.format}' is not closed with }`, this.i);
    node.options = this.s
      .slice(start, this.i)
      .split(/\s+/)
      .filter((o) => o !== '');
    this.i++;
  }

  private peek(): string | undefined {
    return this.s[this.i];
  }
}

export type ParsedMessage = { ok: true; nodes: MessageNode[] } | { ok: false; error: MessageSyntaxError };

const MESSAGE_CACHE_ENTRIES = 256;
const parsed = new Lru<string, ParsedMessage>(MESSAGE_CACHE_ENTRIES);

export function parseMessage(pattern: string): ParsedMessage {
  let r = parsed.get(pattern);
  if (r === undefined) {
    try {
      r = { ok: true, nodes: new Parser(pattern).text(false, false) };
    } catch (e) {
      if (!(e instanceof MessageSyntaxError)) throw e;
      r = { ok: false, error: e };
    }
    parsed.set(pattern, r);
  }
  return r;
}
