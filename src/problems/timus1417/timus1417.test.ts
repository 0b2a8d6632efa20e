import { checkProblem } from '../testing/checkProblem.js';
import { equalisingStrategy, timus1417 } from './index.js';

checkProblem('timus1417', timus1417, {
  examples: [
    // Symmetric table: every card equally likely.
    ['2\n1000 0\n0 1000\n', '0.50000\n0.50000'],
    // Card 1 pays 10 against card 2: the croupier shows card 2 a little more (1000q₁ + 10q₂ = 1000q₂).
    ['2\n1000 10\n0 1000\n', '0.49749\n0.50251'],
  ],
  malformed: ['', '1\n1000\n', '2\n1000 0\n0 999\n', '2\n1000 11\n0 1000\n', '2\n1000 0\n0\n', '2\n1000 0 0\n0 1000\n', '101\n'],
  runs: 100,
  independentAtMax: equalisingStrategy,
});
