// docs/configuration.md, rendered from the server's settings schema (server/config/): every setting with its
// default and its `.describe()` text, so the reference cannot list a setting the server does not read, or miss one.
// `npm run docs:config` writes it; test/unit/docs-configuration.test.ts fails when the committed file is stale.
import { z } from "zod";
import { settingSchemas } from "../server/config";

export const CONFIGURATION_DOC_PATH = "docs/configuration.md";

const INTRO = `# Configuration

<!-- Generated from server/config/ by \`npm run docs:config\`; edit the settings' \`.describe()\` texts there. -->

Every setting of the server is an environment variable; a \`.env\` file in the working directory is read too. An empty
value means "use the default". \`.env.example\` lists every variable with its embedded default (a test keeps its names
in step with the schema).

Values are validated once at start: a value the server cannot use stops the start with exit code 2 and one line per
bad variable on stderr, naming it (values that may hold credentials are never echoed). Beyond single values:

- \`DATABASE_URL\` without \`AUTH_JWT_SECRET\` is refused: several instances on one PostgreSQL must sign tokens with one
  key (\`server/config/shared-secret.ts\`).
- \`NODE_ENV=production\` refuses to start without \`RECAPTCHA_SECRET\` unless \`ALLOW_NO_BOT_PROTECTION=true\`, and
  without \`SMTP_URL\` unless \`ALLOW_MAIL_OUTBOX=true\` (\`server/config/production.ts\`).

The app's build-time settings (\`VITE_*\`) are not server settings: see [client.md](client.md#build-time-settings).
Running the server for real: [operations.md](operations.md).
`;

type Cell = string;

/** A default as it would be written in the environment, or null when it does not fit a table cell. */
function inlineDefault(value: unknown): Cell | null {
  if (Array.isArray(value) && value.length === 0) return "(empty)";
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return `\`${value}\``;
  return null;
}

function escapeCell(text: string): Cell {
  return text.replaceAll("|", "\\|");
}

/** A markdown table with its columns padded, as Biome formats markdown. */
function table(header: Cell[], rows: Cell[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: Cell[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

export function renderConfigurationDoc(): string {
  const rows: Cell[][] = [];
  const longDefaults: string[] = [];
  for (const [name, schema] of Object.entries(settingSchemas) as [string, z.ZodType][]) {
    const meaning = schema.description;
    if (!meaning) throw new Error(`${name} has no .describe() text in server/config/`);
    let shown = "(unset)";
    if (schema instanceof z.ZodDefault) {
      const value: unknown = schema.def.defaultValue;
      const inline = inlineDefault(value);
      shown = inline ?? "below";
      if (inline === null) longDefaults.push(`\`${name}\`:\n\n\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``);
    }
    rows.push([`\`${name}\``, shown, escapeCell(meaning)]);
  }
  const sections = [INTRO, `## Settings\n\n${table(["variable", "default", "meaning"], rows)}`];
  if (longDefaults.length > 0) sections.push(`## Defaults too long for the table\n\n${longDefaults.join("\n\n")}`);
  return `${sections.join("\n\n").replace(/\n{3,}/g, "\n\n")}\n`;
}
