/**
 * The rows of a raw `db.execute(sql…)` result. Its type is the driver's, which `Db` leaves open
 * so repositories run on both; node-postgres and PGlite both answer `{ rows }`.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
