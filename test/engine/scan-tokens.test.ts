// The tag reader's char-code scanners read exactly what the sticky patterns
// of patterns.ts read, on tokens of templates and on random text.
import t from 'tap';
import { PATTERNS } from '../../engine/syntax/patterns.js';
import { scanArgs, scanPredicate, scanVariableReference, scanVariableSeparator, scanWhitespace, scanWord } from '../../engine/syntax/scan-tokens.js';

const viaPattern = (re: RegExp) => (s: string, pos: number) => {
  re.lastIndex = pos;
  const m = re.exec(s);
  return m === null ? -1 : pos + m[0].length;
};
const pairs: [string, (s: string, pos: number) => number, (s: string, pos: number) => number][] = [
  ['word', scanWord, viaPattern(PATTERNS.word)],
  ['predicate', scanPredicate, viaPattern(PATTERNS.predicate)],
  ['variableReference', scanVariableReference, viaPattern(PATTERNS.variableReference)],
  ['whitespace', scanWhitespace, viaPattern(PATTERNS.whitespace)],
  ['variableSeparator', scanVariableSeparator, viaPattern(PATTERNS.variableSeparator)],
  ['formatterArgs', (s, p) => scanArgs(s, p, true), viaPattern(PATTERNS.formatterArgs)],
  ['instructionArgs', (s, p) => scanArgs(s, p, false), viaPattern(PATTERNS.instructionArgs)],
];

const samples = ['title', 'a.b.c', '@index', '@', '$x', '$', '@1', '1.2.x', 'item.0.title', 'a..b', 'a.', 'a-b_c9', '9a', 'main-image?', 'x ?', ' , y', ',', '  \t\n\f\r\u000bz', '\u00e9t\u00e9', 'a|b} c', '', '}'];
const ALPHABET = 'aZ09_-.@$?, |}\t\n\u000b\u00e9#{';
let seed = 23;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
for (let n = 0; n < 3000; n++) {
  let s = '';
  const len = Math.floor(random() * 10);
  for (let i = 0; i < len; i++) s += ALPHABET[Math.floor(random() * ALPHABET.length)];
  samples.push(s);
}

for (const [name, scan, pattern] of pairs) {
  t.test(name, async (t) => {
    let differ = 0;
    for (const s of samples) {
      for (let pos = 0; pos <= s.length; pos++) {
        if (scan(s, pos) !== pattern(s, pos)) {
          differ++;
          if (differ <= 5) t.fail(`${JSON.stringify(s)} at ${pos}: ${scan(s, pos)} against the pattern's ${pattern(s, pos)}`);
        }
      }
    }
    t.equal(differ, 0);
  });
}
