import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { AGE_GROUPS, SKILL_LEVELS, SPORTS } from "@huddle/contracts/constants";
import {
  TEAM_DESCRIPTION_MAX_LENGTH,
  TEAM_LOCATION_MAX_LENGTH,
  TEAM_NAME_MAX_LENGTH,
  type CustomTeam,
} from "@huddle/contracts/custom-teams";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { SelectField } from "@/components/ui/select-field";
import { focusRing } from "@/components/ui/styles";
import { Switch } from "@/components/ui/switch";
import { TextField } from "@/components/ui/text-field";
import { useUpdateCustomTeam } from "../api/update-custom-team";
import { useUnsavedChangesGuard } from "../hooks/use-unsaved-changes-guard";
import { CUSTOM_TEAM_TEXTS, MANAGE_TEXTS } from "../utils/custom-team-texts";
import {
  changedFields,
  draftFromTeam,
  saveErrorMessage,
  settingsError,
  type TeamSettingsDraft,
} from "../utils/team-settings";
import { ConfirmDialog } from "./confirm-dialog";
import { DeleteTeamSection } from "./delete-team-section";

/** spec 001 §2 Team edit page: the redirect after the success screen. */
export const SAVED_REDIRECT_MS = 1_500;

interface TeamSettingsTabProps {
  team: CustomTeam;
  /** Called after a save instead of the redirect (spec 001 §2 "if no callback is set"). */
  onSaved?: (team: CustomTeam) => void;
}

/** The Team Settings tab: tracks unsaved changes, Reset Changes, success screen then redirect. */
export function TeamSettingsTab({ team, onSaved }: TeamSettingsTabProps) {
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState(() => draftFromTeam(team));
  const [draft, setDraft] = useState(loaded);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const update = useUpdateCustomTeam(team.id);
  const changes = changedFields(loaded, draft);
  const dirty = Object.keys(changes).length > 0;
  const blocker = useUnsavedChangesGuard(dirty && !update.isPending);

  useEffect(() => {
    if (!saved || onSaved) return;
    const timer = setTimeout(() => void navigate(`/custom-team/${team.id}`), SAVED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [saved, onSaved, navigate, team.id]);

  function set<K extends keyof TeamSettingsDraft>(key: K, value: TeamSettingsDraft[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
    setInvalid(null);
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    if (!dirty) return setInvalid(MANAGE_TEXTS.noChanges);
    const error = settingsError(changes);
    if (error) return setInvalid(error);
    update.mutate(changes, {
      onSuccess: (next) => {
        const fresh = draftFromTeam(next);
        setLoaded(fresh);
        setDraft(fresh);
        setSaved(true);
        onSaved?.(next);
      },
    });
  }

  function reset() {
    setDraft(loaded);
    setInvalid(null);
    update.reset();
  }

  if (saved && !onSaved) {
    return (
      <div className="space-y-2 py-8 text-center">
        <Notice tone="success" title={MANAGE_TEXTS.saved}>
          Taking you back to the team page...
        </Notice>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <form noValidate aria-label="Team settings" className="space-y-4" onSubmit={save}>
        {invalid ? <Notice tone="error">{invalid}</Notice> : null}
        {update.isError ? <Notice tone="error">{saveErrorMessage(update.error)}</Notice> : null}
        {saved && onSaved ? <Notice tone="success">{MANAGE_TEXTS.saved}</Notice> : null}
        <TextField
          label="Team Name"
          value={draft.name}
          maxLength={TEAM_NAME_MAX_LENGTH}
          onChange={(e) => set("name", e.target.value)}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="team-description" className="text-sm font-medium">
            Description
          </label>
          <textarea
            id="team-description"
            rows={4}
            value={draft.description}
            maxLength={TEAM_DESCRIPTION_MAX_LENGTH}
            onChange={(e) => set("description", e.target.value)}
            className={`rounded-md border border-gray-300 px-3 py-2 text-base dark:border-gray-600 dark:bg-gray-800 ${focusRing}`}
          />
          <p className="text-xs text-gray-600 dark:text-gray-400">
            {draft.description.length}/{TEAM_DESCRIPTION_MAX_LENGTH}
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Location"
            placeholder={CUSTOM_TEAM_TEXTS.locationPlaceholder}
            value={draft.location}
            maxLength={TEAM_LOCATION_MAX_LENGTH}
            onChange={(e) => set("location", e.target.value)}
          />
          <SelectField
            label="Sport"
            options={SPORTS}
            value={draft.sport}
            onChange={(e) => set("sport", e.target.value)}
          />
          <SelectField
            label="Age Range"
            options={AGE_GROUPS}
            emptyLabel="Any age"
            value={draft.ageRange}
            onChange={(e) => set("ageRange", e.target.value)}
          />
          <SelectField
            label="Skill Level"
            options={SKILL_LEVELS}
            emptyLabel="Any level"
            value={draft.skillLevel}
            onChange={(e) => set("skillLevel", e.target.value)}
          />
        </div>
        <div className="space-y-3 rounded-lg border border-gray-200 p-4 dark:border-gray-700">
          <Switch
            label="Public team"
            description="Anyone signed in can find the team and read its room."
            checked={draft.isPublic}
            onChange={(v) => set("isPublic", v)}
          />
          <Switch
            label="Require approval to join"
            description="You or a team admin approve each request."
            checked={draft.requiresApproval}
            onChange={(v) => set("requiresApproval", v)}
          />
          <Switch
            label="Allow join requests"
            description="Turn off to stop new requests while approval is required."
            checked={draft.allowJoinRequests}
            onChange={(v) => set("allowJoinRequests", v)}
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={!dirty || update.isPending}>
            {update.isPending ? "Saving..." : "Save Changes"}
          </Button>
          <Button variant="secondary" disabled={!dirty || update.isPending} onClick={reset}>
            Reset Changes
          </Button>
          <p aria-live="polite" className="text-sm text-gray-600 dark:text-gray-400">
            {dirty ? "You have unsaved changes." : ""}
          </p>
        </div>
      </form>
      {team.canDelete ? <DeleteTeamSection team={team} /> : null}
      {blocker.state === "blocked" ? (
        <ConfirmDialog
          title="Discard unsaved changes?"
          confirmLabel="Discard Changes"
          onCancel={() => blocker.reset()}
          onConfirm={() => blocker.proceed()}
        >
          <p>Your changes to the team settings have not been saved.</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
