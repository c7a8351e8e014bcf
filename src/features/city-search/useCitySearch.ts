// The birth-place field's props from a city-search actor (debounce and search live in the machine).
import { useStore } from "@nanostores/react";
import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { useAppLogic } from "../../app/LogicContext";
import { language } from "../../i18n/i18n";
import type { CitySearchFieldProps } from "../../ui/CitySearchField";
import { cityLabel } from "../../ui/CitySearchField";
import { citySearchMachineFor } from "./bindings";

export interface CitySearchControl {
  field: Omit<CitySearchFieldProps, "errors" | "label">;
  /** The picked city's country ('' when the place was typed without picking). */
  country: string;
  /** The picked city's id (null when the place was typed without picking, or the pick was edited). */
  placeId: number | null;
  /**
   * The birth place to send and keep: a picked city as the gazetteer names it ("Pokhara, Nepal", whatever language
   * the suggestion was read in, so each screen can write it in the reader's language later), else the typed text.
   */
  place: string;
}

export function useCitySearch(): CitySearchControl {
  const logic = useAppLogic();
  const actor = useActorRef(citySearchMachineFor(logic.environment));
  const [text, setText] = useState("");
  const code = useStore(language);
  const results = useSelector(actor, (s) => s.context.results);
  // While the machine waits out the debounce or searches, the field says 'Searching...'.
  const status = useSelector(actor, (s): CitySearchFieldProps["status"] =>
    s.matches("debouncing") || s.matches("searching")
      ? "searching"
      : s.matches("results") || s.matches("noResults") || s.matches("failed")
        ? "done"
        : "idle",
  );
  const selected = useSelector(actor, (s) => s.context.selected);
  const picked = selected && cityLabel(selected, code) === text ? selected : null;
  return {
    country: picked?.country_name ?? "",
    placeId: picked?.id ?? null,
    place: picked ? cityLabel(picked, "en") : text,
    field: {
      value: text,
      results,
      status,
      onChange: (value) => {
        setText(value);
        actor.send({ type: "city.typed", query: value });
      },
      onSelect: (city) => {
        setText(cityLabel(city, code));
        actor.send({ type: "city.selected", city });
      },
    },
  };
}

/** The birth place's part of a birth form's submission: the place to keep, its country and the picked city's id. */
export function birthPlaceValues(city: CitySearchControl): {
  birth_place: string;
  country: string;
  place_id: number | null;
} {
  return { birth_place: city.place, country: city.country, place_id: city.placeId };
}
