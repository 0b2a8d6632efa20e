import { describe, expect, it } from 'vitest';
import { nimlab } from './testing/runCli.js';

// Each run starts the CLI afresh; the expression language itself is tested in games/shared/nimber.
describe('nimlab nimber and the coin games (built CLI)', () => {
  it('nimber 8 * 8 prints 13', () => {
    const { status, stdout } = nimlab(['nimber', '8 * 8']);
    expect(status).toBe(0);
    expect(stdout.trim()).toBe('13');
  });

  it('nimber --json gives the expression, how it was read and the value', () => {
    const { status, stdout } = nimlab(['nimber', '--json', '1 + 2 * inv 5']);
    expect(status).toBe(0);
    // inv 5 = 12 and 2 ⊗ 12 = 4, so 1 ⊕ 4 = 5.
    expect(JSON.parse(stdout)).toEqual({ expression: '1 + 2 * inv 5', reading: '(1 ⊕ (2 ⊗ inv 5))', value: '5' });
  });

  it('a bad expression is one line on stderr, exit 2', () => {
    const { status, stdout, stderr } = nimlab(['nimber', '8 *']);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });

  it('analyze ruler THTTH --json', () => {
    const { status, stdout } = nimlab(['analyze', 'ruler', 'THTTH', '--json']);
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      game: 'ruler',
      position: 'THTTH',
      play: 'normal',
      outcome: 'N',
      grundy: '3',
      winningMoves: [{ move: 'turn coins 1, 2', to: 'HTTTH' }],
      winningMoveCount: '1',
      winningMovesCut: false,
    });
  });
});
