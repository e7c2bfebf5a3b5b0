import { Link } from "react-router";
import { focusRing } from "@/components/ui/styles";

interface RoomErrorProps {
  title: string;
  message?: string;
}

/** The room's error views (invalid link, Access Denied), each with 'Go to Home' (spec 000 §2). */
export function RoomError({ title, message }: RoomErrorProps) {
  return (
    <div
      role="alert"
      className="mx-auto max-w-lg space-y-3 rounded-lg bg-white p-6 text-center shadow-sm dark:bg-gray-800"
    >
      <h1 className="text-2xl font-bold">{title}</h1>
      {message ? <p className="text-gray-700 dark:text-gray-300">{message}</p> : null}
      <Link
        to="/"
        className={`inline-flex justify-center rounded-md bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 ${focusRing}`}
      >
        Go to Home
      </Link>
    </div>
  );
}
