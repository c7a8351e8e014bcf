// Walkthrough, /questions, /get-started and the loading screen: the spec's copy and the callbacks.
import "./support/jsdomGaps";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GetStartedView } from "../../src/features/get-started/GetStartedView";
import { LoadingView } from "../../src/features/get-started/LoadingView";
import { QuestionsView, type QuestionsViewProps } from "../../src/features/questions/QuestionsView";
import { WalkthroughView } from "../../src/features/walkthrough/WalkthroughView";
import { mountCommits } from "./support/commits";
import { loginProps as closedLogin, idleCity } from "./support/props";

afterEach(cleanup);

const slides = [
  { img: "/a.svg", title: "First slide", description: "One" },
  { img: "/b.svg", title: "Second slide", description: "Two" },
];

function swipe(element: Element, dx: number) {
  fireEvent.pointerDown(element, { clientX: 200, clientY: 100 });
  fireEvent.pointerUp(element, { clientX: 200 + dx, clientY: 105 });
}

describe("WalkthroughView", () => {
  it("steps with Next, offers Continue on the last slide, and Skip at any time", () => {
    const onSkip = vi.fn();
    const onFinish = vi.fn();
    render(<WalkthroughView slides={slides} status="ready" onSkip={onSkip} onFinish={onFinish} />);
    expect(screen.getByRole("heading", { name: "First slide" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { name: "Second slide" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onFinish).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole("button", { name: "Skip" }));
    expect(onSkip).toHaveBeenCalledOnce();
  });

  it("changes slide on a swipe of more than 50 px, not on 50 px or less", () => {
    render(<WalkthroughView slides={slides} status="ready" onSkip={vi.fn()} onFinish={vi.fn()} />);
    const slide = screen.getByRole("heading", { name: "First slide" }).parentElement as Element;
    swipe(slide, -50);
    expect(screen.getByRole("heading", { name: "First slide" })).toBeTruthy();
    swipe(slide, -51);
    expect(screen.getByRole("heading", { name: "Second slide" })).toBeTruthy();
    swipe(screen.getByRole("heading", { name: "Second slide" }).parentElement as Element, 80);
    expect(screen.getByRole("heading", { name: "First slide" })).toBeTruthy();
  });
});

describe("QuestionsView", () => {
  function props(overrides: Partial<QuestionsViewProps> = {}): QuestionsViewProps {
    return {
      status: "ready",
      categories: ["career", "marriage"],
      activeCategory: "career",
      questions: ["Will I work abroad?", "When will I get a stable job?"],
      selectedQuestion: null,
      onSelectCategory: vi.fn(),
      onToggleQuestion: vi.fn(),
      onContinue: vi.fn(),
      onOpenLogin: vi.fn(),
      loginModal: closedLogin(),
      ...overrides,
    };
  }

  it("mounts in one commit: no control re-renders itself as the questions appear", () => {
    expect(mountCommits(<QuestionsView {...props()} />)).toEqual(["mount"]);
  });

  it("shows the title, subtitle and a disabled button until a question is chosen", () => {
    const p = props();
    render(<QuestionsView {...p} />);
    expect(screen.getByRole("heading", { name: "Popular Questions" })).toBeTruthy();
    expect(screen.getByText("Select 1 Free Question")).toBeTruthy();
    const button = screen.getByRole("button", { name: "Select 1 Question to continue" });
    expect(button.hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Will I work abroad?" }));
    expect(p.onToggleQuestion).toHaveBeenCalledWith("Will I work abroad?");
    fireEvent.click(screen.getByRole("tab", { name: "marriage" }));
    expect(p.onSelectCategory).toHaveBeenCalledWith("marriage");
    fireEvent.click(screen.getByRole("button", { name: "Already have an account?" }));
    expect(p.onOpenLogin).toHaveBeenCalledOnce();
  });

  it("reads 'Continue' once a question is chosen, and marks it pressed", () => {
    const p = props({ selectedQuestion: "Will I work abroad?" });
    render(<QuestionsView {...p} />);
    expect(screen.getByRole("button", { name: "Will I work abroad?" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(p.onContinue).toHaveBeenCalledOnce();
  });

  it("swipes between category tabs past 50 px", () => {
    const p = props();
    render(<QuestionsView {...p} />);
    swipe(screen.getByRole("tabpanel"), -60);
    expect(p.onSelectCategory).toHaveBeenCalledWith("marriage");
  });

  it("says 'Loading ...' and 'No questions available.'", () => {
    const { rerender } = render(<QuestionsView {...props({ status: "loading" })} />);
    expect(screen.getByText("Loading ...")).toBeTruthy();
    rerender(<QuestionsView {...props({ questions: [] })} />);
    expect(screen.getByText("No questions available.")).toBeTruthy();
  });

  it("opens the login modal with the replace note and Cancel", async () => {
    const onCancel = vi.fn();
    render(
      <QuestionsView {...props({ loginModal: closedLogin({ isOpen: true, showReplaceNote: true, onCancel }) })} />,
    );
    // the modal's code is fetched on its first opening
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("replaces your current free Kundali");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalled();
  });
});

describe("GetStartedView", () => {
  const city = idleCity();

  it("shows the spec's title and hands the typed values to onSubmit", () => {
    const onSubmit = vi.fn();
    render(
      <GetStartedView
        calendar="AD"
        onCalendarChange={vi.fn()}
        status="idle"
        errors={{}}
        city={{ ...city, value: "Kathmandu, Nepal" }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole("heading", { name: "GET STARTED" })).toBeTruthy();
    expect(screen.getByText("Fill out the information to get started with the astrology")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Full name"), { target: { value: "Sita Sharma " } });
    fireEvent.click(screen.getByRole("radio", { name: "Female" }));
    fireEvent.change(screen.getByLabelText("Birth date"), { target: { value: "1996-01-05" } });
    fireEvent.change(screen.getByLabelText("Birth time"), { target: { value: "05:45" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: "Sita Sharma",
      gender: "female",
      birth_date: "1996-01-05",
      birth_date_bs: { year: "", month: "", day: "" },
      birth_time: "05:45",
      birth_place: "Kathmandu, Nepal",
    });
  });

  it("switches the birth date to Bikram Sambat and hands over the year, month and day", () => {
    const onSubmit = vi.fn();
    const onCalendarChange = vi.fn();
    const { rerender } = render(
      <GetStartedView
        calendar="AD"
        onCalendarChange={onCalendarChange}
        status="idle"
        errors={{}}
        city={city}
        onSubmit={onSubmit}
      />,
    );
    const calendar = screen.getByRole("radiogroup", { name: "Calendar" });
    fireEvent.click(within(calendar).getByRole("radio", { name: "BS" }));
    expect(onCalendarChange).toHaveBeenCalledWith("BS");
    rerender(
      <GetStartedView
        calendar="BS"
        onCalendarChange={onCalendarChange}
        status="idle"
        errors={{ birth_date: ["There is no 32 Baishakh 2081: Baishakh 2081 has 31 days."] }}
        city={city}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.queryByLabelText("Birth date")).toBeNull();
    const bs = screen.getByRole("group", { name: "Birth date (BS)" });
    expect(within(bs).getByText("There is no 32 Baishakh 2081: Baishakh 2081 has 31 days.")).toBeTruthy();
    fireEvent.change(within(bs).getByLabelText("Year"), { target: { value: "2081" } });
    fireEvent.change(within(bs).getByLabelText("Month"), { target: { value: "1" } });
    fireEvent.change(within(bs).getByLabelText("Day"), { target: { value: "31" } });
    expect(
      [...(within(bs).getByLabelText("Month") as HTMLSelectElement).options].map((o) => o.textContent).slice(1, 4),
    ).toEqual(["Baishakh", "Jestha", "Asar"]);
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onSubmit.mock.calls[0]?.[0].birth_date_bs).toEqual({ year: "2081", month: "1", day: "31" });
    // each select is named by its own label alone, not by its label and every option
    expect(within(bs).getByRole("combobox", { name: "Month" })).toBeTruthy();
    expect(within(bs).getByRole("combobox", { name: "Day" })).toBeTruthy();
    // a Nepali keyboard's digits are the year's digits
    fireEvent.change(within(bs).getByLabelText("Year"), { target: { value: "२०४८" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onSubmit.mock.calls[1]?.[0].birth_date_bs).toEqual({ year: "2048", month: "1", day: "31" });
  });

  it("carries a date entered in AD over to BS when the calendar is switched", () => {
    const onCalendarChange = vi.fn();
    const props = { onCalendarChange, status: "idle" as const, errors: {}, city, onSubmit: vi.fn() };
    const { rerender } = render(<GetStartedView calendar="AD" {...props} />);
    fireEvent.change(screen.getByLabelText("Birth date"), { target: { value: "1990-04-12" } });
    fireEvent.click(within(screen.getByRole("radiogroup", { name: "Calendar" })).getByRole("radio", { name: "BS" }));
    expect(onCalendarChange).toHaveBeenCalledWith("BS");
    rerender(<GetStartedView calendar="BS" {...props} />);
    const bs = screen.getByRole("group", { name: "Birth date (BS)" });
    expect((within(bs).getByLabelText("Year") as HTMLInputElement).value).toBe("2046");
    expect((within(bs).getByLabelText("Month") as HTMLSelectElement).value).toBe("12");
    expect((within(bs).getByLabelText("Day") as HTMLSelectElement).value).toBe("30");
  });

  it("offers Male, Female and Others, and shows each field's message", () => {
    render(
      <GetStartedView
        calendar="AD"
        onCalendarChange={vi.fn()}
        status="idle"
        errors={{ name: "Please enter both first and last name", gender: ["The gender field is required"] }}
        city={city}
        onSubmit={vi.fn()}
      />,
    );
    const gender = screen.getByRole("radiogroup", { name: "Gender" });
    expect(
      within(gender)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["male", "female", "others"]);
    expect(screen.getByText("Please enter both first and last name")).toBeTruthy();
    expect(screen.getByText("The gender field is required")).toBeTruthy();
  });

  it("in the native app makes date and time read-only fields that open the native pickers, by tap or key", () => {
    const onPickDate = vi.fn();
    const onPickTime = vi.fn();
    render(
      <GetStartedView
        calendar="AD"
        onCalendarChange={vi.fn()}
        status="idle"
        errors={{}}
        city={city}
        onSubmit={vi.fn()}
        nativePickers={{ date: "2001-02-03", time: "", onPickDate, onPickTime }}
      />,
    );
    const date = screen.getByLabelText("Birth date") as HTMLInputElement;
    expect(date.readOnly).toBe(true);
    expect(date.value).toBe("2001-02-03");
    fireEvent.click(date);
    fireEvent.click(screen.getByLabelText("Birth time"));
    expect(onPickDate).toHaveBeenCalledOnce();
    expect(onPickTime).toHaveBeenCalledOnce();
    fireEvent.keyDown(date, { key: "Enter" });
    fireEvent.keyDown(screen.getByLabelText("Birth time"), { key: " " });
    fireEvent.keyDown(date, { key: "a" });
    expect(onPickDate).toHaveBeenCalledTimes(2);
    expect(onPickTime).toHaveBeenCalledTimes(2);
  });

  it("searches places: reports typing, shows 'Searching...', 'No Result found', and picks a result", () => {
    const onChange = vi.fn();
    const onSelect = vi.fn();
    const { rerender } = render(
      <GetStartedView
        calendar="AD"
        onCalendarChange={vi.fn()}
        status="idle"
        errors={{}}
        city={{ ...city, value: "Kat", onChange, status: "searching" }}
        onSubmit={vi.fn()}
      />,
    );
    const box = screen.getByRole("combobox", { name: "Birth place" });
    fireEvent.change(box, { target: { value: "Kath" } });
    expect(onChange).toHaveBeenCalledWith("Kath");
    expect(screen.getByText("Searching...")).toBeTruthy();
    rerender(
      <GetStartedView
        calendar="AD"
        onCalendarChange={vi.fn()}
        status="idle"
        errors={{}}
        city={{ ...city, value: "Kath", status: "done" }}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByText("No Result found")).toBeTruthy();
    const results = [
      { id: 1, name: "Kathmandu", country_name: "Nepal" },
      { id: 2, name: "Kathua", country_name: "India" },
    ];
    rerender(
      <GetStartedView
        calendar="AD"
        onCalendarChange={vi.fn()}
        status="idle"
        errors={{}}
        city={{ ...city, value: "Kath", status: "done", results, onSelect }}
        onSubmit={vi.fn()}
      />,
    );
    fireEvent.mouseDown(screen.getByRole("option", { name: "Kathmandu, Nepal" }));
    expect(onSelect).toHaveBeenCalledWith(results[0]);
  });
});

describe("LoadingView", () => {
  it("shows the percentage and the current step", () => {
    render(<LoadingView percent={62.4} stepText="Reading your Moon's nakshatra..." />);
    expect(screen.getByText("62%")).toBeTruthy();
    expect(screen.getByText("Reading your Moon's nakshatra...")).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("62");
  });
});
