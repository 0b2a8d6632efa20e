import { describe, expect, it } from 'vitest';
import { playableExamples } from '../library';
import { moveWords } from './moveWords';

describe('moves said in words', () => {
  it('heap moves: taking, taking all, splitting, taking and splitting, several heaps', () => {
    expect(moveWords('nim', [3, 4, 5], '1:1')).toBe('take 2 from heap 1');
    expect(moveWords('nim', [3, 4, 5], '2:0')).toBe('take all 4 from heap 2');
    expect(moveWords('lasker', [7], '1:3+4')).toBe('split heap 1 (7) into 3 + 4');
    expect(moveWords('0.77', [7], '1:2+3')).toBe('take 2 and split heap 1 (7) into 2 + 3');
    expect(moveWords('moore:2', [3, 4], '1:2,2:0')).toBe('take 1 from heap 1 and take all 4 from heap 2');
  });

  it('coins, boards, graphs', () => {
    expect(moveWords('ruler', 'HTH', 'c3,5')).toBe('turn coins 3 and 5');
    expect(moveWords('ruler', 'HTH', 'c3')).toBe('turn coin 3');
    // Coins are numbered from 1 in every game, grids from (1, 1): the words repeat the playable's numbers.
    expect(moveWords('mock-turtles', 'HTTT', 'c1')).toBe('turn coin 1');
    expect(moveWords('turning-corners', ['TTH', 'HTH'], '1,1-2,3')).toBe('turn the four corners of (1, 1) to (2, 3)');
    expect(moveWords('wythoff', [3, 4], 'both-2')).toBe('take 2 from both piles');
    expect(moveWords('wythoff', [3, 4], 'a-1')).toBe('take 1 from pile a');
    expect(moveWords('staircase', [3, 4], '2:1')).toBe('slide 3 stones from step 2 down to step 1');
    expect(moveWords('hackenbush', null, '2-3')).toBe('cut edge 2–3');
    expect(moveWords('geography', null, 'v5')).toBe('move the token to vertex 5');
  });

  it("every move of every gallery example is said in words (no family's label falls through)", () => {
    for (const { example, name, playable, start } of playableExamples()) {
      for (const move of playable.moves(start, false)) {
        const said = moveWords(name, start, move.label);
        expect(said, `${example}: ${move.label}`).toMatch(/[a-z]{3,} /);
        expect(said).not.toBe(move.label);
      }
    }
  });
});
