// `npm run check`: fails when files under apps/ import each other in a circle. Type-only imports
// count (they tie the layers together as much as value imports do), so this reads every import
// with TypeScript's pre-processor instead of relying on a lint rule that skips them.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const roots = process.argv.length > 2 ? process.argv.slice(2) : ['apps/server/src', 'apps/web/src'];
const extensions = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) ? [full] : [];
  });
}

function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  for (const ext of extensions) if (existsSync(base + ext)) return base + ext;
  return null;
}

const graph = new Map();
for (const root of roots) {
  for (const file of sourceFiles(path.resolve(root))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map((i) => resolve(file, i.fileName)).filter(Boolean);
    graph.set(file, [...new Set(targets)]);
  }
}

// Tarjan's strongly connected components: every component of more than one file is a cycle.
let index = 0;
const stack = [];
const state = new Map();
const cycles = [];
function connect(node) {
  const s = { index, low: index, onStack: true };
  index += 1;
  state.set(node, s);
  stack.push(node);
  for (const next of graph.get(node) ?? []) {
    const t = state.get(next);
    if (!t) {
      connect(next);
      s.low = Math.min(s.low, state.get(next).low);
    } else if (t.onStack) s.low = Math.min(s.low, t.index);
  }
  if (s.low === s.index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== node);
    const selfLoop = (graph.get(node) ?? []).includes(node);
    if (component.length > 1 || selfLoop) cycles.push(component);
  }
}
for (const node of graph.keys()) if (!state.has(node)) connect(node);

const cwd = process.cwd();
if (cycles.length) {
  for (const cycle of cycles) {
    console.error(`Import cycle of ${cycle.length} files:`);
    for (const file of cycle.sort()) console.error(`  ${path.relative(cwd, file)}`);
  }
  process.exit(1);
}
console.log(`No import cycles in ${graph.size} files under ${roots.join(', ')}.`);
