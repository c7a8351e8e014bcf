// The caller's address, for rate limits and login throttling. Without a trusted proxy it is the socket peer. Behind
// TRUST_PROXY=N proxies that each append the address they saw to X-Forwarded-For, it is the Nth entry from the right:
// the one the outermost trusted proxy wrote. Entries further left came from the client and may be anything, so the
// leftmost entry (which a client sets at will behind a proxy that appends) is never trusted unless it is also that one.
import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import type { Config } from "../config";

export function clientAddressOf(c: Context, config: Config): string {
  const socketAddress = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress ?? "unknown";
  const hops = config.TRUST_PROXY;
  if (hops === 0) return socketAddress;
  const entries = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return socketAddress;
  // Fewer entries than proxies: the request skipped the outer ones, and the leftmost entry is the furthest any
  // trusted proxy saw.
  return entries[Math.max(0, entries.length - hops)] ?? socketAddress;
}
