import { PartizanLimitError } from '../../engine/partizan/index.js';

/** The engine's limit in plain words, with the flag that raises it. */
export function withFlag(error: PartizanLimitError): PartizanLimitError {
  const flag = error.limit === 'time' ? ' (raise it with --time-limit)' : error.limit === 'games' ? ' (raise it with --max-games)' : '';
  const raised = new PartizanLimitError(error.limit, error.value);
  raised.message = `${error.message}${flag}`;
  return raised;
}
