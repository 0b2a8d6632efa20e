/** Judge output as every checker compares it: trailing spaces and trailing blank lines ignored. */
export function normalizeText(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\r]+$/, ''))
    .join('\n')
    .replace(/\n+$/, '');
}
