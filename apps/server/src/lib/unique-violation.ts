/**
 * The unique constraint a write broke (PostgreSQL's SQLSTATE 23505), read through the driver's
 * wrapping (drizzle holds the driver's error as `cause`); undefined for any other failure, and ""
 * when the driver did not name the constraint.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === "object"; depth++) {
    if (depth > 5) return undefined;
    const { code, constraint, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
    current = cause;
  }
  return undefined;
}
