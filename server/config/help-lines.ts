// The telephone lines the guru gives instead of a reading when someone may be in danger: crisis lines for
// self-harm or suicidal thoughts, and emergency services for an emergency happening now, for Nepal and India.
// GURU_HELP_LINES replaces the whole list (JSON, the shape below) when a number changes; the defaults and their
// sources are listed in docs/guru.md ("Safety").
import { z } from "zod";

const localised = z.object({ en: z.string().min(1), ne: z.string().min(1), hi: z.string().min(1) });

const helpLine = z.object({
  country: z.enum(["NP", "IN"]),
  /**
   * "crisis": a suicide-prevention or mental-health line; "emergency": ambulance, police, the national number;
   * "fire": the fire brigade, added to the emergency lines when the message is about a fire.
   */
  kind: z.enum(["crisis", "emergency", "fire"]),
  name: localised,
  /** As dialled in that country. */
  number: z.string().regex(/^[0-9][0-9 -]{1,20}$/, "must be a telephone number"),
});

export type HelpLine = z.infer<typeof helpLine>;

export const DEFAULT_HELP_LINES: HelpLine[] = [
  {
    country: "NP",
    kind: "crisis",
    name: {
      en: "National Suicide Prevention Helpline (Mental Hospital, Lagankhel)",
      ne: "राष्ट्रिय आत्महत्या रोकथाम हेल्पलाइन (मानसिक अस्पताल, लगनखेल)",
      hi: "राष्ट्रीय आत्महत्या रोकथाम हेल्पलाइन (मानसिक अस्पताल, लगनखेल)",
    },
    number: "1166",
  },
  {
    country: "IN",
    kind: "crisis",
    name: {
      en: "Tele-MANAS (free, 24 hours)",
      ne: "टेली-मानस (Tele-MANAS, निःशुल्क, २४ घण्टा)",
      hi: "टेली-मानस (Tele-MANAS, निःशुल्क, 24 घंटे)",
    },
    number: "14416",
  },
  { country: "NP", kind: "emergency", name: { en: "Ambulance", ne: "एम्बुलेन्स", hi: "एम्बुलेंस" }, number: "102" },
  { country: "NP", kind: "emergency", name: { en: "Police", ne: "प्रहरी", hi: "पुलिस" }, number: "100" },
  {
    country: "IN",
    kind: "emergency",
    name: { en: "Emergency (police, ambulance, fire)", ne: "आपतकालीन सेवा", hi: "आपातकालीन सेवा" },
    number: "112",
  },
  { country: "NP", kind: "fire", name: { en: "Fire brigade", ne: "दमकल", hi: "फ़ायर ब्रिगेड" }, number: "101" },
  { country: "IN", kind: "fire", name: { en: "Fire brigade", ne: "दमकल", hi: "फ़ायर ब्रिगेड" }, number: "101" },
];

const helpLineList = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "must be a JSON list of help lines" });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(helpLine)
      .refine(
        (lines) => (["NP", "IN"] as const).every((c) => lines.some((l) => l.country === c && l.kind === "crisis")),
        {
          message: "must name a crisis line for Nepal (NP) and for India (IN)",
        },
      ),
  );

export const helpLineSettings = {
  GURU_HELP_LINES: helpLineList
    .default(DEFAULT_HELP_LINES)
    .describe(
      "The crisis and emergency lines the guru gives instead of a reading when someone may be in danger: a JSON list " +
        'of `{"country": "NP" or "IN", "kind": "crisis", "emergency" or "fire", "name": {"en", "ne", "hi"}, "number"}`, ' +
        "with a crisis line for each country. Replaces the whole list; the defaults' sources are in docs/guru.md.",
    ),
};
