import { HttpError, errorBody } from "@/lib/http/http-error";
import { profileFormSchema, type ProfileForm } from "./profile-form";
import { PROFILE_TEXTS } from "./profile-texts";

export interface ProfileSaveError {
  message: string;
  /** The form field the server refused, so the form can mark it. */
  field?: keyof ProfileForm;
}

const profileFields = profileFormSchema.keyof();

/**
 * What a failed Save Changes tells the user. The server's own sentence is shown whenever it
 * answered a 4xx: a content-filter refusal names its `field`, and the only conflict PUT
 * /api/user/profile has is a taken username. A schema refusal ("Validation failed") is only
 * useful with its details. Network failures and 5xx keep the spec's generic banner.
 */
export function profileSaveError(error: unknown): ProfileSaveError {
  if (!(error instanceof HttpError) || error.status >= 500) {
    return { message: PROFILE_TEXTS.updateFailed };
  }
  const body = errorBody(error.data);
  const field = formField(body.field) ?? (error.status === 409 ? "username" : undefined);
  const details = body.details?.length ? body.details.join(", ") : undefined;
  const message = field ? body.error : (details ?? body.error);
  return message ? { message, field } : { message: PROFILE_TEXTS.updateFailed };
}

/** Only a field this form has is worth marking. */
function formField(name: string | undefined): keyof ProfileForm | undefined {
  const parsed = profileFields.safeParse(name);
  return parsed.success ? parsed.data : undefined;
}
