// The whole database schema, one file per domain.
export * from "./commerce";
export * from "./consultation";
export * from "./identity";
export * from "./matching";
