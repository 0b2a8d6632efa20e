import { coinsLeftRule } from '../coins/classic.js';
import { coinRowPlayable } from '../coins/playable.js';
import { coinsLeftValue } from './fast.js';

/** "Turn one or two, the other to the left" played move by move: `c4` turns coin 4, `c2,4` coins 2 and 4. */
export const playableCoinsLeft = coinRowPlayable({ name: 'coins-left', rule: coinsLeftRule, value: coinsLeftValue });
