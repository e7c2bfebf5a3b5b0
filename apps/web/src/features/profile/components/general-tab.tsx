import { useEffect, useId, type ReactNode } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch, type UseFormRegisterReturn } from "react-hook-form";
import { PROFILE_MAX_LENGTHS, type Profile } from "@huddle/contracts/profile";
import { Button } from "@/components/ui/button";
import { focusRing } from "@/components/ui/styles";
import { TimedNoticeView } from "@/components/ui/timed-notice-view";
import { useTimedNotice } from "@/lib/use-timed-notice";
import { useUpdateProfile } from "../api/update-profile";
import { PROFILE_TEXTS } from "../utils/profile-texts";
import { profileFormSchema, profileFormValues, type ProfileForm } from "../utils/profile-form";
import { profileSaveError } from "../utils/profile-save-error";
import { membershipTierLabel } from "@huddle/contracts/billing";
import { CharacterCount } from "./character-count";
import { PrivacySettings } from "./privacy-settings";
import { WithProfile } from "./with-profile";

const fieldClass = `w-full rounded-md border px-3 py-2 text-base text-gray-900 dark:bg-gray-800 dark:text-gray-100 ${focusRing}`;

interface FieldProps {
  label: string;
  name: keyof ProfileForm;
  value: string;
  error?: string;
  multiline?: boolean;
  registration: UseFormRegisterReturn;
}

function ProfileField({ label, name, value, error, multiline, registration }: FieldProps) {
  const id = useId();
  const max = PROFILE_MAX_LENGTHS[name];
  const described = `${id}-count${error ? ` ${id}-error` : ""}`;
  const common = {
    id,
    maxLength: max,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
    className: `${fieldClass} ${error ? "border-red-600" : "border-gray-300 dark:border-gray-600"}`,
    ...registration,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {multiline ? <textarea rows={3} {...common} /> : <input type="text" {...common} />}
      <CharacterCount id={`${id}-count`} length={value.length} max={max} />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** spec 000 §2 Profile, General tab: the profile form with its limits, email read-only. */
export function GeneralTab({ profile }: { profile: Profile }) {
  const mutation = useUpdateProfile();
  const { notice, show } = useTimedNotice(3_000);
  const { register, handleSubmit, control, reset, setError, formState } = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    mode: "onChange",
    defaultValues: profileFormValues(profile),
  });
  const values = useWatch({ control });
  const { errors } = formState;

  // A profile changed elsewhere (a privacy switch saved, another tab) updates the fields the fan
  // has not touched; what they typed and not yet saved stays.
  useEffect(() => {
    reset(profileFormValues(profile), { keepDirtyValues: true });
  }, [profile, reset]);

  const onValid = (form: ProfileForm) => {
    const update = {
      displayName: form.displayName.trim(),
      username: form.username.trim(),
      bio: form.bio.trim(),
      location: form.location.trim(),
      favoriteTeam: form.favoriteTeam.trim(),
    };
    mutation.mutate(update, {
      onSuccess: () => {
        // Saved: nothing is unsaved any more, so later profile changes may refresh every field.
        reset({ ...form, ...update });
        show("success", PROFILE_TEXTS.updated);
      },
      onError: (error) => {
        const failure = profileSaveError(error);
        show("error", failure.message);
        // The banner fades after 3 s; the field keeps the message until it is edited.
        if (failure.field) {
          setError(
            failure.field,
            { type: "server", message: failure.message },
            { shouldFocus: true },
          );
        }
      },
    });
  };

  const field = (name: keyof ProfileForm, label: string, multiline = false) => (
    <ProfileField
      label={label}
      name={name}
      value={values[name] ?? ""}
      error={errors[name]?.message}
      multiline={multiline}
      registration={register(name)}
    />
  );

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid)(e)} className="space-y-4">
      <TimedNoticeView notice={notice} />
      <div className="grid gap-4 sm:grid-cols-2">
        {field("displayName", "Display Name")}
        {field("username", "Username")}
      </div>
      {field("bio", "Bio", true)}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("location", "Location")}
        {field("favoriteTeam", "Favorite Team")}
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-medium">Email</dt>
          <dd className="mt-1 text-sm text-gray-700 dark:text-gray-300">
            {profile.email}
            <span className="block text-xs text-gray-500 dark:text-gray-400">
              Email cannot be changed here.
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium">Membership</dt>
          <dd className="mt-1 text-sm text-gray-700 dark:text-gray-300">
            {membershipTierLabel(profile.membershipTier)}
          </dd>
        </div>
      </dl>
      <Button type="submit" disabled={!formState.isValid} busy={mutation.isPending}>
        {mutation.isPending ? "Saving..." : "Save Changes"}
      </Button>
    </form>
  );
}

/** The General tab: the profile form, the privacy switches, then this browser's preferences. */
export function GeneralPanel({ localPreferences }: { localPreferences?: ReactNode }) {
  return (
    <div className="space-y-6">
      <WithProfile>
        {(profile) => (
          <>
            <GeneralTab profile={profile} />
            <PrivacySettings profile={profile} />
          </>
        )}
      </WithProfile>
      {localPreferences}
    </div>
  );
}
