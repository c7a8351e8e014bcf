// `?native=sim` in a development build turns the native bridge simulator on for this tab (kept in sessionStorage so
// reloads on other routes keep it; `?native=off` turns it off). main.tsx asks only when `import.meta.env.DEV`.
const FLAG = "native-sim";

export function simulatorRequested(search: string, session: Pick<Storage, "getItem" | "setItem" | "removeItem">) {
  const asked = new URLSearchParams(search).get("native");
  try {
    if (asked === "sim") session.setItem(FLAG, "on");
    if (asked === "off") session.removeItem(FLAG);
    return session.getItem(FLAG) === "on";
  } catch {
    return asked === "sim";
  }
}
