// The planet table: the ascendant and the nine bodies with sign, degree, nakshatra and pada, house, dignity and
// motion. A real table; it is also the text alternative of both chart drawings (they point at it).
import type { PlanetRow } from "../../../../contract/kundali";
import { signDegreeText } from "../../../../contract/kundali-choices";
import { digitsIn, displayNumber } from "../../../i18n/format";
import type { DepthWords } from "./depthMessages";

/** 14.538 -> "14°32′" (degrees and minutes within the sign) in the reader's digits. */
export function degreeText(degree: number, code: string): string {
  return digitsIn(signDegreeText(degree), code);
}

export function PlanetTable(props: { id: string; rows: readonly PlanetRow[]; t: DepthWords; code: string }) {
  const { t, code } = props;
  return (
    // The table can be wider than a phone: its box scrolls, and keyboard users reach it by Tab.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard
    <section className="depth-table-scroll" aria-labelledby={`${props.id}-caption`} tabIndex={0}>
      <table id={props.id} className="depth-table">
        <caption id={`${props.id}-caption`} className="depth-section__title">
          {t.planetsTitle}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t.point}</th>
            <th scope="col">{t.sign}</th>
            <th scope="col">{t.degree}</th>
            <th scope="col">{t.nakshatra}</th>
            <th scope="col">{t.house}</th>
            <th scope="col">{t.dignity}</th>
            <th scope="col">{t.state}</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.point}>
              <th scope="row">{row.name}</th>
              <td>{row.sign_name}</td>
              <td>{degreeText(row.degree, code)}</td>
              <td>
                {row.nakshatra_name} ({displayNumber(row.pada, code)})
              </td>
              <td>{displayNumber(row.house, code)}</td>
              <td>{row.dignity_name ?? "—"}</td>
              <td>
                {[row.retrograde ? t.retrograde : null, row.combust ? t.combust : null].filter(Boolean).join(", ") ||
                  (row.point === "ascendant" ? "—" : t.direct)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
