// A small TextMate tokenizer for tests: applies a grammar's patterns (match, begin/end with
// captures, include "#name" and "$self") with node's RegExp, line by line, the way editors do:
// at each position the pattern whose match starts earliest wins (the first listed on a tie),
// and an open begin/end rule's end pattern is tried before its inner patterns.
//
//   node tokenize.js GRAMMAR.json FILE  →  JSON: one array per line of [text, "scope scope…"]
'use strict';
const fs = require('fs');

const grammar = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const lines = fs.readFileSync(process.argv[3], 'utf8').split('\n');
if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();

const compiled = new Map();
function regex(source) {
  if (!compiled.has(source)) compiled.set(source, new RegExp(source, 'dgu'));
  return compiled.get(source);
}

// The rules a pattern list stands for, includes resolved.
function expand(patterns, seen = new Set()) {
  const rules = [];
  for (const pattern of patterns || []) {
    if (pattern.include) {
      const target = pattern.include === '$self' ? grammar : grammar.repository[pattern.include.slice(1)];
      if (!target) throw new Error('unknown include ' + pattern.include);
      if (seen.has(target)) continue;
      rules.push(...expand(target.match || target.begin ? [target] : target.patterns, new Set([...seen, target])));
    } else if (pattern.match || pattern.begin) {
      rules.push(pattern);
    } else {
      rules.push(...expand(pattern.patterns, seen));
    }
  }
  return rules;
}

function search(source, line, position) {
  const re = regex(source);
  re.lastIndex = position;
  return re.exec(line);
}

const output = [];
const stack = [{ rule: grammar, scopes: [grammar.scopeName] }];
for (const line of lines) {
  const tokens = [];
  const emit = (text, scopes) => { if (text.length > 0) tokens.push([text, scopes.join(' ')]); };
  // Splits a match into tokens: text outside capture groups gets `scopes`, each group its own.
  const emitMatch = (match, scopes, captures) => {
    let cursor = match.index;
    const end = match.index + match[0].length;
    const groups = [];
    for (let i = 1; i < match.length; i++) {
      if (match.indices[i] && captures && captures[i]) groups.push([...match.indices[i], captures[i].name]);
    }
    const whole = captures && captures[0] ? [...scopes, captures[0].name] : scopes;
    for (const [start, stop, name] of groups.sort((a, b) => a[0] - b[0])) {
      if (start < cursor) continue;
      emit(line.slice(cursor, start), whole);
      emit(line.slice(start, stop), [...whole, name]);
      cursor = stop;
    }
    emit(line.slice(cursor, end), whole);
  };
  let position = 0;
  for (;;) {
    const top = stack[stack.length - 1];
    let best = null;
    if (top.rule.end) {
      const end = search(top.rule.end, line, position);
      if (end) best = { match: end, end: true };
    }
    for (const rule of expand(top.rule.patterns)) {
      const match = search(rule.match || rule.begin, line, position);
      if (match && (!best || match.index < best.match.index)) best = { match, rule };
    }
    if (!best || (best.match[0].length === 0 && !best.end && !best.rule.begin)) {
      emit(line.slice(position), top.scopes);
      break;
    }
    emit(line.slice(position, best.match.index), top.scopes);
    if (best.end) {
      emitMatch(best.match, top.scopes, top.rule.endCaptures || top.rule.captures);
      stack.pop();
    } else if (best.rule.begin) {
      const scopes = best.rule.name ? [...top.scopes, best.rule.name] : top.scopes;
      emitMatch(best.match, scopes, best.rule.beginCaptures || best.rule.captures);
      stack.push({ rule: best.rule, scopes: best.rule.contentName ? [...scopes, best.rule.contentName] : scopes });
    } else {
      emitMatch(best.match, best.rule.name ? [...top.scopes, best.rule.name] : top.scopes, best.rule.captures);
    }
    const next = best.match.index + best.match[0].length;
    if (next === position && best.match[0].length === 0) {
      // An empty end match at the end of the line closes the rule; elsewhere, step on.
      if (position >= line.length) break;
    }
    position = next;
    if (position >= line.length && !(stack[stack.length - 1].rule.end && /\$/.test(stack[stack.length - 1].rule.end))) break;
  }
  output.push(tokens);
}
process.stdout.write(JSON.stringify(output) + '\n');
