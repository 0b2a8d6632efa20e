import { createInterface } from 'node:readline';
import type { CgtSessionWorker } from './sessionWorker.js';

/**
 * CGSuite's worksheet in a terminal: each line an expression (`{3||2|1} + *`), or `name := expr`
 * to name a game; `_` is the last game; an error is one line and the session goes on; `quit` or
 * end of input leaves. History is readline's (arrow keys). Each line is worked out by the
 * session's worker thread under the same time limit; Ctrl-C during a line stops that line (with how
 * far it got) and keeps the session and its names; Ctrl-C at the prompt leaves.
 */
export async function runSession(calculator: CgtSessionWorker, input: NodeJS.ReadableStream, output: NodeJS.WritableStream): Promise<void> {
  const terminal = (input as { isTTY?: boolean }).isTTY === true;
  const lines = createInterface({ input, output, terminal, prompt: 'cgt> ', historySize: 1000 });
  if (terminal) {
    output.write("nimlab cgt: games in CGSuite's notation; name := expr; _ is the last value; quit to leave\n");
    lines.prompt();
  }
  // Ctrl-C while a line is worked out: a terminal's comes through readline, a signal's through the process.
  const ctrlC = () => calculator.stop();
  try {
    for await (const line of lines) {
      const text = line.trim();
      if (text === 'quit' || text === 'exit') break;
      if (text !== '') {
        lines.on('SIGINT', ctrlC);
        process.on('SIGINT', ctrlC);
        try {
          output.write(await calculator.answer(text));
        } finally {
          lines.removeListener('SIGINT', ctrlC);
          process.removeListener('SIGINT', ctrlC);
        }
      }
      if (terminal) lines.prompt();
    }
  } finally {
    lines.close();
    await calculator.close();
  }
}
