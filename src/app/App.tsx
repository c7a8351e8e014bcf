// The route table of SPEC §2. Screens are added here as they are built; anything else is not found.
import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { NotFoundScreen } from "../screens/not-found/NotFoundScreen";

// The screen gallery (every view with sample data) exists in development builds only: production builds
// drop this branch and its chunk.
const GalleryScreen = import.meta.env.DEV ? lazy(() => import("../screens/gallery/GalleryScreen")) : null;

export function App() {
  return (
    <div className="app-column">
      <Switch>
        {GalleryScreen ? (
          <Route path="/__gallery/:view?">
            <Suspense fallback={null}>
              <GalleryScreen />
            </Suspense>
          </Route>
        ) : null}
        <Route component={NotFoundScreen} />
      </Switch>
    </div>
  );
}
