// The guru's first question after a start paid for its word tables' lazy set-up (about a second on a loaded machine,
// a few hundred milliseconds on a quiet one); the server runs it once after it listens, so no asker waits for it.
import { dangerIn } from "./safety/danger";
import { understand } from "./understand/understand";

const SAMPLES = [
  ["When will I get married?", "en"],
  ["mero chhora ko jagir kahile lagchha", "ne"],
  ["मेरो बिहे कहिले हुन्छ?", "ne"],
  ["meri shaadi kab hogi", "hi"],
  ["मेरी नौकरी कब लगेगी?", "hi"],
] as const;

export function warmUpGuru(): void {
  for (const [question, language] of SAMPLES) {
    dangerIn(question);
    understand(question, [], language);
  }
}
