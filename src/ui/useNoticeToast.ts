// A machine's success message (e.g. 'Email has been sent successfully!') shown once as a toast when it appears.
import { useEffect } from "react";
import type { Said } from "../../machines/lib/callFailure";
import { toast } from "./toasts";

export function useNoticeToast(message: Said | null): void {
  useEffect(() => {
    if (message) toast.success(message);
  }, [message]);
}
