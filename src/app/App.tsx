// The route table of SPEC §2. Screens are added here as they are built; anything else is not found.
import { Route, Switch } from "wouter";
import { NotFoundScreen } from "../screens/not-found/NotFoundScreen";

export function App() {
  return (
    <div className="app-column">
      <Switch>
        <Route component={NotFoundScreen} />
      </Switch>
    </div>
  );
}
