/** Query keys of the admin console; an admin action refreshes everything under ["admin"]. */
export const adminKeys = {
  all: () => ["admin"] as const,
  stats: () => ["admin", "stats"] as const,
  activity: () => ["admin", "activity"] as const,
  users: (search: string, page: number) => ["admin", "users", search, page] as const,
  messages: (view: string, filters: Record<string, string>, page: number) =>
    ["admin", "messages", view, filters, page] as const,
  messageDetails: (id: string) => ["admin", "message", id] as const,
  appeals: (status: string, page: number) => ["admin", "appeals", status, page] as const,
  aiSettings: () => ["admin", "ai", "settings"] as const,
  aiAnalytics: () => ["admin", "ai", "analytics"] as const,
  aiRules: () => ["admin", "ai", "rules"] as const,
};
