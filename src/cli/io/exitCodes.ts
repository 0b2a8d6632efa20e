// The exit codes every command shares (0 success aside), each defined here once.

/** Exit code for every user error: bad arguments, bad input, unknown names (one line on stderr says why). */
export const USAGE_ERROR = 2;

/** Exit code after Ctrl-C, as shells report SIGINT (128 + 2). */
export const INTERRUPTED = 130;
