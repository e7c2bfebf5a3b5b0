import { useQuery } from "@tanstack/react-query";
import { AVAILABILITY_DEBOUNCE_MS, USERNAME_MIN_LENGTH } from "@huddle/contracts/constants";
import { useHttpClient } from "@/lib/http/use-http-client";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { emailAvailabilityQuery } from "../api/check-email";
import { usernameAvailabilityQuery } from "../api/check-username";

export type AvailabilityStatus = "idle" | "checking" | "available" | "taken";

/**
 * spec 000 §4/§5: username and email go checking → available | taken, debounced 500 ms; a
 * username is checked from 3 characters, an email once it contains @; a failed check is taken.
 */
export function useAvailability(kind: "username" | "email", value: string): AvailabilityStatus {
  const http = useHttpClient();
  const trimmed = value.trim();
  const eligible =
    kind === "username" ? trimmed.length >= USERNAME_MIN_LENGTH : trimmed.includes("@");
  const debounced = useDebouncedValue(trimmed, AVAILABILITY_DEBOUNCE_MS);
  const settled = debounced === trimmed;
  const options =
    kind === "username"
      ? usernameAvailabilityQuery(http, debounced)
      : emailAvailabilityQuery(http, debounced);
  const query = useQuery({ ...options, enabled: eligible && settled });

  if (!eligible) return "idle";
  if (!settled || query.isFetching || (query.isPending && !query.isError)) return "checking";
  if (query.isError) return "taken";
  return query.data ? "available" : "taken";
}
