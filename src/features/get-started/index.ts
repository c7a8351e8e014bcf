// The get-started feature's public face for the rest of the app: the birth form's wiring to its machine, which
// /matching's partner form shares. Other features import it from here, never the folder's other files.
export { birthFormWiring } from "./birthFormWiring";
