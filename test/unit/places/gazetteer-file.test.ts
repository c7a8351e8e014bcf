// The packed gazetteer the build stores (build/server/gazetteer.bin) reads back exactly as compiled, so the server
// searching from the file answers what a run from the sources answers (test/unit/places/search.test.ts).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileGazetteerNow } from "../../../server/places/compile-gazetteer";
import { readGazetteerFile, writeGazetteerFile } from "../../../server/places/gazetteer-file";
import type { PackedGazetteer } from "../../../server/places/packed-gazetteer";

const bytesOf = (view: ArrayBufferView) => Buffer.from(view.buffer, view.byteOffset, view.byteLength);

describe("the gazetteer file", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kundali-gazetteer-"));
  const file = path.join(dir, "gazetteer.bin");
  let packed: PackedGazetteer;
  beforeAll(() => {
    packed = compileGazetteerNow();
    writeGazetteerFile(file, packed);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads back every column as compiled", () => {
    const read = readGazetteerFile(file);
    expect(Object.keys(read).sort()).toEqual(Object.keys(packed).sort());
    for (const [field, value] of Object.entries(packed)) {
      const back = read[field as keyof PackedGazetteer];
      if (ArrayBuffer.isView(value) && ArrayBuffer.isView(back)) {
        // Byte for byte (toEqual is slow on a million elements).
        expect(back.constructor, field).toBe(value.constructor);
        expect(bytesOf(back).equals(bytesOf(value)), field).toBe(true);
      } else {
        expect(back, field).toEqual(value);
      }
    }
  });

  it("refuses a file of another format or a truncated one", () => {
    const bytes = readFileSync(file);
    const otherVersion = Buffer.from(bytes);
    otherVersion.writeUInt32LE(otherVersion.readUInt32LE(4) + 1, 4);
    writeFileSync(path.join(dir, "other.bin"), otherVersion);
    expect(() => readGazetteerFile(path.join(dir, "other.bin"))).toThrow(/not a gazetteer file/);
    writeFileSync(path.join(dir, "short.bin"), bytes.subarray(0, bytes.byteLength >> 1));
    expect(() => readGazetteerFile(path.join(dir, "short.bin"))).toThrow(/truncated/);
    writeFileSync(path.join(dir, "empty.bin"), Buffer.alloc(0));
    expect(() => readGazetteerFile(path.join(dir, "empty.bin"))).toThrow(/not a gazetteer file/);
  });
});
