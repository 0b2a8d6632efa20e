/**
 * The `ctx` every bench case receives. Everything here is synchronous and returns plain values
 * (awaiting them is harmless), except timeFn of an async function, which returns a promise.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Generous cap on captured output (judge outputs of a few MB, compiler diagnostics). */
const MAX_OUTPUT = 1 << 30;

export function createContext({ root, tempDir, repeats }) {
  const buildDir = path.join(root, 'bench', 'build');
  const resolve = (file) => (path.isAbsolute(file) ? file : path.join(root, file));

  return {
    root,
    repeats,
    /** Progress line on stderr (the table goes to stdout). */
    log(message) {
      process.stderr.write(`  ${message}\n`);
    },

    /** Compiles a C (.c) or C++ (.cpp/.cc/.cxx) file with -O2 into bench/build/<outName>; returns the binary path. */
    compileC(sourcePath, outName) {
      const source = resolve(sourcePath);
      const extension = path.extname(source).toLowerCase();
      const cpp = ['.cpp', '.cc', '.cxx', '.c++'].includes(extension);
      if (!cpp && extension !== '.c') throw new Error(`compileC: ${sourcePath} is neither C (.c) nor C++ (.cpp/.cc/.cxx)`);
      mkdirSync(buildDir, { recursive: true });
      const binary = path.join(buildDir, outName);
      // Build beside the target, then rename: another bench running at the same time never sees half a binary.
      const partial = `${binary}.${process.pid}.partial`;
      const [compiler, standard] = cpp ? ['g++', '-std=c++17'] : ['gcc', '-std=c11'];
      const result = spawnSync(compiler, ['-O2', standard, '-o', partial, source], { encoding: 'utf8', maxBuffer: MAX_OUTPUT });
      if (result.error) throw new Error(`compileC: cannot run ${compiler}: ${result.error.message}`);
      if (result.status !== 0) throw new Error(`compileC: ${compiler} failed on ${sourcePath}:\n${result.stderr}`);
      renameSync(partial, binary);
      return binary;
    },

    /**
     * Runs `cmd args` `repeats` times with stdin from `inputFile` (none when omitted) and stdout
     * to /dev/null; returns the best wall-clock ms. A non-zero exit code throws, with stderr.
     */
    timeCommand(cmd, args = [], { inputFile, repeats: times = repeats } = {}) {
      let best = Infinity;
      for (let i = 0; i < times; i++) {
        // A fresh descriptor per run: the child shares the file offset, which ends at EOF.
        const stdin = inputFile === undefined ? 'ignore' : openSync(resolve(inputFile), 'r');
        try {
          const started = performance.now();
          const result = spawnSync(cmd, args, { stdio: [stdin, 'ignore', 'pipe'], maxBuffer: MAX_OUTPUT });
          const elapsed = performance.now() - started;
          checkExit(cmd, args, result);
          best = Math.min(best, elapsed);
        } finally {
          if (typeof stdin === 'number') closeSync(stdin);
        }
      }
      return best;
    },

    /** Runs `cmd args` once with stdin from `inputFile`; returns its stdout as text. A non-zero exit throws. */
    run(cmd, args = [], { inputFile } = {}) {
      const stdin = inputFile === undefined ? 'ignore' : openSync(resolve(inputFile), 'r');
      try {
        const result = spawnSync(cmd, args, { stdio: [stdin, 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: MAX_OUTPUT });
        checkExit(cmd, args, result);
        return result.stdout;
      } finally {
        if (typeof stdin === 'number') closeSync(stdin);
      }
    },

    /**
     * Best ms of `repeats` in-process runs of fn. If fn returns a promise, each run is awaited
     * and timeFn returns a promise of the best ms.
     */
    timeFn(fn, { repeats: times = repeats } = {}) {
      let best = Infinity;
      for (let i = 0; i < times; i++) {
        const started = performance.now();
        const value = fn();
        if (value && typeof value.then === 'function') return timeAsync(fn, value, started, i, times, best);
        best = Math.min(best, performance.now() - started);
      }
      return best;
    },

    /** Writes content (string or bytes) to `name` in this run's temp dir; returns the path. */
    tmpFile(name, content) {
      const file = path.join(tempDir, name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, content);
      return file;
    },
  };
}

async function timeAsync(fn, firstValue, firstStarted, done, times, bestSoFar) {
  await firstValue;
  let best = Math.min(bestSoFar, performance.now() - firstStarted);
  for (let i = done + 1; i < times; i++) {
    const started = performance.now();
    await fn();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

function checkExit(cmd, args, result) {
  const command = [cmd, ...args].join(' ');
  if (result.error) throw new Error(`${command}: ${result.error.message}`);
  if (result.status !== 0) {
    const stderr = String(result.stderr ?? '')
      .trim()
      .split('\n')
      .slice(-10)
      .join('\n');
    const how = result.signal ? `killed by ${result.signal}` : `exit code ${result.status}`;
    throw new Error(`${command}: ${how}${stderr ? `\n${stderr}` : ''}`);
  }
}
