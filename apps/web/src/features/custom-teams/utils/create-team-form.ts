import type { FieldErrors, Resolver } from "react-hook-form";
import { createCustomTeamSchema, type CreateCustomTeamInput } from "@huddle/contracts/custom-teams";
import { HttpError, errorBody } from "@/lib/http/http-error";
import { CUSTOM_TEAM_TEXTS } from "./custom-team-texts";

/** What the create form holds: selects hold '' for "none". */
export interface CreateTeamForm {
  name: string;
  description: string;
  location: string;
  sport: string;
  skillLevel: string;
  ageRange: string;
  isPublic: boolean;
  requiresAcceptance: boolean;
}

/** spec 001 §3: on the create page skillLevel is recreational, isPublic and requiresAcceptance true. */
export const CREATE_TEAM_DEFAULTS: CreateTeamForm = {
  name: "",
  description: "",
  location: "",
  sport: "",
  skillLevel: "Recreational",
  ageRange: "",
  isPublic: true,
  requiresAcceptance: true,
};

function toDraft(form: CreateTeamForm) {
  return {
    ...form,
    sport: form.sport === "" ? undefined : form.sport,
    skillLevel: form.skillLevel === "" ? undefined : form.skillLevel,
    ageRange: form.ageRange === "" ? undefined : form.ageRange,
  };
}

/** The contracts' create schema, its messages shown under the fields they belong to. */
export const createTeamResolver: Resolver<CreateTeamForm, unknown, CreateCustomTeamInput> = (
  values,
) => {
  const result = createCustomTeamSchema.safeParse(toDraft(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<CreateTeamForm> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === "string" && key in values && !errors[key as keyof CreateTeamForm]) {
      errors[key as keyof CreateTeamForm] = { type: issue.code, message: issue.message };
    }
  }
  return { values: {}, errors };
};

/** spec 001 §8: a 400 shows the error plus its details; otherwise the server's words. */
export function createTeamErrorMessage(error: unknown): string {
  if (!(error instanceof HttpError)) return CUSTOM_TEAM_TEXTS.createFailed;
  const body = errorBody(error.data);
  if (error.status === 400) {
    // "Validation failed" needs its details; a whole sentence (the content filter's refusal
    // naming the field) is the message, and its details only repeat the filter's reason.
    if (body.error && !body.error.endsWith(".") && body.details?.length) {
      return `${body.error}: ${body.details.join(", ")}`;
    }
    return body.error ?? body.message ?? error.message;
  }
  return body.error ?? body.message ?? CUSTOM_TEAM_TEXTS.createFailed;
}
