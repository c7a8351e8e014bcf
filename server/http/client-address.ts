// The caller's address, for rate limits and login throttling. Without a trusted proxy it is the socket peer. Behind
// TRUST_PROXY=N proxies that each append the address they saw to X-Forwarded-For, it is the Nth entry from the right:
// the one the outermost trusted proxy wrote. Entries further left came from the client and may be anything, so the
// leftmost entry (which a client sets at will behind a proxy that appends) is never trusted unless it is also that one.
//
// Every limit counts the address as `countedAddressOf` gives it: an IPv6 address by its /64 (one subscriber's
// network; a client picks any address inside it at will) and an IPv4-mapped form (::ffff:1.2.3.4) as the IPv4
// address it is, so a client cannot multiply its allowance by rotating addresses it owns.
import { isIPv4, isIPv6 } from "node:net";
import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import type { Config } from "../config";

function clientAddressOf(c: Context, config: Config): string {
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

/** The client's address as the limits count it (see the top of this file): the one key of a client everywhere. */
export function countedAddressOf(c: Context, config: Config): string {
  return countedAddress(clientAddressOf(c, config));
}

/** `1.2.3.4`, `::ffff:1.2.3.4` and `[::ffff:102:304]:443` give `1.2.3.4`; `2001:db8:1:2:3::4` gives `2001:db8:1:2::/64`. */
export function countedAddress(address: string): string {
  const bare = withoutPortAndZone(address.trim());
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address.trim().toLowerCase();
  const groups = ipv6Groups(bare);
  const ipv4Mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (ipv4Mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** `[v6]:port` and `v4:port` (some proxies add the port) and a zone (`fe80::1%eth0`) reduced to the address. */
function withoutPortAndZone(address: string): string {
  const bracketed = address.match(/^\[([^\]]+)\](?::\d+)?$/);
  const unbracketed = bracketed ? (bracketed[1] ?? "") : address;
  const v4WithPort = unbracketed.match(/^(\d+\.\d+\.\d+\.\d+):\d+$/);
  const bare = v4WithPort ? (v4WithPort[1] ?? "") : unbracketed;
  return bare.replace(/%.*$/, "");
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => Number.parseInt(g, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
