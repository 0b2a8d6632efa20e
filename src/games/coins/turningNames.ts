/**
 * The coin-turning games the literature names, by their codes (Winning Ways ch. 14; CGSuite's
 * `game.heap.Spawning`). Mock Turtles, Ruler and Twins keep their own families (numbered as they
 * always were, with closed forms); their codes `1-3`, `1+C` and `2` are games here as well.
 */
export const NAMED_TURNING_CODES: Readonly<Record<string, string>> = {
  'turning-turtles': '1-2',
  moebius: '1-5',
  mogul: '1-7',
  moidores: '1-9',
  'gold-moidores': '1-9',
  triplets: '3',
  turnips: '3E',
  grunt: '4FS',
  sym: '1+S',
  'mock-turtle-fives': '1-3C(5)',
  'triplet-fives': '3C(5)',
  'ruler-fives': '1-5C',
};
