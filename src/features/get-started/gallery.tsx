// The birth details form's and the loading screen's entries in the development gallery (/__gallery).

import { useState } from "react";
import type { BirthCalendar } from "../../../machines/lib/birthCalendar";
import type { GalleryEntry } from "../../dev/gallery/galleryEntry";
import { noop, useSampleCity } from "../../dev/gallery/sharedSamples";
import { GetStartedView } from "./GetStartedView";
import { LoadingView } from "./LoadingView";

function GetStartedSample({ withErrors }: { withErrors?: boolean }) {
  const city = useSampleCity(withErrors ? "" : "Kath");
  const [calendar, setCalendar] = useState<BirthCalendar>(withErrors ? "BS" : "AD");
  return (
    <GetStartedView
      status="idle"
      calendar={calendar}
      onCalendarChange={setCalendar}
      errors={
        withErrors
          ? {
              name: ["Please enter both first and last name"],
              gender: ["The gender field is required"],
              birth_date: ["The birth date is required"],
              birth_place: ["The birth place is required"],
              birth_time: ["The birth time is required"],
            }
          : {}
      }
      city={city}
      onSubmit={noop}
    />
  );
}

export const getStartedGallery: GalleryEntry[] = [
  { id: "get-started", route: "/get-started", render: () => <GetStartedSample /> },
  { id: "get-started-errors", route: "/get-started", render: () => <GetStartedSample withErrors /> },
  {
    id: "loading",
    route: "/get-started",
    render: () => <LoadingView percent={62} stepText="Reading your Moon's nakshatra and dasha..." />,
  },
];
