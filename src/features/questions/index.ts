// The questions' public face for the rest of the app: /chat offers the same categories as suggestions, through the
// questions machine bound to the app. Other features import these from here, never the folder's other files.
export { questionsMachineFor, wireQuestions } from "./bindings";
