import { useEffect, useState } from 'react';

/** Rows in the first paint of a table, and rows added per step after it. */
const FIRST_ROWS = 40;
const STEP_ROWS = 60;

/**
 * The rows of a long table, shown a step at a time: the first FIRST_ROWS at once, then STEP_ROWS
 * more per task until all are there, so opening a census or sorting it is many short tasks of the
 * page's thread instead of one long one (the 100 ms budget; the misère census's 448 rows
 * and 1,024 links took 150 ms in one task). A new list (filtered, sorted) starts again from the top.
 */
export function useProgressiveRows<T>(rows: readonly T[]): readonly T[] {
  const [shown, setShown] = useState({ rows, count: FIRST_ROWS });
  // A new list restarts the count during this render (React's pattern for state derived from props).
  const current = shown.rows === rows ? shown : { rows, count: FIRST_ROWS };
  if (current !== shown) setShown(current);
  useEffect(() => {
    if (current.count >= rows.length) return;
    const timer = window.setTimeout(() => setShown((s) => (s.rows === rows ? { rows, count: s.count + STEP_ROWS } : s)), 0);
    return () => window.clearTimeout(timer);
  }, [current.count, rows]);
  return rows.slice(0, current.count);
}
