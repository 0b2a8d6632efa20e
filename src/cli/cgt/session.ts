import { createInterface } from 'node:readline';
import { NimlabError } from '../../engine/core/errors.js';
import type { CgtCalculator } from './cgtCalculator.js';

const ASSIGNMENT = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*:=(.*)$/;

/**
 * CGSuite's worksheet in a terminal: each line an expression (`{3||2|1} + *`), or `name := expr`
 * to name a game; `_` is the last game; an error is one line and the session goes on; `quit` or
 * end of input leaves. History is readline's (arrow keys).
 */
export async function runSession(calculator: CgtCalculator, input: NodeJS.ReadableStream, output: NodeJS.WritableStream): Promise<void> {
  const terminal = (input as { isTTY?: boolean }).isTTY === true;
  const lines = createInterface({ input, output, terminal, prompt: 'cgt> ', historySize: 1000 });
  if (terminal) {
    output.write("nimlab cgt: games in CGSuite's notation; name := expr; _ is the last value; quit to leave\n");
    lines.prompt();
  }
  for await (const line of lines) {
    const text = line.trim();
    if (text === 'quit' || text === 'exit') break;
    if (text !== '') output.write(answer(calculator, text));
    if (terminal) lines.prompt();
  }
  lines.close();
}

/** One line's answer: the value, or the error in one line. */
export function answer(calculator: CgtCalculator, text: string): string {
  try {
    const assignment = ASSIGNMENT.exec(text);
    const value = calculator.evaluate(assignment === null ? text : assignment[2]);
    if (assignment !== null) {
      if (value.kind !== 'game') throw new NimlabError(`${assignment[1]}: only a game can be named`);
      calculator.variables.set(assignment[1], value.id);
    }
    return value.kind === 'game' ? `${calculator.printer.print(value.id)}\n` : `${value.value}\n`;
  } catch (error) {
    if (error instanceof NimlabError) return `error: ${error.message}\n`;
    throw error;
  }
}
