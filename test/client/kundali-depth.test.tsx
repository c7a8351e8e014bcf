// The kundali in depth as the reader sees it, from a real report: the conventions line, both charts described by the
// planet table, the dasha timeline with the running periods marked and open, today's findings with their schools,
// the style and year-length choices, the PDF button's states, and dates as the reader's own calendar dates.
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { calendarDateOf } from "../../shared/calendar/dates";
import { KundaliDepthView, type KundaliDepthViewProps } from "../../src/features/kundali/depth/KundaliDepthView";
import { degreeText } from "../../src/features/kundali/depth/PlanetTable";
import { periodDate } from "../../src/features/kundali/depth/periodDates";
import { language } from "../../src/i18n/i18n";
import { ASHA_BIRTH, fixtureKundaliReport, sampleKundaliReport } from "../support/kundali-report";
import { mountCommits } from "./support/commits";

afterEach(() => {
  cleanup();
  language.set("en");
});

function props(overrides: Partial<KundaliDepthViewProps> = {}): KundaliDepthViewProps {
  return {
    status: "ready",
    report: sampleKundaliReport(),
    error: null,
    style: "north",
    yearDays: "365.25",
    onStyleChange: vi.fn(),
    onYearDaysChange: vi.fn(),
    onRetry: vi.fn(),
    pdf: { working: false, error: null, saved: false, onDownload: vi.fn() },
    timeZone: "Asia/Kathmandu",
    ...overrides,
  };
}

describe("KundaliDepthView", () => {
  it("shows the conventions, both charts described by the planet table, and the planets", () => {
    render(<KundaliDepthView {...props()} />);
    expect(screen.getByText("Lahiri ayanamsa · mean node")).toBeTruthy();
    expect(screen.getByText(/Kathmandu, Nepal \(27\.7°N 85\.32°E\)/)).toBeTruthy();
    const zone = screen.getByText("Asia/Kathmandu");
    expect(zone.getAttribute("translate")).toBe("no");
    expect(zone.closest("dd")?.textContent).toBe("Asia/Kathmandu +05:45");
    const table = screen.getByRole("table", { name: "Planet positions" });
    const charts = screen.getAllByRole("img");
    expect(charts).toHaveLength(2);
    for (const chart of charts) expect(chart.getAttribute("aria-describedby")).toBe(table.id);
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(11);
    const mars = within(table).getByRole("rowheader", { name: "Mars" }).closest("tr") as HTMLElement;
    expect(within(mars).getByText("Capricorn")).toBeTruthy();
    expect(within(mars).getByText("29°37′")).toBeTruthy();
    expect(within(mars).getByText("exalted")).toBeTruthy();
    const rahu = within(table).getByRole("rowheader", { name: "Rahu" }).closest("tr") as HTMLElement;
    expect(within(rahu).getByText("Retrograde")).toBeTruthy();
  });

  it("marks the running periods and opens the running mahadasha", () => {
    render(<KundaliDepthView {...props()} />);
    const running = screen.getAllByText("running now");
    // the mahadasha, its antardasha and the pratyantardasha
    expect(running).toHaveLength(3);
    const open = document.querySelectorAll("details[open]");
    expect(open).toHaveLength(1);
    expect(open[0]?.textContent).toContain("Mercury");
    expect(screen.getByRole("heading", { name: "Pratyantardashas of the running antardasha" })).toBeTruthy();
  });

  it("shows today's transits, Sade Sati, Manglik and yogas with their schools", () => {
    render(<KundaliDepthView {...props()} />);
    expect(screen.getByText(/Saturn in Pisces, your 6th from the Moon/)).toBeTruthy();
    expect(screen.getByText(/Sade Sati is not running now; the next one is from October 2038/)).toBeTruthy();
    expect(screen.getByText("Mars is exalted in Capricorn.")).toBeTruthy();
    expect(screen.getByText("Ruchaka (Mahapurusha) yoga")).toBeTruthy();
    expect(screen.getAllByText(/School: Parashari/).length).toBeGreaterThan(0);
    expect(screen.getByText("Kemadruma yoga · cancelled")).toBeTruthy();
  });

  it("dates a running Sade Sati and its phase", () => {
    const report = fixtureKundaliReport("en", new Date("2041-06-01T00:00:00Z"), ASHA_BIRTH);
    expect(report.now.sade_sati.active).toBe(true);
    render(<KundaliDepthView {...props({ report })} />);
    expect(
      screen.getByText(/Saturn's Sade Sati is running over your Moon \((rising|peak|setting) phase\)/),
    ).toBeTruthy();
    expect(screen.getByText(/^Sade Sati: Oct 2[0-9] 2038 – Dec 0[0-9] 2046$/)).toBeTruthy();
    expect(screen.getByText(/^Phase: (rising|peak|setting), /)).toBeTruthy();
  });

  it("mounts in one commit: no control re-renders itself as the section appears", () => {
    expect(mountCommits(<KundaliDepthView {...props()} />)).toEqual(["mount"]);
  });

  it("sends the chosen style and year length", () => {
    const view = props();
    render(<KundaliDepthView {...view} />);
    const style = screen.getByRole("radiogroup", { name: "Chart style" });
    expect(within(style).getByRole("radio", { name: "North Indian" })).toHaveProperty("checked", true);
    fireEvent.click(screen.getByRole("radio", { name: "South Indian" }));
    expect(view.onStyleChange).toHaveBeenCalledWith("south");
    fireEvent.click(screen.getByRole("radio", { name: "365.256364 days (sidereal)" }));
    expect(view.onYearDaysChange).toHaveBeenCalledWith("365.256364");
  });

  it("offers the PDF, says while it is prepared, and shows a failure", () => {
    const view = props();
    const { rerender } = render(<KundaliDepthView {...view} />);
    fireEvent.click(screen.getByRole("button", { name: "Download kundali (PDF)" }));
    expect(view.pdf.onDownload).toHaveBeenCalled();
    rerender(<KundaliDepthView {...props({ pdf: { ...view.pdf, working: true } })} />);
    expect(screen.getByRole("button", { name: "Preparing your PDF..." }).hasAttribute("disabled")).toBe(true);
    rerender(<KundaliDepthView {...props({ pdf: { ...view.pdf, error: "No internet connection." } })} />);
    expect(screen.getByText("No internet connection.")).toBeTruthy();
  });

  it("says it is loading, offers a retry after a failure, and shows nothing without a kundali", () => {
    const view = props({ status: "loading", report: null });
    const { rerender, container } = render(<KundaliDepthView {...view} />);
    expect(screen.getByRole("status").textContent).toBe("Reading your kundali in depth...");
    rerender(<KundaliDepthView {...props({ status: "failed", report: null, error: "No internet connection." })} />);
    expect(screen.getByRole("alert").textContent).toBe("No internet connection.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    rerender(<KundaliDepthView {...props({ status: "missing", report: null })} />);
    expect(container.textContent).toBe("");
  });

  it("writes the Nepali page in Nepali with Bikram Sambat dates", async () => {
    language.set("ne");
    render(<KundaliDepthView {...props({ report: sampleKundaliReport("ne") })} />);
    await waitFor(() => expect(screen.getByRole("table", { name: "ग्रहहरूको स्थिति" })).toBeTruthy());
    expect(screen.getByText("लाहिरी अयनांश · मध्यम राहु")).toBeTruthy();
    // the place, the coordinates' compass letters and digits in Nepali too
    expect(screen.getByText(/काठमाडौं, नेपाल \(२७\.७°उ\. ८५\.३२°पू\.\)/)).toBeTruthy();
    // Mercury's mahadasha from 18 September 2026 (2 Asoj 2083 BS) in Devanagari digits
    expect(screen.getAllByText(/२ असोज २०८३/).length).toBeGreaterThan(0);
  });
});

describe("dates and degrees", () => {
  it("gives a boundary late in a Nepal evening that evening's date, not the UTC one", () => {
    // 18:30 UTC is 00:15 the next day in Kathmandu; 18:00 UTC is still 23:45 there
    expect(calendarDateOf("2029-02-13T18:30:00.000Z", "Asia/Kathmandu")).toBe("2029-02-14");
    expect(calendarDateOf("2029-02-13T18:00:00.000Z", "Asia/Kathmandu")).toBe("2029-02-13");
    expect(calendarDateOf("2029-02-13T18:30:00.000Z", "UTC")).toBe("2029-02-13");
    expect(periodDate("2029-02-13T18:30:00.000Z", "en", {}, "Asia/Kathmandu")).toBe("Feb 14 2029");
    expect(periodDate("2029-02-13T18:30:00.000Z", "en", {}, "America/New_York")).toBe("Feb 13 2029");
  });

  it("writes degrees and minutes within the sign", () => {
    expect(degreeText(29.62620999742842, "en")).toBe("29°37′");
    expect(degreeText(1.0, "en")).toBe("1°00′");
    expect(degreeText(1.0, "ne")).toBe("१°००′");
  });
});
