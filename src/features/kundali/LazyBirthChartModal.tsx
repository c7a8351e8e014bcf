// The birth chart modal as the Kundali home embeds it: fetched on its first opening (see lazyModal).
import { lazyModal } from "../../ui/lazyModal";
import type { BirthChartModalProps } from "./BirthChartModal";

export const LazyBirthChartModal = lazyModal<BirthChartModalProps>(() =>
  import("./BirthChartModal").then((m) => m.BirthChartModal),
);
