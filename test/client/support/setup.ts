// Set-up of the client suite. Three test files share two cores (vitest.config.ts), so a lazy modal's chunk can take
// jsdom longer than Testing Library's default 1 s to load and render; the `findBy` queries wait up to 10 s instead
// and still return as soon as what they look for appears.
import { configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 10_000 });
