import { useState, type Ref } from "react";
import { Link } from "react-router";
import type { ChatMessage } from "@huddle/contracts/chat";
import type { ChatViewer } from "@huddle/contracts/rules/chat-abilities";
import { focusRing } from "@/components/ui/styles";
import { CHAT_TEXTS } from "../utils/chat-texts";
import { gameMomentText } from "../utils/game-moment";
import { isHeldForReview } from "../utils/held-messages";
import { messageAbilitiesFor } from "../utils/viewer-abilities";
import { MessageEditForm } from "./message-edit-form";
import { MessageText } from "./message-text";
import { ReactionBar } from "./reaction-bar";
import { StaffMessageTools } from "./staff-message-tools";

export interface MessageActions {
  onEdit: (message: ChatMessage, text: string) => Promise<boolean>;
  onDelete: (message: ChatMessage) => void;
  onReport: (message: ChatMessage) => void;
  onReply: (message: ChatMessage) => void;
}

interface MessageItemProps extends MessageActions {
  message: ChatMessage;
  /** The signed-in reader; which actions a message offers is theirs to have (viewer-abilities). */
  viewer: ChatViewer | null;
  /** A long list's virtualizer measures each row it renders through these two. */
  ref?: Ref<HTMLLIElement>;
  index?: number;
}

const actionClass = `rounded px-1.5 py-0.5 text-xs font-medium text-gray-600 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-700 dark:hover:text-white ${focusRing}`;

const heldClass =
  "border border-dashed border-amber-400 bg-amber-50/70 dark:border-amber-600 dark:bg-amber-950/30";

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ""
    : date.toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });
}

/** A game event from Huddle ('TOUCHDOWN — KC 14, BUF 10 · Q2 3:12'): centered, muted, no actions. */
function SystemMessage({ message, ref, index }: Omit<MessageItemProps, keyof MessageActions>) {
  return (
    <li
      ref={ref}
      data-index={index}
      data-message-id={message.id}
      data-message-type="system"
      className="px-2 py-1 text-center text-xs text-gray-600 dark:text-gray-400"
    >
      <p className="whitespace-pre-wrap break-words font-medium">{message.text}</p>
      <time dateTime={message.createdAt} className="text-gray-500 dark:text-gray-500">
        {formatTime(message.createdAt)}
      </time>
      <ReactionBar message={message} />
    </li>
  );
}

/** One message: author, flair, time, reply preview, text or inline editor, and its actions. */
export function MessageItem(props: MessageItemProps) {
  if (props.message.type === "system") return <SystemMessage {...props} />;
  return <UserMessage {...props} />;
}

function UserMessage({ message, viewer, ref, index, ...actions }: MessageItemProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const isNormal = message.type === "normal";
  const isHeld = isHeldForReview(message);
  const heldNoteId = `held-note-${message.id}`;
  const can = messageAbilitiesFor(viewer, message);
  const hasActions = Object.values(can).some(Boolean);

  async function save(text: string) {
    setIsSaving(true);
    const saved = await actions.onEdit(message, text);
    setIsSaving(false);
    if (saved) setIsEditing(false);
  }

  return (
    <li
      ref={ref}
      data-index={index}
      data-message-id={message.id}
      aria-describedby={isHeld ? heldNoteId : undefined}
      className={`group rounded-md px-2 py-1.5 ${isHeld ? heldClass : isNormal ? "hover:bg-gray-50 dark:hover:bg-gray-800/60" : "bg-amber-50 dark:bg-amber-950/40"}`}
    >
      <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
        {message.username && message.userId ? (
          <Link
            to={`/profile?username=${encodeURIComponent(message.username)}`}
            className={`font-semibold hover:underline ${focusRing} rounded`}
          >
            {message.username}
          </Link>
        ) : (
          <span className="font-semibold">{message.username}</span>
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
      {!isHeld && !isEditing ? <ReactionBar message={message} /> : null}
      {isHeld ? (
        <p id={heldNoteId} className="mt-0.5 text-xs text-amber-900 dark:text-amber-200">
          {CHAT_TEXTS.heldNote}
        </p>
      ) : null}
      {hasActions && !isEditing ? (
        <div className="mt-0.5 flex gap-1">
          {can.canReply ? (
            <button type="button" className={actionClass} onClick={() => actions.onReply(message)}>
              Reply
            </button>
          ) : null}
          {can.canEdit ? (
            <button type="button" className={actionClass} onClick={() => setIsEditing(true)}>
              Edit
            </button>
          ) : null}
          {can.canReport ? (
            <button type="button" className={actionClass} onClick={() => actions.onReport(message)}>
              Report
            </button>
          ) : null}
          {can.canDelete ? (
            <button type="button" className={actionClass} onClick={() => actions.onDelete(message)}>
              Delete
            </button>
          ) : null}
          {can.canModerate && message.userId ? (
            <StaffMessageTools userId={message.userId} username={message.username} />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
