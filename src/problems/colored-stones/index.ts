import { analyzeSum } from '../../engine/normal/analysis.js';
import { GrundySolver } from '../../engine/normal/grundy.js';
import type { InputReader } from '../input.js';
import { MOD } from '../modular.js';
import type { Problem } from '../problem.js';
import type { Random } from '../random.js';
import { countFirstPlayerWins, type HeapChoices } from './fast.js';
import { colourGroupGame, type ColourGroup } from './rules.js';

const MAX_N = 20;
const MAX_BULK = 20;
const MAX_SIZE = 100_000;

interface Instance {
  bulk: number;
  heaps: HeapChoices[];
}

function readInstance(input: InputReader): Instance {
  const n = input.int('n', 1, MAX_N);
  const bulk = input.int('m', 1, MAX_BULK);
  const heaps: HeapChoices[] = [];
  for (let i = 0; i < n; i++) {
    const k = input.int('k', 1, MAX_SIZE + 1);
    const colour = input.int('c', 1, n);
    heaps.push({ colour, sizes: input.ints('v', k, 0, MAX_SIZE) });
  }
  input.expectEnd();
  return { bulk, heaps };
}

/** Every choice of sizes, each decided by the engine on the sum of the colour groups. */
function bruteCount({ bulk, heaps }: Instance): number {
  const game = colourGroupGame(bulk);
  const solver = new GrundySolver(game);
  const pick = heaps.map(() => 0);
  let wins = 0;
  for (;;) {
    const byColour = new Map<number, number[]>();
    heaps.forEach((heap, i) => byColour.set(heap.colour, [...(byColour.get(heap.colour) ?? []), heap.sizes[pick[i]]]));
    const groups: ColourGroup[] = [...byColour.values()].map((sizes) => sizes.sort((a, b) => a - b));
    if (analyzeSum(game, groups, solver).outcome === 'N') wins++;
    let i = 0;
    while (i < heaps.length && pick[i] === heaps[i].sizes.length - 1) pick[i++] = 0;
    if (i === heaps.length) break;
    pick[i]++;
  }
  return wins % MOD;
}

export const coloredStones: Problem = {
  solve(input) {
    const { bulk, heaps } = readInstance(input);
    return String(countFirstPlayerWins(heaps, bulk));
  },
  brute: (input) => String(bruteCount(readInstance(input))),
  generate(random: Random, size) {
    const small = size === 'small';
    const n = small ? random.int(1, 4) : MAX_N;
    const bulk = small ? random.int(1, 3) : random.pick([1, 2, 3, 7, 20]);
    const colours = small ? random.int(1, n) : random.pick([1, 3, n]);
    const lines = [`${n} ${bulk}`];
    for (let i = 0; i < n; i++) {
      const k = small ? random.int(1, 3) : random.int(1, 20_000);
      const cap = small ? random.pick([3, 5, 7]) : MAX_SIZE;
      const sizes = Array.from({ length: k }, () => random.int(0, cap));
      lines.push(`${k} ${random.int(1, colours)} ${sizes.join(' ')}`);
    }
    return lines.join('\n') + '\n';
  },
};
