/** Shared by a message's ⋯ menu and its reactions sub-menu. */
export const menuItemClass =
  "flex min-h-11 cursor-pointer select-none items-center rounded px-3 text-sm text-gray-900 outline-none data-[disabled]:cursor-not-allowed data-[highlighted]:bg-sky-100 data-[state=open]:bg-sky-100 data-[disabled]:opacity-50 dark:text-gray-100 dark:data-[highlighted]:bg-sky-900 dark:data-[state=open]:bg-sky-900";

export const menuContentClass =
  "z-40 min-w-44 rounded-md border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-700 dark:bg-gray-800";
