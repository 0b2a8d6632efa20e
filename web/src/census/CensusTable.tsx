/**
 * What the two census pages (octal and misère) share: a table whose column titles sort it, and the
 * filters by an octal code's digits.
 */

/** Which column a table is sorted by, and which way. */
export interface SortState<Key extends string> {
  key: Key;
  down: boolean;
}

/** The order of two cell values: numbers by size, text by code points; 0 when equal. */
export function compareCells(x: number | string, y: number | string): number {
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The header row: each title is a button that sorts by its column (again: the other way), and the
 * sorted column says so to assistive technology (aria-sort). `after` holds unsortable titles.
 */
export function SortableHead<Key extends string>(props: {
  columns: readonly { key: Key; title: string }[];
  sort: SortState<Key>;
  onSort: (sort: SortState<Key>) => void;
  after?: readonly string[];
}) {
  const { columns, sort, onSort, after = [] } = props;
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c.key} aria-sort={sort.key === c.key ? (sort.down ? 'descending' : 'ascending') : 'none'}>
            <button type="button" onClick={() => onSort({ key: c.key, down: sort.key === c.key ? !sort.down : false })}>
              {c.title}
              {/* Seen by eyes; aria-sort says the same to assistive technology. */}
              <span className="sort-arrow" aria-hidden="true" data-testid="sort-arrow">
                {sort.key === c.key ? (sort.down ? ' ▼' : ' ▲') : ''}
              </span>
            </button>
          </th>
        ))}
        {after.map((title) => (
          <th key={title}>{title}</th>
        ))}
      </tr>
    </thead>
  );
}

/** Digits after the point of a code (0.137 → 3). */
function digitsOf(code: string): number {
  return code.length - code.indexOf('.') - 1;
}

/** The digit filters' choices: d0 (the digit before the point) and how many digits follow it. */
export interface CodeDigits {
  d0: string;
  digits: string;
}

/** Whether a code passes the digit filters ('all' passes every code). */
export function codeMatches(code: string, { d0, digits }: CodeDigits): boolean {
  return (d0 === 'all' || code.startsWith(`${d0}.`)) && (digits === 'all' || digitsOf(code) === Number(digits));
}

/** The two selects of the digit filters. */
export function CodeDigitFilters({ value, onChange }: { value: CodeDigits; onChange: (value: CodeDigits) => void }) {
  return (
    <>
      <label>
        d0{' '}
        <select aria-label="d0" value={value.d0} onChange={(e) => onChange({ ...value, d0: e.target.value })}>
          {['all', '0', '4'].map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        digits after the point{' '}
        <select aria-label="digits" value={value.digits} onChange={(e) => onChange({ ...value, digits: e.target.value })}>
          {['all', '1', '2', '3'].map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      </label>{' '}
    </>
  );
}
