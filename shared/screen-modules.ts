/**
 * A prerendered shell lists the modules of its screen in its head, in a JSON script element of this id: written by
 * the build (scripts/prerender-shells.ts), read by the app as it starts (src/adapters/modulePreloads.ts), which asks
 * for them a few per task instead of all in one.
 */
export const SCREEN_MODULES_ID = "screen-modules";
