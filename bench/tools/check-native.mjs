#!/usr/bin/env node
/**
 * Checks a judge problem's C++ baseline (bench/native/<id>.cpp) against `nimlab judge <id>` on
 * inputs from the problem's own generator: SMALL small inputs (seeds 1..SMALL) and MAX maximum
 * ones (seeds 2..MAX+1; seed 1 is the one judge-problems.mjs already compares). Both run as
 * processes on the same stdin; outputs must be equal line for line. Exits 1 on the first
 * difference, printing the seed and keeping the input in the temp dir. Needs `npm run build` first.
 *
 *   node bench/tools/check-native.mjs ID... [--small 20] [--max 3]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, closeSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const library = await import(pathToFileURL(path.join(root, 'dist/index.js')).href);

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const [, value] = args.splice(at, 2);
  return Number(value);
};
const smallCount = option('--small', 20);
const maxCount = option('--max', 3);
if (args.length === 0) {
  process.stderr.write('usage: node bench/tools/check-native.mjs ID... [--small 20] [--max 3]\n');
  process.exit(2);
}

const tempDir = mkdtempSync(path.join(tmpdir(), 'nimlab-check-native-'));
const lines = (text) =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n');

function run(cmd, cmdArgs, inputFile) {
  const stdin = openSync(inputFile, 'r');
  try {
    const result = spawnSync(cmd, cmdArgs, { stdio: [stdin, 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 1 << 30 });
    if (result.status !== 0) throw new Error(`${[cmd, ...cmdArgs].join(' ')} failed: ${result.stderr || result.signal}`);
    return lines(result.stdout);
  } finally {
    closeSync(stdin);
  }
}

function compile(id) {
  const buildDir = path.join(root, 'bench', 'build');
  mkdirSync(buildDir, { recursive: true });
  const binary = path.join(buildDir, `${id}.check`);
  const result = spawnSync('g++', ['-O2', '-std=c++17', '-o', binary, path.join(root, 'bench', 'native', `${id}.cpp`)], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`g++ failed on ${id}.cpp:\n${result.stderr}`);
  return binary;
}

let failed = false;
for (const id of args) {
  const problem = await library.problemEntry(id).load();
  const binary = compile(id);
  const cases = [
    ...Array.from({ length: smallCount }, (_, i) => ['small', i + 1]),
    ...Array.from({ length: maxCount }, (_, i) => ['max', i + 2]),
  ];
  let bad = null;
  for (const [size, seed] of cases) {
    const inputFile = path.join(tempDir, `${id}-${size}-${seed}.in`);
    writeFileSync(inputFile, problem.generate(new library.Random(seed), size));
    const ours = run(process.execPath, [path.join(root, 'dist/cli/main.js'), 'judge', id], inputFile);
    const native = run(binary, [], inputFile);
    if (ours !== native) {
      bad = `${size} seed ${seed} (${inputFile}): nimlab ${JSON.stringify(ours.slice(0, 60))}, C++ ${JSON.stringify(native.slice(0, 60))}`;
      break;
    }
  }
  if (bad) failed = true;
  console.log(bad ? `${id}: DIFFERENT on ${bad}` : `${id}: equal on ${smallCount} small and ${maxCount} max inputs`);
}
if (!failed) rmSync(tempDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
