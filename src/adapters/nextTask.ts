/** Resolves in a later task of the event loop, so the browser can paint and handle input in between. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
