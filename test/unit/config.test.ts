import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, loadSettings } from "../../server/config";

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

  it("gives an operator command only the settings it reads, and checks only those", () => {
    const production = { NODE_ENV: "production", DATA_DIR: "/srv/kundali", PORT: "not-a-port" };
    // The server refuses this environment (no RECAPTCHA_SECRET, no SMTP_URL, a bad PORT); a backup needs none of it.
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(loadSettings(production, ["DATA_DIR", "DATABASE_URL"])).toEqual({ DATA_DIR: "/srv/kundali" });
    expect(loadSettings({}, ["DATA_DIR"])).toEqual({ DATA_DIR: "./data" });
    expect(() => loadSettings({ DATABASE_URL: "mysql://h/db" }, ["DATA_DIR", "DATABASE_URL"])).toThrow(
      "Invalid setting DATABASE_URL: must be a postgres:// or postgresql:// URL",
    );
    // Nor does a command need AUTH_JWT_SECRET beside DATABASE_URL: it signs no tokens.
    expect(loadSettings({ DATABASE_URL: "postgres://h/db" }, ["DATABASE_URL"])).toEqual({
      DATABASE_URL: "postgres://h/db",
    });
  });
});
