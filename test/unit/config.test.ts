import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";

describe("server configuration", () => {
  it("uses the embedded defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, HOST: "127.0.0.1", DATA_DIR: "./data", CORS_ORIGINS: [] });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).PORT).toBe(8080);
  });

  it("reads and converts values", () => {
    const config = loadConfig({ PORT: "9000", CORS_ORIGINS: "https://a.example, https://b.example" });
    expect(config.PORT).toBe(9000);
    expect(config.CORS_ORIGINS).toEqual(["https://a.example", "https://b.example"]);
  });

  it("names the variable and the problem in one line per bad value", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow('Invalid setting PORT: must be a whole number (got "eighty")');
    expect(() => loadConfig({ PORT: "70000" })).toThrow("Invalid setting PORT: must be between 0 and 65535");
  });

  it("never echoes a credential-bearing value", () => {
    let message = "";
    try {
      loadConfig({ DATABASE_URL: "mysql://user:secret@host/db" });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toBe("Invalid setting DATABASE_URL: must be a postgres:// or postgresql:// URL");
  });
});
