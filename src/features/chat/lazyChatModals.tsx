// /chat's question-packs modal as the view embeds it: fetched on its first opening (see lazyModal), so the chat's
// first load carries neither it nor react-aria's modal code.
import { lazyModal } from "../../ui/lazyModal";
import type { QuestionPacksModalProps } from "./QuestionPacksModal";

export const LazyQuestionPacksModal = lazyModal<QuestionPacksModalProps>(() =>
  import("./QuestionPacksModal").then((m) => m.QuestionPacksModal),
);
