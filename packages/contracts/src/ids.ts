import { z } from "zod";

/**
 * An id a client sends (path, query or body), in lower case. UUIDs are case-insensitive and
 * PostgreSQL compares them so, but the server also matches rows by id in maps and strings: an
 * upper-case team id found the team, then missed it while counting, and answered 500 after
 * the write it asked for (issue 9 §1).
 */
export function inboundId(error = INVALID_ID) {
  return z.uuid({ error }).toLowerCase();
}

/** The text for a malformed id where a route names no text of its own. */
export const INVALID_ID = "Invalid ID format. IDs must be valid UUIDs.";
