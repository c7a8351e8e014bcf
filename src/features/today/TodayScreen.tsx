// /today: the day's panchang for the reader's place (the birth place until they choose another, remembered on the
// device), with the line for their Moon sign.
import { useStore } from "@nanostores/react";
import { language } from "../../i18n/i18n";
import { cityLabel } from "../../ui/CitySearchField";
import { useCitySearch } from "../city-search";
import { TodayView } from "./TodayView";
import { useTodayPageActor, useTodayProps } from "./useToday";

export function TodayScreen() {
  const actor = useTodayPageActor();
  const { snapshot, ...day } = useTodayProps(actor);
  const city = useCitySearch();
  const code = useStore(language);
  const { place, placeName } = snapshot.context;
  return (
    <TodayView
      {...day}
      placeName={placeName}
      city={{
        ...city.field,
        onSelect: (picked) => {
          city.field.onSelect(picked);
          actor.send({ type: "place.chosen", place: { kind: "city", id: picked.id, name: cityLabel(picked, code) } });
        },
      }}
      {...(place ? { onBirthPlace: () => actor.send({ type: "place.reset" }) } : {})}
    />
  );
}
