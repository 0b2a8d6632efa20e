/** Words for the file-system error codes a user's path can cause (the code stays, for searching). */
const WORDS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'read-only file system',
  EEXIST: 'a file is in the way of a directory',
  ENOTDIR: 'a file is in the way of a directory',
  EISDIR: 'a directory is in the way of the file',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  ENAMETOOLONG: 'the name is too long',
  ELOOP: 'too many symbolic links',
  EIO: 'input/output error',
};

/** Why a file-system call failed, in words; `missing` says what ENOENT means where it is used. */
export function fileErrorReason(error: unknown, missing = 'no such file or directory'): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === undefined) return String(error);
  return `${code === 'ENOENT' ? missing : (WORDS[code] ?? 'failed')} (${code})`;
}

/** A Node file-system error on a path (what a bad --out, --db or --cache-dir gives). */
export function isFileSystemError(error: unknown): error is NodeJS.ErrnoException & { path: string; syscall: string } {
  const { code, path, syscall } = (error ?? {}) as NodeJS.ErrnoException;
  return (
    error instanceof Error &&
    typeof path === 'string' &&
    typeof syscall === 'string' &&
    typeof code === 'string' &&
    (code === 'ENOENT' || code in WORDS)
  );
}

/** The failed call in words: "cannot create the directory out" rather than "cannot mkdir out". */
export function fileErrorMessage(error: NodeJS.ErrnoException & { path: string; syscall: string }): string {
  const verbs: Record<string, string> = {
    mkdir: 'create the directory',
    open: 'open',
    rename: 'rename',
    unlink: 'remove',
    rmdir: 'remove',
    scandir: 'list the directory',
  };
  return `cannot ${verbs[error.syscall] ?? error.syscall} ${error.path}: ${fileErrorReason(error)}`;
}
