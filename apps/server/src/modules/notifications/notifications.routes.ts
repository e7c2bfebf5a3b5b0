import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { successMessageSchema } from "@huddle/contracts/errors";
import {
  createNotificationRuleRequestSchema,
  deleteDeviceTokenByTokenRequestSchema,
  deviceTokenIdParamsSchema,
  deviceTokenListSchema,
  deviceTokenResponseSchema,
  listNotificationRulesQuerySchema,
  notificationPreferencesResponseSchema,
  notificationRuleListSchema,
  notificationRuleResponseSchema,
  registerDeviceTokenRequestSchema,
  ruleIdParamsSchema,
  testNotificationRequestSchema,
  testNotificationResponseSchema,
  updateNotificationPreferencesRequestSchema,
  updateNotificationRuleRequestSchema,
  vapidPublicKeyResponseSchema,
  webPushConfigResponseSchema,
} from "@huddle/contracts/notifications";
import { requireAuth } from "../../plugins/authenticate.ts";
import type { NotificationPreferencesService } from "./notification-preferences.service.ts";
import type { NotificationRulesService } from "./notification-rules.service.ts";
import type { PushNotificationsService } from "./push-notifications.service.ts";

export interface NotificationServices {
  preferences: NotificationPreferencesService;
  rules: NotificationRulesService;
  push: PushNotificationsService;
}

/** spec 000 §7 User (preferences, rules) and Notifications (devices, Web Push, test). */
export function registerNotificationRoutes(app: FastifyInstance, s: NotificationServices): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };
  const me = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

  r.get(
    "/api/user/notification-preferences",
    { ...auth, schema: { response: { 200: notificationPreferencesResponseSchema } } },
    async (request) => ({ preferences: await s.preferences.get(me(request)) }),
  );
  r.put(
    "/api/user/notification-preferences",
    {
      ...auth,
      schema: {
        body: updateNotificationPreferencesRequestSchema,
        response: { 200: notificationPreferencesResponseSchema },
      },
    },
    async (request) => ({ preferences: await s.preferences.update(me(request), request.body) }),
  );

  const rules = "/api/user/notification-rules";
  r.get(
    rules,
    {
      ...auth,
      schema: {
        querystring: listNotificationRulesQuerySchema,
        response: { 200: notificationRuleListSchema },
      },
    },
    async (request) => s.rules.list(me(request), request.query),
  );
  r.post(
    rules,
    {
      ...auth,
      schema: {
        body: createNotificationRuleRequestSchema,
        response: { 201: notificationRuleResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await s.rules.create(me(request), request.body)),
  );
  r.put(
    `${rules}/:id`,
    {
      ...auth,
      schema: {
        params: ruleIdParamsSchema,
        body: updateNotificationRuleRequestSchema,
        response: { 200: notificationRuleResponseSchema },
      },
    },
    async (request) => s.rules.update(me(request), request.params.id, request.body),
  );
  r.delete(
    `${rules}/:id`,
    { ...auth, schema: { params: ruleIdParamsSchema, response: { 200: successMessageSchema } } },
    async (request) => s.rules.remove(me(request), request.params.id),
  );

  const devices = "/api/notifications/device-tokens";
  r.get(
    devices,
    { ...auth, schema: { response: { 200: deviceTokenListSchema } } },
    async (request) => s.push.list(me(request)),
  );
  r.post(
    devices,
    {
      ...auth,
      schema: {
        body: registerDeviceTokenRequestSchema,
        response: { 201: deviceTokenResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await s.push.register(me(request), request.body)),
  );
  r.delete(
    `${devices}/by-token`,
    {
      ...auth,
      schema: {
        body: deleteDeviceTokenByTokenRequestSchema,
        response: { 200: successMessageSchema },
      },
    },
    async (request) => s.push.removeByToken(me(request), request.body.token),
  );
  r.delete(
    `${devices}/:id`,
    {
      ...auth,
      schema: { params: deviceTokenIdParamsSchema, response: { 200: successMessageSchema } },
    },
    async (request) => s.push.remove(me(request), request.params.id),
  );

  r.get(
    "/api/notifications/web-push/vapid-public-key",
    { schema: { response: { 200: vapidPublicKeyResponseSchema } } },
    async () => s.push.vapidPublicKey(),
  );
  r.get(
    "/api/notifications/web-push/config",
    { schema: { response: { 200: webPushConfigResponseSchema } } },
    async () => s.push.config(),
  );
  r.post(
    "/api/notifications/test",
    {
      ...auth,
      schema: {
        body: testNotificationRequestSchema,
        response: { 200: testNotificationResponseSchema },
      },
    },
    async (request) => s.push.sendTest(me(request), request.body),
  );
}
