/**
 * The instruction tree: plain JSON, so it can be cached, stored and shipped
 * to a browser. Every node carries the line and column of its tag.
 */
export type PathSegment = string | number;
/** A dotted variable reference split into segments; numeric segments are numbers. */
export type VarPath = PathSegment[];

export interface FormatterCall {
  name: string;
  /** Arguments split on the delimiter (the first character after the name); empty tokens kept. */
  args: string[];
  /** The delimiter character, or '' when there are no arguments. */
  delim: string;
  line: number;
  col: number;
}

interface At {
  line: number;
  col: number;
}

export interface TextNode extends At {
  type: 'text';
  text: string;
}
export interface CommentNode extends At {
  type: 'comment';
  text: string;
  multiline: boolean;
}
export interface VariableNode extends At {
  type: 'variable';
  vars: VarPath[];
  formatters: FormatterCall[];
}
/** Else-branch of a block: `{.or}` or `{.or PREDICATE? args}`. */
export interface OrNode extends At {
  type: 'or';
  predicate: string | null;
  args: string[];
  body: Node[];
  alternative: OrNode | null;
}
export interface SectionNode extends At {
  type: 'section';
  path: VarPath;
  body: Node[];
  alternative: OrNode | null;
}
export interface RepeatedNode extends At {
  type: 'repeated';
  path: VarPath;
  body: Node[];
  alternatesWith: Node[] | null;
  alternative: OrNode | null;
}
export interface PredicateNode extends At {
  type: 'predicate';
  name: string;
  args: string[];
  body: Node[];
  alternative: OrNode | null;
}
export interface IfNode extends At {
  type: 'if';
  /** operators[i] joins vars[i] and vars[i + 1]; evaluated left to right. */
  operators: ('&&' | '||')[];
  vars: VarPath[];
  body: Node[];
  alternative: OrNode | null;
}
export interface BindvarNode extends At {
  type: 'bindvar';
  name: string;
  vars: VarPath[];
  formatters: FormatterCall[];
}
export interface CtxvarNode extends At {
  type: 'ctxvar';
  name: string;
  bindings: [string, VarPath][];
}
export interface MacroNode extends At {
  type: 'macro';
  name: string;
  body: Node[];
}
export interface IncludeNode extends At {
  type: 'include';
  name: string;
  args: string[];
}
export interface InjectNode extends At {
  type: 'inject';
  name: string;
  path: string;
  args: string[];
}
export interface EvalNode extends At {
  type: 'eval';
  code: string;
}

export type BlockNode = SectionNode | RepeatedNode | PredicateNode | IfNode | MacroNode;
export type Node =
  | TextNode
  | CommentNode
  | VariableNode
  | SectionNode
  | RepeatedNode
  | PredicateNode
  | IfNode
  | BindvarNode
  | CtxvarNode
  | MacroNode
  | IncludeNode
  | InjectNode
  | EvalNode;

export interface TemplateTree {
  type: 'root';
  /** Tree format version, bumped when a node shape changes. */
  version: 1;
  body: Node[];
}
