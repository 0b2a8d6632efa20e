import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NimlabError } from '../../engine/core/errors.js';
import { positionWords } from './positionFile.js';
import { nimlab } from '../testing/runCli.js';

const directory = mkdtempSync(join(tmpdir(), 'nimlab-hackenbush-'));
const treeFile = join(directory, 'tree.txt');
// Root 1 with a stalk 1-2-3 (*2) and an edge 1-4 (*1): value 3, one winning move (cut 2-3).
writeFileSync(treeFile, '4\n1 2\n2 3\n1 4\n');

describe('position files', () => {
  it('reads a file named by a single non-numeric word, and passes inline words through', () => {
    expect(positionWords([treeFile])).toEqual(['4', '1', '2', '2', '3', '1', '4']);
    expect(positionWords(['3', '1', '2'])).toEqual(['3', '1', '2']);
    expect(positionWords(['7'])).toEqual(['7']);
    expect(() => positionWords([join(directory, 'missing.txt')])).toThrow(NimlabError);
  });

  it('nimlab analyze hackenbush <edge-list-file> --json --explain', () => {
    const { status, stdout } = nimlab(['analyze', 'hackenbush', treeFile, '--json', '--explain']);
    expect(status).toBe(0);
    const report = JSON.parse(stdout);
    expect(report).toMatchObject({ game: 'hackenbush', position: '4 1 2 2 3 1 4', outcome: 'N', grundy: '3' });
    expect(report.winningMoves).toEqual([{ move: 'delete edge 2-3', to: '4 1 2 1 4' }]);
    expect(report.explanation.join('\n')).toContain('vertex 1 (ground): (1+1) ⊕ (0+1) = 3');
  });

  it('a missing file or a bad edge list is one line on stderr, exit code 2', () => {
    for (const args of [
      ['analyze', 'hackenbush', join(directory, 'missing.txt')],
      ['analyze', 'hackenbush', '3', '1', '5'],
    ]) {
      const { status, stderr } = nimlab(args);
      expect(status).toBe(2);
      expect(stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
