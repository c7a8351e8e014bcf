// Birth-place search: an accessible combobox over results the caller supplies. It only reports what is
// typed (onSearch) and what is picked (onSelect); debouncing and fetching belong to the machine.

import { type KeyboardEvent, useId, useState } from "react";
import type { CityResult } from "../../contract/cities";
import { isCityQueryLongEnough } from "../../contract/search-fold";
import { useFieldMessage } from "../i18n/messages";
import type { FieldMessage } from "./formTypes";
import "./Field.css";
import "./CitySearchField.css";
import { useStore } from "@nanostores/react";
import type { Language } from "../../contract/language";
import { placeLabel } from "../../machines/lib/placeLabel";
import { compassWords, displayCoordinates } from "../i18n/format";
import { i18n, language } from "../i18n/i18n";

export const citySearchMessages = i18n("citySearch", {
  label: "Birth place",
  placeholder: "Type 3 letters of the city",
  searching: "Searching...",
  noResult: "No Result found",
});

/** A place of POST /api/cities/search as the field lists it; the id is what the chart is made for. */
export type CityOption = Pick<CityResult, "id" | "name" | "country_name"> & Partial<Pick<CityResult, "lat" | "lon">>;

export interface CitySearchFieldProps {
  label?: string;
  value: string;
  onChange: (text: string) => void;
  results: readonly CityOption[];
  status: "idle" | "searching" | "done";
  onSelect: (city: CityOption) => void;
  errors?: FieldMessage;
}

/** A suggestion as the reader's language writes it: "पोखरा, नेपाल" to a Nepali reader, "Pokhara, Nepal" in English. */
export function cityLabel(city: CityOption, code: Language): string {
  return placeLabel(city.name, city.country_name, code);
}

/** Whether another result has the same name in the same country (four Pokrovskoyes in Russia). */
function hasNamesake(city: CityOption, results: readonly CityOption[]): boolean {
  return results.some(
    (other) => other !== city && other.name === city.name && other.country_name === city.country_name,
  );
}

export function CitySearchField({
  label: givenLabel,
  value,
  onChange,
  results,
  status,
  onSelect,
  errors,
}: CitySearchFieldProps) {
  const t = useStore(citySearchMessages);
  const code = useStore(language);
  const compass = useStore(compassWords);
  const label = givenLabel ?? t.label;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const message = useFieldMessage(errors);
  // The list shows for a query the search takes: the same length rule as the machine's and the server's.
  const showList = open && isCityQueryLongEnough(value) && status !== "idle";
  const pick = (city: CityOption) => {
    onSelect(city);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, results.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === "Enter" && showList && results[active]) {
      event.preventDefault();
      pick(results[active]);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };
  return (
    <div className="field city-search">
      <label className="field__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        className="field__input"
        role="combobox"
        aria-expanded={showList}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        autoComplete="off"
        placeholder={t.placeholder}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      {showList ? (
        <div className="city-search__popup">
          {status === "searching" ? (
            <p className="city-search__note" role="status">
              {t.searching}
            </p>
          ) : results.length === 0 ? (
            <p className="city-search__note" role="status">
              {t.noResult}
            </p>
          ) : null}
          <div id={`${id}-list`} role="listbox" aria-label={label} className="city-search__list">
            {status === "done"
              ? results.map((city, index) => (
                  <div
                    // Namesakes in one country are real (several Springfields): the position tells them apart.
                    // biome-ignore lint/suspicious/noArrayIndexKey: results are replaced as a whole on each search
                    key={`${city.name}-${city.country_name}-${index}`}
                    tabIndex={-1}
                    id={`${id}-option-${index}`}
                    role="option"
                    aria-selected={index === active}
                    className="city-search__option"
                    // Picking happens before the input's blur closes the list.
                    onMouseDown={(event) => {
                      event.preventDefault();
                      pick(city);
                    }}
                  >
                    {cityLabel(city, code)}
                    {hasNamesake(city, results) && city.lat !== undefined && city.lon !== undefined ? (
                      // namesakes told apart by where they are
                      <span className="city-search__where">
                        {displayCoordinates(city.lat, city.lon, code, compass)}
                      </span>
                    ) : null}
                  </div>
                ))
              : null}
          </div>
        </div>
      ) : (
        <div id={`${id}-list`} role="listbox" aria-label={label} hidden />
      )}
      {message ? (
        <span id={`${id}-error`} className="field__error">
          {message}
        </span>
      ) : null}
    </div>
  );
}
