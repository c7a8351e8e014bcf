/**
 * The persisted application store of docs/product.md §3 (localStorage key `appStore`). Every change is written back; a missing
 * or unreadable value (corrupt JSON, wrong field types) falls back to the defaults, field by field, never a crash.
 *
 * Events: `store.set` { patch } merges fields; `store.clear` restores the defaults (logout).
 * Snapshot: `context` is the store (fields below). Action placeholder: `persistStore` (params: the whole store).
 * Input: the raw stored text (`parseAppStore` reads it), so the adapter only reads a string.
 *
 * Choices: `loading_data` keeps the loading screen's steps (loading_text); `chat` is the shown conversation and
 * `chat_history` the raw query history; `subscription` is the pack list.
 */
import { assign, setup } from "xstate";
import type { Category } from "../contract/catalogue";
import type { QueryHistoryItem } from "../contract/chat";
import type { InAppProduct as SubscriptionPackage } from "../contract/commerce";
import type { LoadingStep, WalkthroughSlide } from "../contract/content";
import type { Profile } from "../contract/user";
import type { ChatMessage } from "./lib/chatMessage";
import type { Kundali } from "./lib/storedKundali";

export const APP_STORE_KEY = "appStore";

export interface AppStore {
  walk_through: WalkthroughSlide[];
  loading_data: LoadingStep[];
  categories_list: Category[];
  category_question: Record<string, string[]>;
  question: string | null;
  query_available: string;
  chat_history: QueryHistoryItem[];
  registered_email: string | null;
  profile: Partial<Profile>;
  kundali: Partial<Kundali>;
  chat: ChatMessage[];
  subscription: SubscriptionPackage[];
  navbarHeight: number;
}

export function defaultAppStore(): AppStore {
  return {
    walk_through: [],
    loading_data: [],
    categories_list: [],
    category_question: {},
    question: null,
    query_available: "",
    chat_history: [],
    registered_email: null,
    profile: {},
    kundali: {},
    chat: [],
    subscription: [],
    navbarHeight: 0,
  };
}

type Kind = "array" | "object" | "string" | "nullable-string" | "number";
const FIELD_KINDS: Record<keyof AppStore, Kind> = {
  walk_through: "array",
  loading_data: "array",
  categories_list: "array",
  category_question: "object",
  question: "nullable-string",
  query_available: "string",
  chat_history: "array",
  registered_email: "nullable-string",
  profile: "object",
  kundali: "object",
  chat: "array",
  subscription: "array",
  navbarHeight: "number",
};

function fits(kind: Kind, value: unknown): boolean {
  switch (kind) {
    case "array":
      return Array.isArray(value);
    case "object":
      return typeof value === "object" && value !== null && !Array.isArray(value);
    case "string":
      return typeof value === "string";
    case "nullable-string":
      return value === null || typeof value === "string";
    case "number":
      return typeof value === "number" && Number.isFinite(value);
  }
}

/** The store from its stored text: defaults for anything missing, unreadable or of the wrong type. */
export function parseAppStore(raw: string | null): AppStore {
  const store = defaultAppStore();
  if (raw === null) return store;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return store;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return store;
  const record = parsed as Record<string, unknown>;
  const result: Record<string, unknown> = { ...store };
  for (const [field, kind] of Object.entries(FIELD_KINDS)) {
    if (fits(kind, record[field])) result[field] = record[field];
  }
  return result as unknown as AppStore;
}

export type AppStoreEvent = { type: "store.set"; patch: Partial<AppStore> } | { type: "store.clear" };

export const appStoreMachine = setup({
  types: {
    context: {} as AppStore,
    events: {} as AppStoreEvent,
    input: {} as { stored: string | null },
  },
  actions: {
    persistStore: (_, _store: AppStore) => {},
  },
}).createMachine({
  id: "appStore",
  context: ({ input }) => parseAppStore(input.stored),
  initial: "ready",
  states: {
    ready: {
      on: {
        "store.set": {
          actions: [
            assign(({ context, event }) => ({ ...context, ...event.patch })),
            { type: "persistStore", params: ({ context }) => context },
          ],
        },
        "store.clear": {
          actions: [assign(() => defaultAppStore()), { type: "persistStore", params: ({ context }) => context }],
        },
      },
    },
  },
});
