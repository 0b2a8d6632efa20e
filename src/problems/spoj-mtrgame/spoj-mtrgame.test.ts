import { checkProblem } from '../testing/checkProblem.js';
import { spojMtrgame } from './index.js';

checkProblem('spoj-mtrgame', spojMtrgame, {
  examples: [
    // Matching pennies: value 0.
    ['1\n2 2\n1 -1\n-1 1\n', '0.000'],
    // Rock-paper-scissors where rock beating scissors pays 2: value 1/12. By hand: P1 playing 1/4, 5/12,
    // 1/3 gets 1/12 from every column (5/12 − 1/3, −1/4 + 1/3, 1/2 − 5/12), and so does P2's 1/3, 5/12, 1/4.
    ['1\n3 3\n0 -1 2\n1 0 -1\n-1 1 0\n', '0.083'],
    // A saddle point in a 2 × 3 game: the entry least in its row and greatest in its column.
    ['1\n2 3\n5 2 7\n1 0 3\n', '2.000'],
    // Value 1/16 = 0.0625, a tie at three decimals: to the even digit, as printf("%.3f") prints it.
    ['1\n2 2\n1 0\n-14 1\n', '0.062'],
    // Two tests, one a single row (P1 has no choice: the least entry).
    ['2\n1 3\n4 -2 6\n2 1\n3\n-5\n', '-2.000\n3.000'],
  ],
  malformed: ['1\n3 5001\n', '', '1\n', '1\n1 1\n', '1\n4 1\n1\n2\n3\n4\n', '1\n1 1\n150001\n', '1\n1 2\n1 2 3\n', '0\n', '1\n1 1\nx\n'],
  runs: 150,
});
