// The kundali chart: an image named by its caption and style, described by the planet table, drawn from the shared
// model (labels in their signs' cells, retrograde bodies marked, sign names in the South Indian style).
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChartPicture } from "../../contract/kundali";
import { language } from "../../src/i18n/i18n";
import { KundaliChart } from "../../src/ui/KundaliChart";

// Mesha lagna; Saturn retrograde in Aquarius; Sun, Mercury and Venus together in Capricorn.
const picture: ChartPicture = {
  ascendant_sign: 0,
  bodies: [
    { body: "sun", sign: 9, retrograde: false },
    { body: "moon", sign: 3, retrograde: false },
    { body: "mars", sign: 0, retrograde: false },
    { body: "mercury", sign: 9, retrograde: false },
    { body: "jupiter", sign: 4, retrograde: false },
    { body: "venus", sign: 9, retrograde: false },
    { body: "saturn", sign: 10, retrograde: true },
    { body: "rahu", sign: 2, retrograde: true },
    { body: "ketu", sign: 8, retrograde: true },
  ],
};

/** A 2D context that only records what is written where (jsdom has no canvas). */
function recordingContext() {
  const texts: Array<{ text: string; x: number; y: number }> = [];
  const gradient = { addColorStop: () => {} };
  const context = new Proxy(
    {
      fillText: (text: string, x: number, y: number) => texts.push({ text, x, y }),
      measureText: (text: string) => ({ width: text.length * 12 }),
      createRadialGradient: () => gradient,
    } as Record<string, unknown>,
    {
      get: (target, key: string) => (key in target ? target[key] : () => {}),
      set: (target, key: string, value) => {
        target[key] = value;
        return true;
      },
    },
  );
  return { texts, context };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  language.set("en");
});

describe("KundaliChart", () => {
  it("is an image named by its caption and style, described by the planet table", () => {
    render(
      <>
        <KundaliChart picture={picture} style="north" caption="Rasi chart (D1)" describedBy="planet-table" />
        <table id="planet-table" />
      </>,
    );
    const image = screen.getByRole("img", { name: "Rasi chart (D1), North Indian style" });
    expect(image.getAttribute("aria-describedby")).toBe("planet-table");
    expect(screen.getByText("Rasi chart (D1)")).toBeTruthy();
  });

  it("names the South Indian style, in Nepali when the reader reads Nepali", async () => {
    language.set("ne");
    render(<KundaliChart picture={picture} style="south" caption="नवांश (D9)" describedBy="planets" />);
    // the Nepali catalogue is fetched as the language changes
    expect(await screen.findByRole("img", { name: "नवांश (D9), दक्षिण भारतीय शैली" })).toBeTruthy();
  });

  it("draws the labels in their cells: North with sign numbers, South with sign names, retrograde marked", async () => {
    const { texts, context } = recordingContext();
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(
      () => context as unknown as CanvasRenderingContext2D,
    );
    const { unmount } = render(<KundaliChart picture={picture} style="north" caption="D1" />);
    // The chart is painted in a task after the frame that shows it, not inside React's commit.
    expect(texts).toEqual([]);
    await waitFor(() => expect(texts.length).toBeGreaterThan(0));
    const written = texts.map((t) => t.text);
    // House 1 (the top diamond) holds the ascendant and Mars; its sign number is 1 (Aries).
    expect(texts.find((t) => t.text === "As Ma")).toMatchObject({ x: 300 });
    expect(written).toContain("Sa(R)");
    expect(written).toContain("Su Me Ve");
    expect(written.filter((t) => /^\d+$/.test(t)).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 12 }, (_, i) => String(i + 1)),
    );
    unmount();

    texts.length = 0;
    render(<KundaliChart picture={picture} style="south" caption="D1" />);
    await waitFor(() => expect(texts.length).toBeGreaterThan(0));
    const southWritten = texts.map((t) => t.text);
    expect(southWritten).toContain("Aries");
    expect(southWritten).toContain("Pisces");
    // Aries is the second cell of the top row.
    expect(texts.find((t) => t.text === "As Ma")).toMatchObject({ x: 225 });
  });
});
