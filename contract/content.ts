// The content files the client reads from the content host (docs/product.md §7): walkthrough.json and loading.json, English at
// public/content/ and Nepali and Hindi in ne/ and hi/ beside it.
import { z } from "zod";

export const walkthroughSlideSchema = z.object({ img: z.string(), title: z.string(), description: z.string() });
export type WalkthroughSlide = z.infer<typeof walkthroughSlideSchema>;
export const walkthroughSchema = z.array(walkthroughSlideSchema).min(1);

export const loadingStepSchema = z.object({
  name: z.string(),
  /** How long the step is shown, in ms. */
  time: z.number().int().positive(),
});
export type LoadingStep = z.infer<typeof loadingStepSchema>;
export const loadingDataSchema = z.object({
  loading_text: z.array(loadingStepSchema),
  /** The lines shown while the guru answers. */
  chat_analysis_msg: z.array(z.string()),
});
export type LoadingData = z.infer<typeof loadingDataSchema>;
