// The city search's public face: the hook the birth-details forms (get-started, register, matching) use. Other
// features import it from here, never the folder's other files.
export { birthPlaceValues, useCitySearch } from "./useCitySearch";
