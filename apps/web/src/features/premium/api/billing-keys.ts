export const billingKeys = {
  all: () => ["billing"] as const,
  plans: () => ["billing", "plans"] as const,
  subscription: () => ["billing", "subscription"] as const,
  config: () => ["billing", "config"] as const,
  sponsor: () => ["billing", "sponsor"] as const,
};
