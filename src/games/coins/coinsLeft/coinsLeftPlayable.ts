import { coinsLeftRule } from '../classic.js';
import { coinRowPlayable } from '../playable.js';
import { coinsLeftValue } from './coinsLeftFast.js';

/** "Turn one or two, the other to the left" played move by move: `c4` turns coin 4, `c2,4` coins 2 and 4. */
export const playableCoinsLeft = coinRowPlayable({ name: 'coins-left', rule: coinsLeftRule, value: coinsLeftValue });
