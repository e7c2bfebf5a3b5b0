/** Query keys of the notifications feature. */
export const notificationKeys = {
  preferences: () => ["notifications", "preferences"] as const,
  rules: () => ["notifications", "rules"] as const,
  devices: () => ["notifications", "devices"] as const,
  vapidKey: () => ["notifications", "vapid-public-key"] as const,
  emailVerified: () => ["notifications", "email-verified"] as const,
};
