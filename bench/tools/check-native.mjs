#!/usr/bin/env node
/**
 * Checks a judge problem's C++ baseline (bench/native/<id>.cpp) against `nimlab judge <id>` on
 * random inputs from the problem's own generator: SMALL inputs of size 'small' and MAX of size
 * 'max', seeds 1, 2, …; stops at the first difference and prints both outputs. The bench itself
 * only compares them on one max-size input (seed 1); run this after writing or changing a baseline.
 *
 *   npm run build && node bench/tools/check-native.mjs ID [SMALL=16] [MAX=4]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [id, smallText = '16', maxText = '4'] = process.argv.slice(2);
const counts = { small: Number(smallText), max: Number(maxText) };
if (!id || !Number.isInteger(counts.small) || !Number.isInteger(counts.max)) {
  process.stderr.write('usage: node bench/tools/check-native.mjs ID [SMALL=16] [MAX=4]\n');
  process.exit(2);
}

const library = await import(pathToFileURL(path.join(root, 'dist/index.js')).href);
const entry = library.problemCatalog.find((candidate) => candidate.id === id);
if (!entry) {
  process.stderr.write(`check-native: no problem '${id}'\n`);
  process.exit(2);
}
const problem = await entry.load();

const buildDir = path.join(root, 'bench', 'build');
mkdirSync(buildDir, { recursive: true });
const binary = path.join(buildDir, `${id}-check`);
const compiled = spawnSync('g++', ['-O2', '-std=c++17', '-o', binary, path.join(root, 'bench', 'native', `${id}.cpp`)], { encoding: 'utf8' });
if (compiled.status !== 0) {
  process.stderr.write(`check-native: g++ failed:\n${compiled.stderr}\n`);
  process.exit(1);
}

const normalise = (text) => text.trimEnd().split('\n').map((line) => line.trimEnd()).join('\n');
const runOn = (command, args, input) => {
  const result = spawnSync(command, args, { input, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (result.status !== 0) throw new Error(`${[command, ...args].join(' ')} exited ${result.status}: ${result.stderr}`);
  return normalise(result.stdout);
};

const tempDir = mkdtempSync(path.join(os.tmpdir(), 'nimlab-check-native-'));
let checked = 0;
try {
  for (const size of ['small', 'max']) {
    for (let seed = 1; seed <= counts[size]; seed++) {
      const input = problem.generate(new library.Random(seed), size);
      const ours = runOn(process.execPath, [path.join(root, 'dist/cli/main.js'), 'judge', id], input);
      const native = runOn(binary, [], input);
      if (ours !== native) {
        const file = path.join(tempDir, `${id}-${size}-${seed}.in`);
        writeFileSync(file, input);
        process.stderr.write(`check-native: ${id} ${size} seed ${seed}: outputs differ (input kept in ${file})\n` +
          `nimlab judge:\n${ours.slice(0, 2000)}\nC++:\n${native.slice(0, 2000)}\n`);
        process.exit(1);
      }
      checked++;
    }
  }
  rmSync(tempDir, { recursive: true, force: true });
} catch (error) {
  process.stderr.write(`check-native: ${error.message}\n`);
  process.exit(1);
}
process.stdout.write(`check-native: ${id}: C++ equals nimlab judge on ${checked} inputs (${counts.small} small, ${counts.max} max)\n`);
