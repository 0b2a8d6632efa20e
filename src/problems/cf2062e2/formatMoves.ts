/**
 * The answer line "count v1 v2 …" with 1-based vertex numbers. Up to 4·10^5 numbers: digits are
 * written as bytes into one buffer (String(number) and join cost several times more at that size).
 */
export function formatMoves(moves: ArrayLike<number>): string {
  const bytes = new Uint8Array(11 * (moves.length + 1));
  let length = writeDecimal(bytes, 0, moves.length);
  for (let i = 0; i < moves.length; i++) {
    bytes[length++] = 0x20;
    length = writeDecimal(bytes, length, moves[i] + 1);
  }
  return Buffer.from(bytes.buffer, 0, length).toString('latin1');
}

/** Writes the non-negative integer x at `at`; returns the index after its last digit. */
function writeDecimal(bytes: Uint8Array, at: number, x: number): number {
  let end = at;
  do {
    bytes[end++] = 0x30 + (x % 10);
    x = Math.floor(x / 10);
  } while (x > 0);
  for (let i = at, j = end - 1; i < j; i++, j--) {
    const digit = bytes[i];
    bytes[i] = bytes[j];
    bytes[j] = digit;
  }
  return end;
}
