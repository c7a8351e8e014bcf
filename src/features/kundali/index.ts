// The kundali's public face for the rest of the app: /profile shows the same chart through the kundali home machine
// bound to the app. Other features import these from here, never the folder's other files.
export { kundaliHomeMachineFor, wireKundaliHome } from "./bindings";
