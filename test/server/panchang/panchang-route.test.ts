// GET /api/panchang through the real app on both database engines: a place picked from the city search, a place by
// coordinates, the names in the reader's language, and every kind of bad request with its status and message.
import { describe, expect, it } from "vitest";
import { panchangAnswerSchema } from "../../../contract/panchang";
import { dbKinds } from "../../support/databases";
import { useTestApp } from "../../support/test-app";

describe.each(dbKinds)("GET /api/panchang on %s", (kind) => {
  const suite = useTestApp(kind);

  async function placeId(city: string, countryCode: string): Promise<number> {
    const res = await suite.app.request("/api/cities/search", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ city }),
    });
    const { data } = (await res.json()) as { data: { id: number; country_code: string }[] };
    const found = data.find((c) => c.country_code === countryCode);
    if (!found) throw new Error(`${city} not found`);
    return found.id;
  }

  const get = (query: string, language = "en") =>
    suite.app.request(`/api/panchang?${query}`, { headers: { "accept-language": language } });

  it("answers New Delhi's day from the city search, as drikpanchang prints it", async () => {
    const id = await placeId("New Delhi", "IN");
    const res = await get(`date=2025-11-22&place_id=${id}`);
    expect(res.status).toBe(200);
    const answer = panchangAnswerSchema.parse(await res.json());
    // drikpanchang.com, New Delhi, 22 November 2025: sunrise 06:49, sunset 05:25 PM, Shukla Dwitiya upto 05:11 PM,
    // Jyeshtha upto 04:47 PM, Sukarma upto 11:30 AM, Kaulava upto 05:11 PM, Rahu Kalam 09:28 AM to 10:48 AM.
    expect(answer).toMatchObject({
      date: "2025-11-22",
      mode: "drik",
      provisional: false,
      place: { id, name: "New Delhi" },
      time_zone: "Asia/Kolkata",
      vara: { number: 7, name: "Saturday" },
      tithi: { number: 2, paksha: "shukla", name: "Dwitiya" },
      nakshatra: { number: 18, name: "Jyeshtha" },
      yoga: { number: 7, name: "Sukarma" },
      karana: { number: 4, name: "Kaulava" },
      bs_date: { year: 2082, month: 8, day: 6 },
      // Jyeshtha (16°40'-30° Scorpio) at sunrise: the Moon is in Vrishchika
      moon_sign: { number: 8, name: "Scorpio" },
    });
    expect(answer.sunrise).toMatch(/^2025-11-22T06:49:\d\d\+05:30$/);
    expect(answer.sunset).toMatch(/^2025-11-22T17:2[45]:\d\d\+05:30$/);
    expect(answer.tithi.ends_at).toMatch(/^2025-11-22T17:1[12]:\d\d\+05:30$/);
    expect(answer.rahu_kaal.start).toMatch(/^2025-11-22T09:2[78]:\d\d\+05:30$/);
  });

  it("answers a place by coordinates with the zone found there, with every name in Devanagari in Nepali and Hindi", async () => {
    const ne = panchangAnswerSchema.parse(
      await (await get("date=2025-11-22&lat=27.7017&lon=85.3206&mode=drik", "ne")).json(),
    );
    expect(ne.place).toEqual({ id: null, name: null, lat: 27.7017, lon: 85.3206 });
    expect(ne.time_zone).toBe("Asia/Kathmandu");
    expect(ne.sunrise).toMatch(/\+05:45$/);
    expect(ne.nakshatra).toMatchObject({ number: 18, name: "ज्येष्ठा" });
    // GLOSSARY's sign; the tithi, yoga and karana are their Sanskrit names written in Devanagari; Nepal's weekday
    expect(ne).toMatchObject({
      vara: { number: 7, name: "शनिबार" },
      tithi: { number: 2, name: "द्वितीया", paksha: "shukla" },
      yoga: { number: 7, name: "सुकर्मा" },
      karana: { number: 4, name: "कौलव" },
      moon_sign: { number: 8, name: "वृश्चिक" },
    });
    const hi = panchangAnswerSchema.parse(
      await (await get("date=2025-11-22&lat=28.6139&lon=77.209&time_zone=Asia/Kolkata", "hi")).json(),
    );
    expect(hi.nakshatra.name).toBe("ज्येष्ठा");
    expect(hi).toMatchObject({ vara: { name: "शनिवार" }, tithi: { name: "द्वितीया" }, moon_sign: { name: "वृश्चिक" } });
    // An ordinary day keeps no festival.
    expect(ne.festivals).toEqual([]);
  });

  it("names the day's festivals in the reader's language", async () => {
    // Laxmi Puja 2081 (31 October 2024 in Kathmandu), Diwali the same evening in New Delhi.
    const ne = panchangAnswerSchema.parse(await (await get("date=2024-10-31&lat=27.7017&lon=85.3206", "ne")).json());
    expect(ne.festivals.map((festival) => festival.name)).toEqual(["कुकुर तिहार", "लक्ष्मी पूजा"]);
    const hi = panchangAnswerSchema.parse(
      await (await get("date=2024-10-31&lat=28.6139&lon=77.209&time_zone=Asia/Kolkata", "hi")).json(),
    );
    expect(hi.festivals).toMatchObject([{ id: "diwali", name: "दीपावली (लक्ष्मी पूजा)" }]);
  });

  it("takes Nepal's patro (the Surya Siddhanta, provisional) for a place in Nepal unless drik is asked for", async () => {
    const id = await placeId("Kathmandu", "NP");
    // Vijaya Dashami 2081 (Asoj 26 = 12 October 2024, bisalnepal.com/news/9540): Dashami at sunrise in Nepal's
    // reckoning, still Navami by drik.
    const nepal = panchangAnswerSchema.parse(await (await get(`date=2024-10-12&place_id=${id}`)).json());
    expect(nepal).toMatchObject({ mode: "nepal", provisional: true, tithi: { number: 10, name: "Dashami" } });
    expect(nepal.bs_date).toEqual({ year: 2081, month: 6, day: 26 });
    const drik = panchangAnswerSchema.parse(await (await get(`date=2024-10-12&place_id=${id}&mode=drik`)).json());
    expect(drik).toMatchObject({ mode: "drik", provisional: false, tithi: { number: 9, name: "Navami" } });
    expect(drik.sunrise).toBe(nepal.sunrise);
    // The day's festival with the rule that placed it: Nepal's Vijaya Dashami in nepal mode, India's Dussehra in drik.
    expect(nepal.festivals).toEqual([
      {
        id: "vijaya-dashami",
        name: "Vijaya Dashami (Dashain Tika)",
        source: "Surya Siddhanta panchang, Nepal: Ashwin shukla Dashami at sunrise",
      },
    ]);
    expect(drik.festivals).toEqual([
      {
        id: "dussehra",
        name: "Dussehra (Vijayadashami)",
        source: "drik panchang, Lahiri: Ashwin shukla Dashami at aparahna",
      },
    ]);
    const byCoordinates = panchangAnswerSchema.parse(await (await get("date=2024-10-12&lat=27.7&lon=85.32")).json());
    expect(byCoordinates.mode).toBe("nepal");
  });

  it.each([
    ["no date", "place_id=1283240", "date"],
    ["an impossible date", "date=2025-02-30&place_id=1283240", "date"],
    ["a date in another form", "date=22/11/2025&place_id=1283240", "date"],
    ["no place", "date=2025-11-22", "place"],
    ["both place forms", "date=2025-11-22&place_id=1283240&lat=27&lon=85", "place"],
    ["a latitude without longitude", "date=2025-11-22&lat=27", "place"],
    ["a latitude beyond the pole", "date=2025-11-22&lat=91&lon=85", "lat"],
    ["an empty longitude", "date=2025-11-22&lat=27&lon=", "lon"],
    ["a place id that is not a number", "date=2025-11-22&place_id=kathmandu", "place_id"],
    ["an unknown time zone", "date=2025-11-22&lat=27&lon=85&time_zone=Mars/Olympus", "time_zone"],
    ["an unknown mode", "date=2025-11-22&place_id=1283240&mode=tropical", "mode"],
  ])("answers %s with 400 and the field's message", async (_what, query, field) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(answer.errors[field]?.[0]).toBeTruthy();
    expect(answer.message).toBe(Object.values(answer.errors).flat()[0]);
  });

  it("answers 404 for a place id no place has", async () => {
    const res = await get("date=2025-11-22&place_id=999999999");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "No place has that id." });
  });

  it("answers 422 for a date it cannot answer: beyond the engine's years, or a polar day without sunrise", async () => {
    const early = await get("date=1700-01-01&lat=27.7&lon=85.3");
    expect(early.status).toBe(422);
    expect((await early.json()).message).toBe("Dates from 1800 to 2100 are supported.");
    const polar = await get("date=2025-06-21&lat=78.22&lon=15.65&time_zone=Arctic/Longyearbyen");
    expect(polar.status).toBe(422);
    expect((await polar.json()).message).toMatch(/does not rise/);
  });
});
