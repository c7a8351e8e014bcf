// docs/product.md §8: the message a screen shows for a failed call, a success answer and a failed bot check.
import { describe, expect, it } from "vitest";
import { botProtectionMessage } from "../../../machines/lib/botProtection";
import type { CallFailure } from "../../../machines/lib/callFailure";
import { errorMessage, notProvided, successMessage } from "../../../machines/lib/placeholders";

/** What the HTTP adapter throws for a failed call (src/adapters/http.ts). */
const failure = (said: Partial<CallFailure>): CallFailure => ({
  kind: "http",
  message: "",
  status: 422,
  fieldErrors: {},
  ...said,
});

describe("the message of a failed call", () => {
  it("shows the adapter's message, by id when it is one of the server's", () => {
    expect(errorMessage(failure({ message: "Coupon has expired." }))).toBe("Coupon has expired.");
    expect(errorMessage(failure({ message: "Please log in to continue.", messageId: "logInToContinue" }))).toEqual({
      id: "logInToContinue",
      text: "Please log in to continue.",
    });
    // not a call's failure (a device bridge, a script): its own text
    expect(errorMessage(new Error("Invalid credentials"))).toBe("Invalid credentials");
    expect(errorMessage("Network is down")).toBe("Network is down");
  });

  it("shows the generic text when there is no message", () => {
    for (const error of [null, undefined, "", "  ", new Error(""), { message: undefined }]) {
      expect(errorMessage(error)).toBe("An unexpected error occurred.");
    }
  });

  it("prefers the screen's fallback over the adapter's generic text", () => {
    expect(errorMessage(failure({ message: "An unexpected error occurred.", generic: true }), "Could not save")).toBe(
      "Could not save",
    );
    expect(errorMessage(failure({ message: " " }), "Could not save")).toBe("Could not save");
    expect(errorMessage(undefined, "Could not save")).toBe("Could not save");
    expect(errorMessage({ message: 404 }, "Could not save")).toBe("Could not save");
  });
});

describe("the message of a success answer", () => {
  it("shows the server's message, at the top level or under data", () => {
    expect(successMessage({ message: "Saved" }, "Done")).toBe("Saved");
    expect(successMessage({ data: { message: "Sent" }, message: "Ignored" }, "Done")).toBe("Sent");
  });

  it("shows the screen's default when the answer has no text", () => {
    expect(successMessage(null, "Done")).toBe("Done");
    expect(successMessage("Saved", "Done")).toBe("Done");
    expect(successMessage({ message: "  " }, "Done")).toBe("Done");
    expect(successMessage({ message: 3 }, "Done")).toBe("Done");
    expect(successMessage({ data: {} }, "Done")).toBe("Done");
  });
});

describe("an actor the app forgot to bind", () => {
  it("fails loudly, naming itself", async () => {
    await expect(notProvided("sendMessage")()).rejects.toThrow(
      "sendMessage is not provided: bind it in src/app/logic.ts",
    );
  });
});

describe("the message of a failed bot check (docs/product.md §4)", () => {
  it.each([
    "Failed to load reCAPTCHA script. Please try again later.",
    "reCaptcha validation failed",
    "Invalid site key or not loaded in api.js",
    "Something went wrong",
  ])("shows %j as it is", (message) => {
    expect(botProtectionMessage(new Error(message))).toBe(message);
    expect(botProtectionMessage(message)).toBe(message);
  });

  it("shows 'Something went wrong' for anything else", () => {
    expect(botProtectionMessage(new Error("timeout"))).toBe("Something went wrong");
    expect(botProtectionMessage(undefined)).toBe("Something went wrong");
  });
});
