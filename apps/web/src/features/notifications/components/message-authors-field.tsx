import { Controller, type Control } from "react-hook-form";
import { useFollowedUsers } from "@/entities/viewer/api/get-followed-users";
import type { RuleFormInput } from "../utils/rule-form";

const toggle = (list: readonly string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/**
 * message_filters.from_users (spec 000 §3): whose messages a digest includes, chosen among the
 * people the user follows; none chosen means everyone they follow.
 */
export function MessageAuthorsField({ control }: { control: Control<RuleFormInput> }) {
  const followed = useFollowedUsers();
  return (
    <Controller
      control={control}
      name="contentFilters.message_filters.from_users"
      render={({ field }) => (
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium">Messages from</legend>
          {followed.isPending ? <p role="status">Loading...</p> : null}
          {followed.data?.length === 0 ? (
            <p className="text-sm text-gray-600 dark:text-gray-400">
              Follow people to choose whose messages you get.
            </p>
          ) : null}
          {followed.data?.length ? (
            <>
              <p className="text-sm text-gray-600 dark:text-gray-400">
                Leave all unticked for everyone you follow.
              </p>
              <div className="flex flex-wrap gap-3">
                {followed.data.map((user) => (
                  <label key={user.id} className="flex items-center gap-1 text-sm">
                    <input
                      type="checkbox"
                      checked={(field.value ?? []).includes(user.id)}
                      onChange={() => field.onChange(toggle(field.value ?? [], user.id))}
                    />
                    {user.displayName || user.username} (@{user.username})
                  </label>
                ))}
              </div>
            </>
          ) : null}
        </fieldset>
      )}
    />
  );
}
