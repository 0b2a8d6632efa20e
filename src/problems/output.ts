/** Judge output as every checker compares it: trailing spaces and trailing blank lines ignored. */
export function normalizeText(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\r]+$/, ''))
    .join('\n')
    .replace(/\n+$/, '');
}

/**
 * Many lines that each say one of two ASCII words, `yes` where flags[i] is 1 and `no` where it is
 * 0, joined by \n: written as bytes and decoded once, since joining 10^5 short strings costs
 * more than solving many a problem.
 */
export function twoWordLines(flags: Uint8Array, yes: string, no: string): string {
  const yesBytes = asciiBytes(yes);
  const noBytes = asciiBytes(no);
  let ones = 0;
  for (let i = 0; i < flags.length; i++) ones += flags[i];
  const size = ones * (yesBytes.length + 1) + (flags.length - ones) * (noBytes.length + 1) - 1;
  const bytes = new Uint8Array(Math.max(0, size));
  let at = 0;
  for (let i = 0; i < flags.length; i++) {
    if (i > 0) bytes[at++] = 10;
    const word = flags[i] === 1 ? yesBytes : noBytes;
    for (let k = 0; k < word.length; k++) bytes[at++] = word[k];
  }
  return asciiDecoder.decode(bytes);
}

const asciiDecoder = new TextDecoder();

function asciiBytes(word: string): Uint8Array {
  if (!/^[\x20-\x7e]*$/.test(word)) throw new RangeError(`twoWordLines needs printable ASCII words, got '${word}'`);
  return new TextEncoder().encode(word);
}
