/** JSON for scripts: bigints become numbers when exact, strings beyond 2^53. */
export function toJson(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, v) => {
      if (typeof v !== 'bigint') return v;
      return v <= BigInt(Number.MAX_SAFE_INTEGER) && v >= -BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v.toString();
    },
    2,
  );
}
