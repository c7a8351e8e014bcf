// /kundali and /chat: the spec's copy, sanitized message bodies, limits and modals.
import "./support/jsdomGaps";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChatView, type ChatViewProps } from "../../src/features/chat/ChatView";
import { SuggestionBox } from "../../src/features/chat/SuggestionBox";
import { KundaliView, type KundaliViewProps } from "../../src/features/kundali/KundaliView";
import { language } from "../../src/i18n/i18n";
import { mountCommits } from "./support/commits";
import { loginProps, registerProps } from "./support/props";

afterEach(cleanup);

const houses = Array.from({ length: 12 }, (_, index) => ({
  sign: ((index + 3) % 12) + 1,
  planet_small: index === 0 ? ["Ma"] : [],
}));
const planets = [{ planet: "Mars", sign: "Aries", degree: "3°40′", house: 1, nakshatra: "Ashwini" }];

function kundaliProps(overrides: Partial<KundaliViewProps> = {}): KundaliViewProps {
  return {
    status: "ready",
    name: "Sita Sharma",
    birthDate: "2024-05-05",
    birthTime: "14:30",
    sign: "Mesha",
    summary: ["Sita, your ascendant (lagna) is Aries.", "Your Moon sign (rashi) is Leo."],
    interpretation: "First paragraph.\nSecond paragraph.",
    onViewAnswer: vi.fn(),
    onOpenChart: vi.fn(),
    chart: { isOpen: false, onClose: vi.fn(), status: "ready", houses, planets },
    ...overrides,
  };
}

describe("KundaliView", () => {
  it("mounts in one commit: no control re-renders itself as the kundali appears", () => {
    expect(mountCommits(<KundaliView {...kundaliProps()} />)).toEqual(["mount"]);
  });

  it("shows the name, the birth date and time as docs/product.md §9 formats them, and the sign with its image", () => {
    render(<KundaliView {...kundaliProps()} />);
    expect(screen.getByRole("heading", { name: "Sita Sharma" })).toBeTruthy();
    expect(screen.getByText("May 05 2024 · 23 Baishakh 2081 BS")).toBeTruthy();
    expect(screen.getByText("02:30 PM")).toBeTruthy();
    expect(screen.getByText("Aries (Mesha)")).toBeTruthy();
    const image = screen.getByRole("img", { name: "Aries (Mesha) zodiac sign" }).getAttribute("src") ?? "";
    // the medallion itself, in the page (src/ui/ZodiacImage.tsx says why)
    expect(image).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(image)).toContain("<title>Aries</title>");
  });

  it("puts the short reading and the free answer first, the full reading folded below with line breaks kept", () => {
    const props = kundaliProps();
    const { container } = render(<KundaliView {...props} />);
    const short = screen.getByRole("heading", { name: "Your kundali in short" }).parentElement as HTMLElement;
    expect(short.textContent).toContain("Sita, your ascendant (lagna) is Aries. Your Moon sign (rashi) is Leo.");
    const answer = screen.getByRole("button", { name: "View your free question's answer" });
    // in the page's order: the short reading, the answer, then the folded full reading
    const fold = container.querySelector("details") as HTMLDetailsElement;
    expect(short.compareDocumentPosition(answer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(answer.compareDocumentPosition(fold) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(fold.open).toBe(false);
    expect(within(fold).getByRole("heading", { name: "What does your kundali say?" })).toBeTruthy();
    expect([...fold.querySelectorAll(".kundali__interpretation p")].map((p) => p.textContent)).toEqual([
      "First paragraph.",
      "Second paragraph.",
    ]);
    fireEvent.click(answer);
    expect(props.onViewAnswer).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole("button", { name: "View your birth chart" }));
    expect(props.onOpenChart).toHaveBeenCalledOnce();
  });

  it("says the readings are being read until the report arrives, the free answer already offered", () => {
    render(<KundaliView {...kundaliProps({ summary: null, interpretation: null })} />);
    expect(screen.getByRole("status").textContent).toBe("Reading your kundali...");
    expect(screen.getByRole("button", { name: "View your free question's answer" })).toBeTruthy();
  });

  it("says 'GENERATING VEDIC KUNDALI...' while generating, in the page and in the chart modal", async () => {
    const { rerender } = render(<KundaliView {...kundaliProps({ status: "generating" })} />);
    expect(screen.getByText("GENERATING VEDIC KUNDALI...")).toBeTruthy();
    rerender(
      <KundaliView
        {...kundaliProps({ chart: { isOpen: true, onClose: vi.fn(), status: "loading", houses, planets } })}
      />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Your Birth Chart" });
    expect(within(dialog).getByText("GENERATING VEDIC KUNDALI...")).toBeTruthy();
  });

  it("draws the chart in the 'Your Birth Chart' modal with a table of planets for screen readers", async () => {
    render(
      <KundaliView
        {...kundaliProps({ chart: { isOpen: true, onClose: vi.fn(), status: "ready", houses, planets } })}
      />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Your Birth Chart" });
    const table = await within(dialog).findByRole("table", { name: "Planet positions" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Planet", "Sign", "Degree", "House", "Nakshatra"]);
    expect(within(table).getByRole("row", { name: /Mars/ }).textContent).toBe("MarsAries3°40′1Ashwini");
    const canvas = dialog.querySelector("canvas") as HTMLCanvasElement;
    expect([canvas.width, canvas.height]).toEqual([600, 600]);
  });
});

function chatProps(overrides: Partial<ChatViewProps> = {}): ChatViewProps {
  return {
    userName: "Sita Sharma",
    guru: { name: "Shankar" },
    messages: [
      { id: "1", name: "Sita Sharma", slug: "user", msg: "When will I marry?" },
      {
        id: "2",
        name: "Shankar",
        slug: "guru",
        msg: "<p>Your <strong>seventh house</strong></p><img src=x onerror=alert(1)><script>alert(2)</script>",
      },
      { id: "3", name: "Shankar", slug: "guru", msg: "Line one<br>Line two" },
    ],
    historyStatus: "ready",
    sending: false,
    error: null,
    suggestionBox: <p>The suggestion box</p>,
    followUps: [],
    onCloseFollowUps: vi.fn(),
    onSend: vi.fn(() => true),
    remaining: 3,
    onBuyQuestions: vi.fn(),
    showGetMore: false,
    onGetMore: vi.fn(),
    heldQuestion: null,
    packsModal: {
      isOpen: false,
      onClose: vi.fn(),
      packs: [],
      status: "ready",
      onSelectPack: vi.fn(),
      coupon: { status: "idle", onApply: vi.fn() },
    },
    paymentStatus: { result: null, onClose: vi.fn() },
    loginModal: loginProps(),
    registerModal: registerProps(),
    ...overrides,
  };
}

describe("ChatView", () => {
  it("labels own messages with the user's name and the guru's with 'AI agent of {name}', once per run", () => {
    render(<ChatView {...chatProps()} />);
    const items = within(screen.getByRole("list", { name: "Conversation" })).getAllByRole("listitem");
    expect(items[0]?.className).toContain("message--own");
    expect(items[0]?.querySelector(".message__header")?.textContent).toBe("Sita Sharma");
    expect(items[1]?.querySelector(".message__header")?.textContent).toBe("AI agent of Shankar");
    // The second guru message follows the first: no visible header.
    expect(items[2]?.querySelector(".message__header")).toBeNull();
  });

  it("renders bodies as HTML with scripts and event handlers removed", () => {
    render(<ChatView {...chatProps()} />);
    const list = screen.getByRole("list", { name: "Conversation" });
    expect(within(list).getByText("seventh house").tagName).toBe("STRONG");
    expect(list.querySelector("script")).toBeNull();
    // Only text markup passes (paragraphs, lists, emphasis, line breaks): the image goes with its handler.
    expect(list.querySelector("img")).toBeNull();
    expect(list.querySelectorAll("br")).toHaveLength(1);
  });

  it("strips styles, forms and every attribute from a body, which DOMPurify's general profile would keep", () => {
    const msg =
      '<p style="position:fixed;inset:0" class="x" id="y">Read this</p><style>body{display:none}</style>' +
      '<form action="/steal"><input name="password"></form><a href="https://example.com">a link</a><em>kept</em>';
    render(<ChatView {...chatProps({ messages: [{ id: "1", name: "Shankar", slug: "guru", msg }] })} />);
    const body = screen.getByRole("list", { name: "Conversation" }).querySelector(".message__body");
    expect(body?.innerHTML).toBe("<p>Read this</p>a link<em>kept</em>");
  });

  it("says a failed reply and a server's refusal in the reader's language: the bubble by its mark, the refusal by id", async () => {
    language.set("ne");
    try {
      const failed = {
        id: "2",
        name: "Shankar",
        slug: "guru" as const,
        msg: "Something went wrong.",
        failed: true as const,
      };
      const error = { id: "noQuestionsLeft" as const, text: "You have no remaining questions." };
      render(<ChatView {...chatProps({ messages: [failed], error })} />);
      await waitFor(() => expect(screen.getByText("केही गडबड भयो।")).toBeTruthy());
      expect(screen.getByRole("alert").textContent).toBe(
        "तपाईंसँग कुनै प्रश्न बाँकी छैन। थप सोध्न प्रश्न प्याक किन्नुहोस् वा कुपन लागू गर्नुहोस्।",
      );
    } finally {
      language.set("en");
    }
  });

  it("mounts in one commit: no control re-renders itself as the conversation appears", () => {
    expect(mountCommits(<ChatView {...chatProps()} />)).toEqual(["mount"]);
  });

  it("sends on Enter, not under 3 characters, and not while sending", () => {
    const onSend = vi.fn(() => true);
    const { rerender } = render(<ChatView {...chatProps({ onSend })} />);
    const input = screen.getByPlaceholderText("Ask questions now and get guidance...");
    fireEvent.change(input, { target: { value: "hi" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: "Will I travel? " } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onSend).toHaveBeenCalledWith("Will I travel?");
    expect((input as HTMLTextAreaElement).value).toBe("");
    rerender(<ChatView {...chatProps({ onSend, sending: true })} />);
    expect((screen.getByPlaceholderText("Ask questions now and get guidance...") as HTMLTextAreaElement).disabled).toBe(
      true,
    );
    expect(screen.getByText("Guru is analyzing your data. Please wait")).toBeTruthy();
  });

  it("keeps a question that was not taken in the box, and empties it when the kept question is sent from the offer", () => {
    const onSend = vi.fn(() => false);
    const onHeldSend = vi.fn();
    const { rerender } = render(<ChatView {...chatProps({ onSend, remaining: 0 })} />);
    const input = screen.getByPlaceholderText("Ask questions now and get guidance...") as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: "Will I travel abroad?" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onSend).toHaveBeenCalledWith("Will I travel abroad?");
    expect(input.value).toBe("Will I travel abroad?");
    rerender(
      <ChatView
        {...chatProps({
          onSend,
          remaining: 5,
          heldQuestion: { text: "Will I travel abroad?", onSend: onHeldSend, onDismiss: vi.fn() },
        })}
      />,
    );
    const offer = screen.getByRole("region", { name: "Send your question now?" });
    fireEvent.click(within(offer).getByRole("button", { name: "Send" }));
    expect(onHeldSend).toHaveBeenCalledOnce();
    expect(input.value).toBe("");
  });

  it("shows the suggestion box only while there is no message and none is on its way", () => {
    const { rerender } = render(<ChatView {...chatProps({ messages: [] })} />);
    expect(screen.queryByText("The suggestion box")).not.toBeNull();
    rerender(<ChatView {...chatProps({ messages: [], sending: true })} />);
    expect(screen.queryByText("The suggestion box")).toBeNull();
    rerender(<ChatView {...chatProps()} />);
    expect(screen.queryByText("The suggestion box")).toBeNull();
  });

  it("asks a suggestion when it is tapped", () => {
    const onAsk = vi.fn();
    const box = (
      <SuggestionBox
        categories={["career", "marriage"]}
        activeCategory="career"
        questions={["Will I work abroad?"]}
        onSelectCategory={vi.fn()}
        onAsk={onAsk}
      />
    );
    render(<ChatView {...chatProps({ messages: [], suggestionBox: box })} />);
    fireEvent.click(screen.getByRole("button", { name: "Will I work abroad?" }));
    expect(onAsk).toHaveBeenCalledWith("Will I work abroad?");
  });

  it("shows a full-screen typing indicator while the history loads", () => {
    render(<ChatView {...chatProps({ historyStatus: "loading" })} />);
    expect(screen.getByRole("status", { name: "Loading your conversation" })).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Conversation" })).toBeNull();
  });

  it("shows follow-up questions with a close icon", () => {
    const props = chatProps({ followUps: ["Which month is best?"] });
    render(<ChatView {...props} />);
    fireEvent.click(screen.getByRole("button", { name: "Which month is best?" }));
    expect(props.onSend).toHaveBeenCalledWith("Which month is best?");
    fireEvent.click(screen.getByRole("button", { name: "Close suggestions" }));
    expect(props.onCloseFollowUps).toHaveBeenCalledOnce();
  });

  it("shows the remaining-questions banner with 'Buy Questions', the GET MORE GUIDANCE prompt and chat errors", () => {
    const props = chatProps({ remaining: 0, showGetMore: true, error: "Something went wrong." });
    render(<ChatView {...props} />);
    expect(screen.getByText("You have 0 remaining questions.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Buy Questions" }));
    expect(props.onBuyQuestions).toHaveBeenCalledOnce();
    expect(screen.getByText("GET MORE GUIDANCE")).toBeTruthy();
    fireEvent.click(screen.getByText("At just less than $0.99"));
    expect(props.onGetMore).toHaveBeenCalledOnce();
    expect(screen.getByRole("alert").textContent).toBe("Something went wrong.");
  });

  it("opens 'Question Packs' with the coupon note and box", async () => {
    const onApply = vi.fn();
    const onSelectPack = vi.fn();
    const pack = { sku: "q3", title: "3 Questions", description: "Three more answers", queries: 3, price: "$0.99" };
    render(
      <ChatView
        {...chatProps({
          packsModal: {
            isOpen: true,
            onClose: vi.fn(),
            packs: [pack],
            status: "ready",
            onSelectPack,
            coupon: { status: "idle", onApply, error: "Failed to apply coupon." },
          },
        })}
      />,
    );
    // the modal's code is fetched on its first opening
    const dialog = await screen.findByRole("dialog", { name: "Question Packs" });
    expect(within(dialog).getByText("If you have a coupon code please apply it below")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: /3 Questions/ }));
    expect(onSelectPack).toHaveBeenCalledWith(pack);
    expect(within(dialog).getByText("Failed to apply coupon.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Coupon code"), { target: { value: " WELCOME5 " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(onApply).toHaveBeenCalledWith("WELCOME5");
  });

  it("shows 'Payment Status' as 'Payment Successful !' or 'Payment fail !'", async () => {
    const { rerender } = render(
      <ChatView {...chatProps({ paymentStatus: { result: "success", onClose: vi.fn() } })} />,
    );
    expect(
      within(await screen.findByRole("dialog", { name: "Payment Status" })).getByText("Payment Successful !"),
    ).toBeTruthy();
    rerender(<ChatView {...chatProps({ paymentStatus: { result: "failure", onClose: vi.fn() } })} />);
    expect(within(screen.getByRole("dialog", { name: "Payment Status" })).getByText("Payment fail !")).toBeTruthy();
  });

  it("opens the register modal over the chat", async () => {
    render(<ChatView {...chatProps({ registerModal: registerProps({ isOpen: true }) })} />);
    expect(await screen.findByRole("dialog", { name: "Create your account!" })).toBeTruthy();
  });
});
