// Question owners for the chat and commerce tests, made through the real services: a guest with a chart and its
// free question (as POST /api/astro-details makes it), and a registered user with a chart.
import { createGuestChart, createUserChart } from "../../../server/charts/service";
import type { Db } from "../../../server/db/client";
import { type LoggedIn, type RequestableApp, registerAndLogin } from "../../support/accounts";

export const KATHMANDU_BIRTH = {
  name: "Asha Sharma",
  gender: "female",
  birthDate: "1990-04-12",
  birthTime: "06:30",
  birthPlace: "Kathmandu",
  country: "Nepal",
};

export const DELHI_BIRTH = {
  name: "Rahul Verma",
  gender: "male",
  birthDate: "1985-11-03",
  birthTime: "22:15",
  birthPlace: "New Delhi",
  country: "India",
};

/** A guest session with a chart and its one free question. */
export async function guestWithChart(db: Db, birth = KATHMANDU_BIRTH): Promise<string> {
  return (await createGuestChart(db, birth)).sessionId;
}

/** A registered, logged-in user (1 question from registration) with a chart. */
export async function userWithChart(app: RequestableApp, db: Db, birth = KATHMANDU_BIRTH): Promise<LoggedIn> {
  const user = await registerAndLogin(app);
  await db.transaction((tx) => createUserChart(tx, user.userId, birth));
  return user;
}
