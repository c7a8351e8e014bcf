// /matching: the partner's form (the /get-started parts and messages), a match's result (total out of 36, the koota
// table, doshas with cancellations, both Manglik statuses, the summary, asking the guru), the saved matches, and the
// 'Match kundali' entry on /kundali.
import "./support/jsdomGaps";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { KundaliView } from "../../src/features/kundali/KundaliView";
import { MatchingView, type MatchingViewProps } from "../../src/features/matching/MatchingView";
import { sampleMatch } from "../support/match-sample";

afterEach(cleanup);

function viewProps(overrides: Partial<MatchingViewProps> = {}): MatchingViewProps {
  return {
    mode: "form",
    result: null,
    form: {
      status: "idle",
      errors: {},
      formError: null,
      city: { value: "", results: [], status: "idle", onChange: vi.fn(), onSelect: vi.fn() },
      calendar: "AD",
      onCalendarChange: vi.fn(),
      onSubmit: vi.fn(),
      onEditField: vi.fn(),
    },
    saved: { status: "ready", matches: [], error: null, onOpen: vi.fn(), onRetry: vi.fn() },
    onAskGuru: vi.fn(),
    onNewMatch: vi.fn(),
    ...overrides,
  };
}

describe("MatchingView: the partner's form", () => {
  it("has the /get-started fields, sends what was typed, and shows the machine's messages", () => {
    const props = viewProps();
    const { rerender } = render(<MatchingView {...props} />);
    expect(screen.getByRole("heading", { level: 1, name: "Kundali matching" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Your partner's birth details" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Full name"), { target: { value: "Sita Sharma" } });
    fireEvent.click(screen.getByLabelText("Female"));
    fireEvent.change(screen.getByLabelText("Birth date"), { target: { value: "1992-03-14" } });
    fireEvent.change(screen.getByLabelText("Birth time"), { target: { value: "06:45" } });
    expect(screen.getByRole("combobox", { name: "Birth place" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Match kundali" }));
    expect(props.form.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: "Sita Sharma",
        gender: "female",
        birth_date: "1992-03-14",
        birth_time: "06:45",
        birth_place: "",
      }),
    );
    expect(props.form.onEditField).toHaveBeenCalledWith("name");

    rerender(
      <MatchingView
        {...props}
        form={{
          ...props.form,
          errors: { name: "The name field is required", birth_place: "The birth place is required" },
          formError: "Too many attempts. Please try again in 42 minutes.",
        }}
      />,
    );
    expect(screen.getByText("The name field is required")).toBeTruthy();
    expect(screen.getByText("The birth place is required")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Too many attempts. Please try again in 42 minutes.");
  });

  it("while matching: the button is disabled and the form says so", () => {
    const props = viewProps();
    render(<MatchingView {...props} form={{ ...props.form, status: "submitting" }} />);
    expect((screen.getByRole("button", { name: "Match kundali" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole("status").textContent).toBe("Matching...");
  });

  it("the BS switch shows year, month and day as on /get-started", () => {
    const props = viewProps();
    render(<MatchingView {...props} form={{ ...props.form, calendar: "BS" }} />);
    expect(screen.getByRole("radio", { name: "BS" })).toBeTruthy();
    expect(screen.getAllByRole("combobox").length).toBeGreaterThanOrEqual(2);
  });
});

describe("MatchingView: the saved matches", () => {
  it("says when there are none, while loading, and offers a retry after a failure", () => {
    const props = viewProps();
    const { rerender } = render(<MatchingView {...props} />);
    expect(screen.getByText("No matches yet. Your matches are kept here.")).toBeTruthy();
    rerender(<MatchingView {...props} saved={{ ...props.saved, status: "loading" }} />);
    expect(screen.getByText("Loading your matches...")).toBeTruthy();
    rerender(
      <MatchingView {...props} saved={{ ...props.saved, status: "failed", error: "An unexpected error occurred." }} />,
    );
    expect(screen.getByRole("alert").textContent).toBe("An unexpected error occurred.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(props.saved.onRetry).toHaveBeenCalledOnce();
  });

  it("lists each match with the partner, the date and the score; a tap opens it", () => {
    const props = viewProps();
    render(
      <MatchingView
        {...props}
        saved={{ ...props.saved, matches: [sampleMatch("m-1", "Gita Karki", 18), sampleMatch("m-2")] }}
      />,
    );
    const list = screen.getByRole("heading", { name: "Saved matches" }).parentElement as HTMLElement;
    const items = within(list).getAllByRole("button");
    expect(items.map((item) => item.textContent)).toEqual([
      "Gita KarkiNov 23 202618 / 36",
      "Sita SharmaNov 23 202627.5 / 36",
    ]);
    fireEvent.click(items[1] as HTMLElement);
    expect(props.saved.onOpen).toHaveBeenCalledWith("m-2");
  });
});

describe("MatchingView: a match's result", () => {
  const match = sampleMatch("m-1");

  it("shows the total out of 36 first, and both people with Moon sign, nakshatra and Manglik", () => {
    render(<MatchingView {...viewProps({ mode: "result", result: match })} />);
    expect(screen.getByRole("heading", { name: "Ram Bahadur Thapa and Sita Sharma" })).toBeTruthy();
    expect(screen.getByText("27.5 of 36 gunas")).toBeTruthy();
    const bride = screen.getByRole("region", { name: "Sita Sharma" });
    expect(within(bride).getByText("Bride")).toBeTruthy();
    expect(within(bride).getByText("Cancer")).toBeTruthy();
    expect(within(bride).getByText("Pushya, pada 1")).toBeTruthy();
    expect(within(bride).getByText("Mars in the 7th, cancelled by its own sign.")).toBeTruthy();
    const groom = screen.getByRole("region", { name: "Ram Bahadur Thapa" });
    expect(within(groom).getByText("Groom")).toBeTruthy();
    expect(within(groom).getByText("Not Manglik.")).toBeTruthy();
  });

  it("has a real table of the eight kootas: both categories and points of the maximum, then the total", () => {
    render(<MatchingView {...viewProps({ mode: "result", result: match })} />);
    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Koota", "BrideSita Sharma", "GroomRam Bahadur Thapa", "Points"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(9);
    expect(within(rows[0] as HTMLElement).getByRole("rowheader").textContent).toBe("VarnaWork");
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Brahmin", "Vaishya", "1/1"]);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole("cell")
        .at(-1)?.textContent,
    ).toBe("0.5/2");
    expect(rows[8]?.textContent).toBe("Guna milan27.5/36");
  });

  it("shows each dosha with a cancellation said plainly, the Manglik pairing, the summary and a calm note", () => {
    render(<MatchingView {...viewProps({ mode: "result", result: match })} />);
    const doshas = screen.getByRole("heading", { name: "Doshas" }).parentElement as HTMLElement;
    expect(
      within(doshas)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Nadi doshaNot presentDifferent nadis.",
      "Bhakoot doshaNot present",
      "Gana doshaPresent, cancelledSame sign lord.",
    ]);
    expect(screen.getByText("Only the bride is Manglik.")).toBeTruthy();
    expect(screen.getByText("A good match.")).toBeTruthy();
    expect(screen.getByText(/a traditional guide, not a verdict/)).toBeTruthy();
  });

  it("asks the guru with the question in the reader's language, and starts a new match", () => {
    const props = viewProps({ mode: "result", result: match });
    render(<MatchingView {...props} />);
    fireEvent.click(screen.getByRole("button", { name: "Ask the guru about this match" }));
    expect(props.onAskGuru).toHaveBeenCalledWith("Are we compatible for marriage?");
    fireEvent.click(screen.getByRole("button", { name: "Match another kundali" }));
    expect(props.onNewMatch).toHaveBeenCalledOnce();
  });
});

describe("/kundali's entry", () => {
  it("offers 'Match kundali' beside the chart when the screen gives it", () => {
    const onMatch = vi.fn();
    render(
      <KundaliView
        status="ready"
        name="Sita Sharma"
        birthDate="1992-03-14"
        birthTime="06:45"
        sign="Mesha"
        summary={["Short."]}
        interpretation="Text."
        onViewAnswer={vi.fn()}
        onOpenChart={vi.fn()}
        onMatch={onMatch}
        chart={{ isOpen: false, onClose: vi.fn(), status: "ready", houses: [], planets: [] }}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Match kundali" }));
    expect(onMatch).toHaveBeenCalledOnce();
  });
});
