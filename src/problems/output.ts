/** Judge output as every checker compares it: trailing spaces and trailing blank lines ignored. */
export function normalizeText(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\r]+$/, ''))
    .join('\n')
    .replace(/\n+$/, '');
}

/**
 * Non-negative integers below 2^53, each plus `add`, joined by single spaces. Large answers (10^5
 * numbers and more) are written as ASCII bytes into one buffer: String(number) and join cost
 * several times more at that size.
 */
export function joinIntegers(values: ArrayLike<number>, add = 0): string {
  const bytes = new Uint8Array(17 * values.length);
  let length = 0;
  for (let i = 0; i < values.length; i++) {
    if (i > 0) bytes[length++] = SPACE;
    length = writeDecimal(bytes, length, values[i] + add);
  }
  return new TextDecoder().decode(bytes.subarray(0, length));
}

const SPACE = 0x20;
const ZERO = 0x30;
const INT32_LIMIT = 2147483648;

/** "00", "01", …, "99" as byte pairs: two digits per division. */
const DIGIT_PAIRS = Uint8Array.from({ length: 200 }, (_, i) => ZERO + (i % 2 === 0 ? Math.floor(i / 20) : (i >> 1) % 10));

/** Writes the non-negative integer x at `at`; returns the index after its last digit. */
function writeDecimal(bytes: Uint8Array, at: number, x: number): number {
  if (x >= INT32_LIMIT) {
    // Beyond int32 (no judge answer so far): one floating-point division per digit.
    const high = Math.floor(x / 1e9);
    const end = writeDecimal(bytes, at, high);
    return writeDigits(bytes, end, x - high * 1e9, 9);
  }
  let digits = 1;
  for (let power = 10; x >= power && digits < 10; power *= 10) digits++;
  return writeDigits(bytes, at, x, digits);
}

/** Writes x < 2^31 as exactly `digits` digits (leading zeros if needed), from the last one back. */
function writeDigits(bytes: Uint8Array, at: number, x: number, digits: number): number {
  const end = at + digits;
  let i = end;
  while (i - at >= 2) {
    const hundredth = (x / 100) | 0;
    const pair = (x - hundredth * 100) * 2;
    bytes[--i] = DIGIT_PAIRS[pair + 1];
    bytes[--i] = DIGIT_PAIRS[pair];
    x = hundredth;
  }
  if (i > at) bytes[at] = ZERO + (x % 10);
  return end;
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
