// `npm run docs:config`: writes docs/configuration.md from the server's settings schema (scripts/configuration-doc.ts).
import { writeFileSync } from "node:fs";
import { CONFIGURATION_DOC_PATH, renderConfigurationDoc } from "./configuration-doc";

writeFileSync(CONFIGURATION_DOC_PATH, renderConfigurationDoc());
console.log(`Wrote ${CONFIGURATION_DOC_PATH}`);
