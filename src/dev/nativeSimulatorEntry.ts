// The simulator as a self-installing script, for browser tests that inject it into a production build's page
// before the app's own scripts run (test/browser/native-simulator-script.ts builds it). Frames are left alone.
import { nativeUserAgentMarker } from "../config";
import { installNativeSimulator } from "./nativeSimulator";

if (window.top === window) installNativeSimulator({ marker: nativeUserAgentMarker });
