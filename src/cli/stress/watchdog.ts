import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Kills the process groups of the runs still going when nimlab dies, however it dies: Ctrl-C and
 * SIGTERM are handled in stress.ts, but SIGHUP (the terminal closed) and SIGKILL end Node with no
 * code of ours run, and a looping solution in a group of its own would spin on under PID 1.
 *
 * Why a watchdog process: it needs nothing built (a /bin/sh script, where PR_SET_PDEATHSIG needs a
 * native launcher and a compiler in CI) and it covers SIGKILL, which no handler does. nimlab writes
 * "+ PGID" when a run's group starts and "- PGID" when it has ended, down a pipe that is the
 * watchdog's standard input; when nimlab dies, for any reason, the kernel closes that pipe, the
 * read loop ends, and the watchdog kills every group still listed. It is in a session of its own
 * (so the terminal's SIGHUP does not reach it) and ignores HUP, INT and TERM.
 */
const WATCHDOG_SCRIPT = `trap '' HUP INT TERM PIPE
live=' '
while read -r sign pgid; do
  case $sign in
    +) live="$live$pgid " ;;
    -) case $live in *" $pgid "*) live="\${live%% $pgid *} \${live#* $pgid }" ;; esac ;;
  esac
done
for pgid in $live; do kill -KILL -"$pgid" 2>/dev/null; done`;

export class GroupWatchdog {
  private readonly process: ChildProcess;

  constructor() {
    this.process = spawn('/bin/sh', ['-c', WATCHDOG_SCRIPT], { detached: true, stdio: ['pipe', 'ignore', 'ignore'] });
    // nimlab must not wait for its watchdog, nor its pipe, to exit.
    this.process.unref();
    (this.process.stdin as unknown as { unref?: () => void }).unref?.();
    // A watchdog that could not start (no /bin/sh) leaves the in-process kills of stress.ts.
    this.process.once('error', () => this.process.stdin?.destroy());
    this.process.stdin!.on('error', () => this.process.stdin?.destroy());
  }

  /** The group `pgid` is to be killed should nimlab die while it runs. */
  watch(pgid: number): void {
    this.send(`+ ${pgid}\n`);
  }

  /** The group `pgid` has ended: forget it (its number may be reused by another group). */
  release(pgid: number): void {
    this.send(`- ${pgid}\n`);
  }

  /** nimlab is ending normally: close the pipe, and the watchdog ends (killing what is left). */
  close(): void {
    this.process.stdin?.end();
  }

  private send(line: string): void {
    const stdin = this.process.stdin;
    if (stdin !== null && !stdin.destroyed) stdin.write(line);
  }
}
