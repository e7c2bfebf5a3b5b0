import { useCallback, useEffect, useRef, useState, type Ref } from "react";
import { Link, useNavigate } from "react-router";
import type { ChatMessage } from "@huddle/contracts/chat";
import type { ChatViewer } from "@huddle/contracts/rules/chat-abilities";
import { isScoringPlay } from "@huddle/contracts/rules/scoring-play";
import { focusRing } from "@/components/ui/styles";
import { useOptionalViewer } from "@/lib/session/use-optional-viewer";
import { useLongPress } from "../hooks/use-long-press";
import { CHAT_TEXTS } from "../utils/chat-texts";
import { gameMomentText } from "../utils/game-moment";
import { isHeldForReview } from "../utils/held-messages";
import { focusTargetsAfterDelete } from "../utils/message-focus";
import { messageAbilitiesFor } from "../utils/viewer-abilities";
import { MessageActionsMenu, type MessageMenuAction } from "./message-actions-menu";
import { MessageEditForm } from "./message-edit-form";
import { MessageText } from "./message-text";
import { ReactionBar } from "./reaction-bar";
import { ReactionToggleScope, type ReactionToggle } from "./reaction-toggle-scope";
import { StaffActionsMenu } from "./staff-actions-menu";

export interface MessageActions {
  onEdit: (message: ChatMessage, text: string) => Promise<boolean>;
  /** Resolves true once the message is deleted (false when the fan thought better of it). */
  onDelete: (message: ChatMessage) => Promise<boolean>;
  onReport: (message: ChatMessage) => void;
  onReply: (message: ChatMessage) => void;
  /** The chat's timed notice under the list: what a staff tool did (or why not). */
  onNotice: (tone: "success" | "error", text: string) => void;
  /** The messages the viewer reported in this tab: they offer 'Reported', not Report. */
  reportedIds?: ReadonlySet<string>;
}

interface MessageItemProps extends MessageActions {
  message: ChatMessage;
  /** The signed-in reader; which actions a message offers is theirs to have (viewer-abilities). */
  viewer: ChatViewer | null;
  /** A long list's virtualizer measures each row it renders through these two. */
  ref?: Ref<HTMLLIElement>;
  index?: number;
}

const heldClass =
  "border border-dashed border-amber-400 bg-amber-50/70 dark:border-amber-600 dark:bg-amber-950/30";

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ""
    : date.toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });
}

function profileUrl(username: string): string {
  return `/profile?username=${encodeURIComponent(username)}`;
}

/** A message the viewer already reported says so, greyed out, instead of offering Report again. */
function reportAction(reported: boolean, report: () => void): MessageMenuAction {
  return reported
    ? { label: CHAT_TEXTS.reportedLabel, onSelect: () => {}, disabled: true }
    : { label: "Report", onSelect: report };
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

interface RowProps extends MessageItemProps {
  /** The viewer's reaction toggle; null when they may not react (signed out, muted, held). */
  reactions: ReactionToggle | null;
}

/**
 * A scoring play (issue 15 §3): a divider across the list at the moment it happened, so fans
 * scrolling back see what the chat said around it. The row stays a list item (the list keeps
 * valid children); the rule inside is a labelled separator. Like every row it sits in the
 * silent log: the chat's one live region reads the play once, as any new message.
 */
function MomentRule({ text }: { text: string }) {
  return (
    <div
      role="separator"
      aria-label={`${CHAT_TEXTS.momentLabel}: ${text}`}
      className="flex items-center gap-2"
    >
      <span aria-hidden="true" className="h-px flex-1 bg-blue-300 dark:bg-blue-700" />
      <span className="rounded-full bg-blue-50 px-2 py-0.5 font-semibold text-blue-900 dark:bg-blue-950 dark:text-blue-100">
        {text}
      </span>
      <span aria-hidden="true" className="h-px flex-1 bg-blue-300 dark:bg-blue-700" />
    </div>
  );
}

/**
 * A game event from Huddle ('TOUCHDOWN — KC 14, BUF 10 · Q2 3:12'): centered and muted, a
 * scoring play as a divider. Fans react to game events too, so a viewer who may react gets a ⋯
 * menu with only "Add reaction".
 */
function SystemMessage({ message, ref, index, reactions }: RowProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const isPlay = isScoringPlay(message);
  return (
    <li
      ref={ref}
      data-index={index}
      data-message-id={message.id}
      data-message-type="system"
      data-moment={isPlay ? "scoring-play" : undefined}
      className={`flex items-start gap-1 pl-2 text-center text-xs text-gray-600 dark:text-gray-400 ${isPlay ? "py-2" : "py-1"}`}
    >
      <div className="min-w-0 flex-1">
        {isPlay ? (
          <MomentRule text={message.text} />
        ) : (
          <p className="whitespace-pre-wrap wrap-anywhere font-medium">{message.text}</p>
        )}
        <time dateTime={message.createdAt} className="text-gray-500 dark:text-gray-400">
          {formatTime(message.createdAt)}
        </time>
        <div className="flex justify-center">
          <ReactionBar message={message} toggle={reactions} />
        </div>
      </div>
      {reactions ? (
        <MessageActionsMenu
          author={message.username}
          actions={[]}
          open={menuOpen}
          onOpenChange={setMenuOpen}
          reactions={{ reactions: message.reactions, toggle: reactions }}
        />
      ) : null}
    </li>
  );
}

/** One message: author, flair, time, reply preview, text or inline editor, and its actions. */
export function MessageItem(props: MessageItemProps) {
  // Reacting is the session user's (a muted fan may not); held messages take no reactions.
  const reader = useOptionalViewer();
  const mayReact = Boolean(reader && !reader.muted) && !isHeldForReview(props.message);
  const Row = props.message.type === "system" ? SystemMessage : UserMessage;
  if (!mayReact) return <Row {...props} reactions={null} />;
  return (
    <ReactionToggleScope roomSlug={props.message.roomSlug} messageId={props.message.id}>
      {(toggle) => <Row {...props} reactions={toggle} />}
    </ReactionToggleScope>
  );
}

function UserMessage({ message, viewer, ref, index, reactions, ...actions }: RowProps) {
  const navigate = useNavigate();
  const [isEditing, setIsEditing] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const itemRef = useRef<HTMLLIElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Stable, so a long list's virtualizer does not re-measure the row on every render.
  const attachItem = useCallback(
    (el: HTMLLIElement | null) => {
      itemRef.current = el;
      assignRef(ref, el);
    },
    [ref],
  );
  const longPress = useLongPress(() => setMenuOpen(true));
  const isNormal = message.type === "normal";
  const isHeld = isHeldForReview(message);
  const heldNoteId = `held-note-${message.id}`;
  const hasProfile = Boolean(message.username && message.userId);

  // Leaving the editor (saved or cancelled) puts focus back on this message, never on <body>.
  useEffect(() => {
    if (wasEditing.current && !isEditing) triggerRef.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);

  async function save(text: string) {
    setIsSaving(true);
    const saved = await actions.onEdit(message, text);
    setIsSaving(false);
    if (saved) setIsEditing(false);
  }

  async function remove() {
    const refocus = focusTargetsAfterDelete(itemRef.current);
    if (await actions.onDelete(message)) refocus();
  }

  // What the reader may do comes from the shared abilities (a held message offers only Delete).
  const can = messageAbilitiesFor(viewer, message);
  const reported = actions.reportedIds?.has(message.id) ?? false;
  const hasActions = !isEditing && (Object.values(can).some(Boolean) || reactions !== null);
  const menuActions: MessageMenuAction[] = hasActions
    ? [
        ...(can.canReply ? [{ label: "Reply", onSelect: () => actions.onReply(message) }] : []),
        ...(can.canEdit ? [{ label: "Edit", onSelect: () => setIsEditing(true) }] : []),
        ...(can.canReport ? [reportAction(reported, () => actions.onReport(message))] : []),
        ...(can.canDelete ? [{ label: "Delete", onSelect: () => void remove() }] : []),
        ...(hasProfile && !isHeld
          ? [
              {
                label: "View profile",
                onSelect: () => void navigate(profileUrl(message.username)),
              },
            ]
          : []),
      ]
    : [];
  const menu = {
    author: message.username,
    actions: menuActions,
    open: menuOpen,
    onOpenChange: setMenuOpen,
    reactions: reactions ? { reactions: message.reactions, toggle: reactions } : undefined,
  };
  const staffTarget = can.canModerate && !isHeld ? message.userId : null;

  return (
    <li
      ref={attachItem}
      data-index={index}
      data-message-id={message.id}
      aria-describedby={isHeld ? heldNoteId : undefined}
      onPointerDown={hasActions ? longPress.onPointerDown : undefined}
      onPointerMove={longPress.onPointerMove}
      onPointerUp={longPress.onPointerUp}
      onPointerCancel={longPress.onPointerCancel}
      className={`group flex min-w-0 items-start gap-1 rounded-md py-0.5 pl-2 ${isHeld ? heldClass : isNormal ? "hover:bg-gray-50 dark:hover:bg-gray-800/60" : "bg-amber-50 dark:bg-amber-950/40"}`}
    >
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-2 text-sm">
          {hasProfile ? (
            // Out of the Tab order: the actions menu offers 'View profile', so a message is one stop.
            <Link
              to={profileUrl(message.username)}
              tabIndex={-1}
              className={`min-w-0 wrap-anywhere font-semibold hover:underline ${focusRing} rounded`}
            >
              {message.username}
            </Link>
          ) : (
            <span className="min-w-0 wrap-anywhere font-semibold">{message.username}</span>
          )}
          {message.flair ? (
            <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs text-sky-900 dark:bg-sky-900 dark:text-sky-100">
              {message.flair}
            </span>
          ) : null}
          {!isNormal ? (
            <span className="text-xs uppercase text-amber-800 dark:text-amber-300">
              {message.type}
            </span>
          ) : null}
          <time dateTime={message.createdAt} className="text-xs text-gray-500 dark:text-gray-400">
            {formatTime(message.createdAt)}
          </time>
          {message.gameMoment ? (
            <span
              className="rounded bg-gray-100 px-1.5 py-0.5 text-xs tabular-nums text-gray-700 dark:bg-gray-700 dark:text-gray-200"
              title="Game moment when this was posted"
            >
              {gameMomentText(message.gameMoment)}
            </span>
          ) : null}
          {message.isEdited ? (
            <span className="text-xs text-gray-500 dark:text-gray-400">(edited)</span>
          ) : null}
          {isHeld ? (
            <span className="rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-950 dark:bg-amber-800 dark:text-amber-50">
              {CHAT_TEXTS.heldBadge}
            </span>
          ) : null}
        </div>
        {message.parentMessage ? (
          // Truncated inside its own box: a long quote must never widen the room (issue 18 §1).
          <p className="mt-0.5 truncate border-l-2 border-gray-300 pl-2 text-xs text-gray-600 dark:border-gray-600 dark:text-gray-400">
            Replying to <strong>{message.parentMessage.user}</strong>: {message.parentMessage.text}
          </p>
        ) : null}
        {isEditing ? (
          <MessageEditForm
            initialText={message.text}
            onSave={(text) => void save(text)}
            onCancel={() => setIsEditing(false)}
            isSaving={isSaving}
          />
        ) : (
          <MessageText text={message.text} />
        )}
        {!isHeld && !isEditing ? <ReactionBar message={message} toggle={reactions} /> : null}
        {isHeld ? (
          <p id={heldNoteId} className="mt-0.5 text-xs text-amber-900 dark:text-amber-200">
            {CHAT_TEXTS.heldNote}
          </p>
        ) : null}
      </div>
      {!hasActions ? null : staffTarget ? (
        <StaffActionsMenu
          {...menu}
          triggerRef={triggerRef}
          userId={staffTarget}
          onNotice={actions.onNotice}
        />
      ) : (
        <MessageActionsMenu {...menu} triggerRef={triggerRef} />
      )}
    </li>
  );
}
