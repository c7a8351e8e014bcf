// An object whose properties are made by their factories the first time they are read, then kept. The app logic's
// screen machines use it: `machine.provide(...)` rebuilds a machine's whole state tree, and at start only the first
// screen's machine is needed (the rest would be main-thread work before the first paint).
export function bindOnFirstUse<T extends Record<string, () => unknown>>(
  factories: T,
): { readonly [K in keyof T]: ReturnType<T[K]> } {
  const bound = {} as { [K in keyof T]: ReturnType<T[K]> };
  for (const key of Object.keys(factories) as Array<keyof T>) {
    const make = factories[key] as () => ReturnType<T[typeof key]>;
    let made: ReturnType<T[typeof key]> | undefined;
    Object.defineProperty(bound, key, {
      enumerable: true,
      get: () => {
        made ??= make();
        return made;
      },
    });
  }
  return bound;
}
