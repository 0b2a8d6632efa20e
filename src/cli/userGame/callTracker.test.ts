import { describe, expect, it } from 'vitest';
import { newCallRecord, readCalls, trackCalls } from './callTracker.js';

describe('the call record of a module', () => {
  it('is empty before any call', () => {
    expect(readCalls(newCallRecord())).toEqual({ started: 0, inCall: false, position: null });
  });

  it('counts calls of moves and keeps the latest integer position', () => {
    const record = newCallRecord();
    const module = trackCalls({ moves: (n) => ((n as number) > 0 ? [(n as number) - 1] : []) }, record);
    expect(module.moves(7)).toEqual([6]);
    module.moves(3);
    expect(readCalls(record)).toEqual({ started: 2, inCall: false, position: '3' });
  });

  it('keeps a small tuple, and no position for anything else', () => {
    const record = newCallRecord();
    const module = trackCalls({ moves: () => [] }, record);
    module.moves([3, 4]);
    expect(readCalls(record).position).toBe('[3, 4]');
    module.moves({ board: 'x' });
    expect(readCalls(record).position).toBeNull();
    module.moves([1, 'a']);
    expect(readCalls(record).position).toBeNull();
  });

  it('shows a call that has not returned (here: one that threw)', () => {
    const record = newCallRecord();
    const module = trackCalls(
      {
        moves: () => {
          throw new Error('boom');
        },
      },
      record,
    );
    expect(() => module.moves(5)).toThrow('boom');
    expect(readCalls(record)).toEqual({ started: 1, inCall: true, position: '5' });
  });

  it('counts writeMoves too, when the module has it', () => {
    const record = newCallRecord();
    const module = trackCalls({ moves: () => [], writeMoves: (_n, out) => ((out[0] = 0), 1) }, record);
    expect(module.writeMoves!(9, new Int32Array(4))).toBe(1);
    expect(readCalls(record)).toEqual({ started: 1, inCall: false, position: '9' });
  });
});
