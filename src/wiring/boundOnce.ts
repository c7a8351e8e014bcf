// A screen machine bound where its screen lives: the screen module (fetched on first visit) binds the machine to the
// ports its feature's wiring (src/features/<feature>/bindings.ts) makes of the app logic's environment, once per set of
// ports (provide() rebuilds the state tree), so neither the machine nor its binding is in the first load. The wiring is made once per
// environment the same way.
export function boundOnce<Ports extends object, Machine>(bind: (ports: Ports) => Machine): (ports: Ports) => Machine {
  const made = new WeakMap<Ports, Machine>();
  return (ports) => {
    let machine = made.get(ports);
    if (!machine) {
      machine = bind(ports);
      made.set(ports, machine);
    }
    return machine;
  };
}
