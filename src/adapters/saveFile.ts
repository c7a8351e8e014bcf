// Saving a downloaded file: in a browser through a temporary object URL and a download link; inside the native app
// through the bridge's `save-file` handler (webviews do not download blob: links), with the bytes in base64.
import { kundaliFileName } from "../../contract/kundali-choices";
import type { NativeBridge } from "./nativeBridge";

async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  // In slices: String.fromCharCode with a whole PDF's bytes as arguments overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function downloadInBrowser(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the URL can go once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export async function saveFile(bridge: NativeBridge, blob: Blob, name: string): Promise<void> {
  if (bridge.isNativeApp) {
    await bridge.saveFile({ name, mime: blob.type || "application/octet-stream", base64: await base64Of(blob) });
    return;
  }
  downloadInBrowser(blob, name);
}

/** The kundali PDF, named after the person ("kundali-asha-sharma.pdf"). */
export function saveKundaliPdf(bridge: NativeBridge, pdf: Blob, name: string): Promise<void> {
  return saveFile(bridge, pdf, kundaliFileName(name));
}
