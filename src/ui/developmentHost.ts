// Whether the page is served from a development or staging host, where the dev tag (DevTag.tsx) shows: decided at
// start, so it lives apart from the tag, which production pages never load.
const developmentHosts = /^(localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\]|.*\.local|dev\..*|.*\.dev\..*|staging\..*)$/i;

export function isDevelopmentHost(hostname: string): boolean {
  return developmentHosts.test(hostname);
}
