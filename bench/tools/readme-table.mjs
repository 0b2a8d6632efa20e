#!/usr/bin/env node
// The results table of bench/README.md, generated from bench/results.json (the run of record).
//
//   node bench/tools/readme-table.mjs           prints the table
//   node bench/tools/readme-table.mjs --write   puts it into bench/README.md between its markers
//
// src/benchReadme.test.ts holds the committed table equal to this script's output, so the README
// never quotes a figure the record does not hold.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BEGIN = '<!-- results table: generated from results.json by tools/readme-table.mjs; do not edit -->';
export const END = '<!-- end of results table -->';

/** A cell: pipes escaped, so a note cannot split a row. */
function cell(value) {
  return value === null || value === undefined ? '—' : String(value).replaceAll('|', '\\|');
}

/** The run's machine in one cell: CPU, cores, platform, Node, and the load average at the end. */
function machineOf(results) {
  const { cpu, cores, platform } = results.machine;
  return `${cpu.replaceAll('(R)', '')}, ${cores} cores, ${platform}, Node ${results.node}, load ${results.load_average_1min}`;
}

/** An ISO date to the minute, in UTC. */
function minuteOf(isoDate) {
  return `${isoDate.slice(0, 10)} ${isoDate.slice(11, 16)} UTC`;
}

/**
 * One row per row of the record. A row measured in a run of its own case and merged into the
 * record carries its own `date` and `machine`; the others are the full run's.
 */
export function resultsTable(results) {
  const runMachine = machineOf(results);
  const lines = [
    '| case | what is compared | ours ms | baseline ms | ratio | note | machine | date |',
    '| --- | --- | ---: | ---: | ---: | --- | --- | --- |',
  ];
  for (const row of results.rows) {
    const machine = row.machine ?? runMachine;
    const date = minuteOf(row.date ?? results.date);
    const cells = [row.case, row.name, row.ours_ms, row.baseline_ms, row.ratio, row.note, machine, date];
    lines.push(`| ${cells.map(cell).join(' | ')} |`);
  }
  return lines.join('\n');
}

/** The README with its table section replaced by `table`. */
export function withTable(readme, table) {
  const begin = readme.indexOf(BEGIN);
  const end = readme.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`bench/README.md lacks the markers ${BEGIN} … ${END}`);
  return `${readme.slice(0, begin + BEGIN.length)}\n${table}\n${readme.slice(end)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = JSON.parse(readFileSync(path.join(root, 'bench', 'results.json'), 'utf8'));
  const table = resultsTable(results);
  if (process.argv.includes('--write')) {
    const readmePath = path.join(root, 'bench', 'README.md');
    writeFileSync(readmePath, withTable(readFileSync(readmePath, 'utf8'), table));
  } else {
    process.stdout.write(`${table}\n`);
  }
}
