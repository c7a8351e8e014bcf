// The logged-in user's own account: GET /api/user (profile) and DELETE /api/delete-account.
import { Hono } from "hono";
import { deleteAccountRequest, profileSchema } from "../../contract/user";
import { ACCOUNT_DELETED, deleteAccount } from "../accounts/deletion";
import { loadProfile } from "../accounts/profile";
import type { AppDeps } from "../deps";
import { requireUser } from "../http/caller";
import { ApiError } from "../http/errors";
import { validateBody } from "../http/validation";
import { messageAnswer, registerApiCall, validationFailure } from "../openapi/registry";

const tags = ["Accounts"];
const unauthorized = messageAnswer("No, an invalid or an expired access token");

registerApiCall({
  method: "get",
  path: "/api/user",
  summary: "The logged-in user's profile",
  tags,
  auth: "required",
  responses: {
    200: { description: "Profile (docs/product.md §3; created_at and updated_at left out)", schema: profileSchema },
    401: unauthorized,
  },
});
registerApiCall({
  method: "delete",
  path: "/api/delete-account",
  summary: 'Delete the account; the body must be { "name": "delete" }',
  description:
    "Deletes the user and every row that belongs to them (sessions, charts, chats, questions, coupon redemptions). " +
    "Purchase records are kept for accounting, detached from the person. The product reference does not show the answer; it is `{ message }`.",
  tags,
  auth: "required",
  body: deleteAccountRequest,
  responses: { 200: messageAnswer("Deleted"), 401: unauthorized, 422: validationFailure },
});

export function userRoutes(deps: AppDeps) {
  const { database, accessTokens } = deps;
  const db = database.db;
  return new Hono()
    .get("/user", async (c) => {
      const userId = await requireUser(c, accessTokens);
      const profile = await loadProfile(db, userId);
      // A valid token of an account deleted since: the session is over.
      if (!profile) throw ApiError.said(401, "logInToContinue");
      return c.json(profile);
    })
    .delete("/delete-account", async (c) => {
      const userId = await requireUser(c, accessTokens);
      await validateBody(c, deleteAccountRequest);
      await deleteAccount(db, userId);
      return c.json({ message: ACCOUNT_DELETED });
    });
}
