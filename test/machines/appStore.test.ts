import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { appStoreMachine, defaultAppStore, parseAppStore } from "../../machines/appStore";
import { appStoreSpec } from "./models/appStore.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(appStoreSpec);

describe("reading the stored app store", () => {
  it.each([null, "", "{", "null", "[]", '"text"', "42"])("%j gives the defaults", (raw) => {
    expect(parseAppStore(raw)).toEqual(defaultAppStore());
  });
  it("keeps well-typed fields and drops ill-typed ones, field by field", () => {
    const stored = JSON.stringify({ question: "Q?", chat: "oops", profile: [1], navbarHeight: 56, extra: 1 });
    expect(parseAppStore(stored)).toEqual({ ...defaultAppStore(), question: "Q?", navbarHeight: 56 });
  });
});

describe("the app store's defaults and what it keeps (docs/product.md §3)", () => {
  // docs/product.md §3: the lists start empty, the objects empty, the nullable fields null
  const defaults = {
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
  // a store as the app writes it: every field holds a value of its own type
  const kept = {
    walk_through: [{ img: "slide1.png", title: "Welcome", description: "Your chart" }],
    loading_data: [{ name: "Reading the stars", time: 1500 }],
    categories_list: [{ name: "Career" }],
    category_question: { Career: ["Will I get a job?"] },
    question: "Will I marry?",
    query_available: "2",
    chat_history: [{ query: "Will I marry?", response: [] }],
    registered_email: "sita@example.com",
    profile: { id: 7, name: "Sita Sharma" },
    kundali: { horoscope_sign: "Leo", session_id: "s-1" },
    chat: [{ name: "Sita Sharma", msg: "Hello", slug: "user" }],
    subscription: [{ sku: "pack_5", queries: 5 }],
    navbarHeight: 56,
  };

  it("starts from the product's defaults", () => {
    expect(defaultAppStore()).toEqual(defaults);
  });

  it("reads back every field of a store it wrote", () => {
    expect(parseAppStore(JSON.stringify(kept))).toEqual(kept);
  });

  it.each([
    ["walk_through", { img: "x" }],
    ["loading_data", "steps"],
    ["categories_list", null],
    ["category_question", ["Career"]],
    ["category_question", null],
    ["question", 5],
    ["query_available", null],
    ["chat_history", {}],
    ["registered_email", 7],
    ["profile", "Sita"],
    ["kundali", []],
    ["chat", "Hello"],
    ["subscription", 3],
    ["navbarHeight", "56"],
  ])("drops a %s of the wrong type (%j) and keeps the rest", (field, value) => {
    const stored = JSON.stringify({ ...kept, [field]: value });
    expect(parseAppStore(stored)).toEqual({ ...kept, [field]: defaults[field as keyof typeof defaults] });
  });

  it("drops a navbar height too large to be a number", () => {
    expect(parseAppStore('{"navbarHeight": 1e999}').navbarHeight).toBe(0);
  });

  it("merges a change into the store and writes the whole store back; clearing writes the defaults", () => {
    const writes: unknown[] = [];
    const machine = appStoreMachine.provide({ actions: { persistStore: (_, store) => writes.push(store) } });
    const actor = createActor(machine, { input: { stored: JSON.stringify(kept) } }).start();
    actor.send({ type: "store.set", patch: { question: "When will I travel?", query_available: "1" } });
    const changed = { ...kept, question: "When will I travel?", query_available: "1" };
    expect(actor.getSnapshot().context).toEqual(changed);
    actor.send({ type: "store.clear" });
    expect(actor.getSnapshot().context).toEqual(defaults);
    expect(writes).toEqual([changed, defaults]);
  });
});
