// Today's public face: the card /kundali shows at its top, its actor, and what a kundali report gives it. Other
// features import these from here, never the folder's other files.
export { natalOf } from "./bindings";
export { TodayCard } from "./TodayView";
export { useTodayCardActor, useTodayProps } from "./useToday";
