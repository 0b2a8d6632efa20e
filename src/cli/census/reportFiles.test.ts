import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runExtendJob, type ExtendJob } from '../../games/heap/index.js';
import { directoryCheckpoints } from './checkpoints.js';
import { runCensus, type LinkRunner } from './coordinator.js';
import { CensusDatabase } from './database.js';
import { writeCensusReport } from './reportFiles.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'nimlab-census-report-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function inlineRunner(checkpoints: string): LinkRunner {
  const store = directoryCheckpoints(checkpoints);
  return { slots: 1, run: async (job: ExtendJob) => runExtendJob(job, store) };
}

interface ReportJson {
  totals: { games: number; solved: number; trivial: number; unsolved: number };
  rows: { name: string; status: string; trivial: boolean }[];
}

describe('the census report files (issue 39: "trivial" is a flag of solved games, not a status)', () => {
  it("writes 'solved' for every proven game, marks the trivial ones, and counts them inside solved", async () => {
    const db = new CensusDatabase(join(dir, 'c.sqlite'));
    const checkpoints = join(dir, 'ck');
    // Kayles and Dawson's Kayles are proven below heap 1000 (trivial); 0.6 is not proven in 3000 heaps.
    await runCensus(db, ['0.77', '0.07', '0.6'], { target: 3000, timeMs: null }, inlineRunner(checkpoints));
    const out = join(dir, 'census.md');
    expect(writeCensusReport(db, out, checkpoints, [])).toEqual([out, join(dir, 'census.json')]);
    db.close();

    const json = JSON.parse(readFileSync(join(dir, 'census.json'), 'utf8')) as ReportJson;
    expect(json.totals).toMatchObject({ games: 3, solved: 2, trivial: 2, unsolved: 1 });
    expect(json.rows.map((r) => [r.name, r.status, r.trivial])).toEqual([
      ['0.6', 'unsolved', false],
      ['0.07', 'solved', true],
      ['0.77', 'solved', true],
    ]);

    const markdown = readFileSync(out, 'utf8');
    expect(markdown).toContain(
      '**3 games, 3 classes**: solved 2 (every proven game; of them trivial 2: proven from heaps below 1000), unsolved 1;',
    );
    expect(markdown).toContain('| class | members (shift) | status | trivial | preperiod | period |');
    expect(markdown).toMatch(/^\| 0\.77 \| 0\.77 \| solved \| trivial \| 71 \| 12 \|/m);
    expect(markdown).toMatch(/^\| 0\.6 \| 0\.6 \| unsolved \| {2}\| /m);
    // No row has "trivial" as its status (the third cell).
    expect(markdown).not.toMatch(/^\| [^|]+ \| [^|]+ \| trivial \|/m);
  });
});
