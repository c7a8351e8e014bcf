// What the route area shows while a screen's code is on its way; also the frame the prerendered shells of the
// kundali screen carry, so hydration finds the same element.
export function RouteFallback() {
  return <p className="status-text">Loading ...</p>;
}
