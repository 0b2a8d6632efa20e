import { readFileSync } from 'node:fs';
import { NimlabError } from '../../engine/core/errors.js';
import { fileErrorReason } from './fileError.js';

/**
 * Position words for a game whose positions may come from a file (a Hackenbush edge list): a
 * single word that is not a number names the file, whose white-space separated words are the
 * position; anything else is the position written inline.
 */
export function positionWords(words: readonly string[]): string[] {
  if (words.length !== 1 || /^[0-9]+$/.test(words[0])) return [...words];
  let text: string;
  try {
    text = readFileSync(words[0], 'utf8');
  } catch (error) {
    throw new NimlabError(`cannot read position file '${words[0]}': ${fileErrorReason(error)}`);
  }
  return text.split(/\s+/).filter((word) => word.length > 0);
}
