// The festival rules (server/panchang/festivals/) against the days that were published: Nepal's by the Government's
// holiday lists in the Nepal Gazette and the Nepal Panchanga Nirnayak Vikas Samiti's announcements, as the press
// reported them (nepal mode, Kathmandu); India's by drikpanchang.com's New Delhi dates as the press quoted them, and
// one panchang festival calendar (drik mode, New Delhi). Each published day must hold the festival and the days on
// either side must not. The disagreements are listed with their reason, never hidden.
import { describe, expect, it } from "vitest";
import { festivalsOn } from "../../../server/panchang/festivals";
import { isoDatePlus, lunarMonthAt } from "../../../server/panchang/festivals/lunar-days";
import { SUN_AND_MOON } from "../../../server/panchang/panchang";

const KATHMANDU = { lat: 27.7017, lon: 85.3206, timeZone: "Asia/Kathmandu" };
const NEW_DELHI = { lat: 28.6139, lon: 77.209, timeZone: "Asia/Kolkata" };

type Published = [id: string, date: string, source: string];

const GAZETTE_2079 = "rastradaily.com/news/28552 (the Home Ministry's list for BS 2079)";
const GAZETTE_2080 = "fncci.org/working-hour-and-holiday-calendar-2080-320.html (the BS 2080 holiday list)";
const GAZETTE_2081 = "dhadingnews.com/archives/52723 (the Home Ministry's list for BS 2081)";
const TIHAR_2081 =
  "nepalkairan.com/news/2858 (BS 2081 list: Tihar holidays from Laxmi Puja, Kartik 15, Bhai Tika Kartik 18)";
const DASHAIN_2082 = "newsofnepal.com/2025/09/16/731591 (the Samiti's Dashain 2082 days)";
const TIHAR_2082 =
  "newsofnepal.com/2025/10/18/735676 (the Samiti: Kag Tihar 19 October, Kukur Tihar and Laxmi Puja 20 October)";

const ASHESH_2013 = "ashesh.com.np/nepal-public-holidays-2013-2070 (Nepal's public holidays in 2013)";

const NEPAL: Published[] = [
  // 2013 (BS 2069-2070)
  ["maha-shivaratri", "2013-03-10", ASHESH_2013],
  ["holi-hills", "2013-03-26", ASHESH_2013],
  ["holi-terai", "2013-03-27", ASHESH_2013],
  ["nepali-new-year", "2013-04-14", ASHESH_2013],
  ["ram-navami", "2013-04-19", ASHESH_2013],
  ["buddha-jayanti", "2013-05-25", ASHESH_2013],
  ["republic-day", "2013-05-29", ASHESH_2013],
  ["janai-purnima", "2013-08-21", ASHESH_2013],
  ["janmashtami", "2013-08-28", ASHESH_2013],
  ["haritalika-teej", "2013-09-08", ASHESH_2013],
  ["indra-jatra", "2013-09-18", ASHESH_2013],
  ["ghatasthapana", "2013-10-05", ASHESH_2013],
  ["phulpati", "2013-10-11", ASHESH_2013],
  ["maha-ashtami", "2013-10-12", ASHESH_2013],
  ["maha-navami", "2013-10-13", ASHESH_2013],
  ["vijaya-dashami", "2013-10-14", ASHESH_2013],
  // BS 2079
  ["janai-purnima", "2022-08-12", GAZETTE_2079],
  ["janmashtami", "2022-08-20", GAZETTE_2079],
  ["ghatasthapana", "2022-09-26", GAZETTE_2079],
  ["kukur-tihar", "2022-10-24", "limrakhabar.com/1930 (Kukur Tihar and Laxmi Puja on the same day, Kartik 7)"],
  ["laxmi-puja", "2022-10-24", "safalkhabar.com/news/107711 (Laxmi Puja Monday Kartik 7, Bhai Tika Kartik 10)"],
  ["bhai-tika", "2022-10-27", "safalkhabar.com/news/107711"],
  ["chhath", "2022-10-30", GAZETTE_2079],
  ["maghe-sankranti", "2023-01-15", GAZETTE_2079],
  ["maha-shivaratri", "2023-02-18", GAZETTE_2079],
  ["holi-hills", "2023-03-06", GAZETTE_2079],
  // BS 2080
  ["nepali-new-year", "2023-04-14", GAZETTE_2080],
  ["buddha-jayanti", "2023-05-05", GAZETTE_2080],
  ["janai-purnima", "2023-08-31", GAZETTE_2080],
  ["constitution-day", "2023-09-20", GAZETTE_2080],
  ["indra-jatra", "2023-09-28", GAZETTE_2080],
  ["ghatasthapana", "2023-10-15", GAZETTE_2080],
  ["maha-ashtami", "2023-10-22", "np-gr.gvcworld.eu/en/vac-closures-public-holidays (Nepal's 2023 public holidays)"],
  ["maha-navami", "2023-10-23", "np-gr.gvcworld.eu/en/vac-closures-public-holidays"],
  ["vijaya-dashami", "2023-10-24", "np-gr.gvcworld.eu/en/vac-closures-public-holidays"],
  [
    "kag-tihar",
    "2023-11-11",
    "bestkhabar.com/archives/5811 (Kag Tihar Kartik 25; Kukur Tihar and Laxmi Puja the next day)",
  ],
  ["kukur-tihar", "2023-11-12", "bestkhabar.com/archives/5811"],
  ["laxmi-puja", "2023-11-12", `${GAZETTE_2080}: Tihar holidays from Laxmi Puja, Kartik 26`],
  ["prithvi-jayanti", "2024-01-12", GAZETTE_2080],
  ["maghe-sankranti", "2024-01-15", GAZETTE_2080],
  // BS 2081
  ["nepali-new-year", "2024-04-13", GAZETTE_2081],
  ["ram-navami", "2024-04-17", GAZETTE_2081],
  ["buddha-jayanti", "2024-05-23", GAZETTE_2081],
  ["republic-day", "2024-05-28", GAZETTE_2081],
  ["janai-purnima", "2024-08-19", "5.161.42.160/news/2856 (the same list: Raksha Bandhan Bhadau 3)"],
  ["janmashtami", "2024-08-26", "5.161.42.160/news/2856 (Krishna Janmashtami Bhadau 10)"],
  ["ghatasthapana", "2024-10-03", TIHAR_2081],
  ["phulpati", "2024-10-10", TIHAR_2081],
  ["maha-ashtami", "2024-10-11", "naribatika.com/2024/09/32604 (the Samiti: Ashtami and Navami on the same day)"],
  ["maha-navami", "2024-10-11", "naribatika.com/2024/09/32604"],
  ["vijaya-dashami", "2024-10-12", TIHAR_2081],
  ["kag-tihar", "2024-10-30", "deepjyotikhabar.com/?p=2318"],
  ["laxmi-puja", "2024-10-31", TIHAR_2081],
  ["bhai-tika", "2024-11-03", TIHAR_2081],
  ["prithvi-jayanti", "2025-01-11", "anzkhabar.com.au/?p=59097 (BS 2081: Prithvi Jayanti Poush 27)"],
  // BS 2082
  ["ghatasthapana", "2025-09-22", DASHAIN_2082],
  ["phulpati", "2025-09-29", DASHAIN_2082],
  ["maha-ashtami", "2025-09-30", DASHAIN_2082],
  ["maha-navami", "2025-10-01", DASHAIN_2082],
  ["vijaya-dashami", "2025-10-02", DASHAIN_2082],
  ["kag-tihar", "2025-10-19", TIHAR_2082],
  ["kukur-tihar", "2025-10-20", TIHAR_2082],
  ["laxmi-puja", "2025-10-20", TIHAR_2082],
];

const INDIF_2018 = "indif.com/nri/panchang/festival_Calendar_18.asp (a 2018 panchang festival calendar)";
const INDIA: Published[] = [
  ["makar-sankranti", "2018-01-14", INDIF_2018],
  ["maha-shivaratri", "2018-02-13", INDIF_2018],
  ["holi", "2018-03-02", INDIF_2018],
  ["ram-navami", "2018-03-25", INDIF_2018],
  ["janmashtami", "2018-09-02", INDIF_2018],
  ["ganesh-chaturthi", "2018-09-13", INDIF_2018],
  ["navaratri", "2018-10-10", INDIF_2018],
  ["dussehra", "2018-10-19", INDIF_2018],
  ["karva-chauth", "2018-10-27", INDIF_2018],
  ["diwali", "2018-11-07", INDIF_2018],
  ["holi", "2023-03-08", "himkhabar.com/?p=113005; ekohumm.com (drik: Holika Dahan 7 March, Dhulandi 8 March)"],
  ["maha-shivaratri", "2024-03-08", "dnaindia.com March 2024 festival calendar"],
  ["holi", "2024-03-25", "dnaindia.com March 2024 festival calendar"],
  ["diwali", "2024-10-31", "gobloging.com/?p=20911 (Drik Panchang: Diwali on October 31)"],
  ["raksha-bandhan", "2025-08-09", "hindustantimes.com (Drik Panchang: Rakhi on August 9)"],
  ["janmashtami", "2025-08-15", "livemint.com (Drik Panchang: begins Friday 15 August, nishita puja 12:04-12:47 AM)"],
  ["ganesh-chaturthi", "2025-08-27", "outlookindia.com (Ganesh Chaturthi Wednesday 27 August 2025)"],
  ["navaratri", "2025-09-22", "patrika.com (Sharad Navratri from 22 September 2025)"],
  ["dussehra", "2025-10-02", "indiatvnews.com (Dussehra 2 October, aparahna 01:21-03:44 PM)"],
  ["karva-chauth", "2025-10-10", "indiatoday.in; hindustantimes.com (Drik Panchang: Karwa Chauth 10 October)"],
  ["diwali", "2025-10-20", "dnaindia.com; ndtv.com (drikpanchang.com: Lakshmi Puja Monday 20 October)"],
  ["chhath", "2025-10-27", "theloktantra.com (Sandhya Arghya Monday 27 October 2025)"],
  ["holi", "2026-03-04", "republicworld.com (Drik Panchang: Holika Dahan 3 March, Holi 4 March 2026)"],
];

/**
 * The published days the rules miss, with the reason. Holi (India): drikpanchang moves Holika Dahan past a bhadra
 * (vishti karana) that covers the purnima's whole evening and night (2023), or past a lunar eclipse (2026); the app
 * does not model bhadra or eclipses, so its Holi falls a day early in those years. Janmashtami 2079: the Gazette's
 * list printed Bhadau 4; the app's nishita rule gives the day before.
 */
const KNOWN_MISSES = ["nepal janmashtami 2022-08-20", "drik holi 2023-03-08", "drik holi 2026-03-04"];

function keptOn(date: string, mode: "nepal" | "drik"): string[] {
  return festivalsOn(date, mode === "nepal" ? KATHMANDU : NEW_DELHI, mode).map((day) => day.festival.id);
}

describe("festival days against the published ones", () => {
  it("agrees with the published day except for the known misses, in both modes", () => {
    const misses: string[] = [];
    const agreement: Record<string, { agree: number; total: number }> = {};
    for (const [mode, table] of [
      ["nepal", NEPAL],
      ["drik", INDIA],
    ] as const) {
      for (const [id, date] of table) {
        const exact =
          keptOn(date, mode).includes(id) &&
          !keptOn(isoDatePlus(date, -1), mode).includes(id) &&
          !keptOn(isoDatePlus(date, 1), mode).includes(id);
        const year = `${mode} ${date.slice(0, 4)}`;
        agreement[year] ??= { agree: 0, total: 0 };
        agreement[year].total++;
        if (exact) agreement[year].agree++;
        else misses.push(`${mode} ${id} ${date}`);
      }
    }
    console.info("festival agreement by mode and year:", agreement);
    expect(misses).toEqual(KNOWN_MISSES);
  }, 120_000);
});

describe("the lunar month", () => {
  it("names the adhik Shravana of 2023 and keeps no festival in it", () => {
    // 2023 had two Shravanas (18 July - 16 August the adhik one): its purnima (1 August) is not Janai Purnima.
    for (const mode of ["nepal", "drik"] as const) {
      expect(lunarMonthAt(Date.parse("2023-07-25T06:00:00Z"), SUN_AND_MOON[mode])).toMatchObject({
        number: 5,
        adhik: true,
      });
      expect(lunarMonthAt(Date.parse("2023-08-25T06:00:00Z"), SUN_AND_MOON[mode])).toMatchObject({
        number: 5,
        adhik: false,
      });
    }
    expect(keptOn("2023-08-01", "nepal")).toEqual([]);
    expect(keptOn("2023-08-01", "drik")).toEqual([]);
  });
});

describe("a festival's names and source", () => {
  it("names the rule and the panchang that placed it", () => {
    const [dashami] = festivalsOn("2024-10-12", KATHMANDU, "nepal");
    expect(dashami?.festival.names).toEqual({
      en: "Vijaya Dashami (Dashain Tika)",
      ne: "विजया दशमी (दशैं टीका)",
      hi: "विजयादशमी (दशैं टीका)",
    });
    expect(dashami?.source).toBe("Surya Siddhanta panchang, Nepal: Ashwin shukla Dashami at sunrise");
    const [diwali] = festivalsOn("2024-10-31", NEW_DELHI, "drik");
    expect(diwali?.source).toBe("drik panchang, Lahiri: Kartik krishna Amavasya at pradosh (amanta Ashwin)");
    const [maghi] = festivalsOn("2025-01-14", KATHMANDU, "nepal");
    expect(maghi?.source).toBe(
      "Surya Siddhanta panchang, Nepal: 1 Magh (Bikram Sambat), the Sun's ingress into Makara",
    );
    const [makar] = festivalsOn("2025-01-14", NEW_DELHI, "drik");
    expect(makar?.source).toBe(
      "drik panchang, Lahiri: the Sun's sidereal ingress into Makara, the next day when after sunset",
    );
  });

  it("keeps Nepal's fixed-date days in nepal mode only, from the year each began", () => {
    expect(keptOn("2024-05-28", "nepal")).toEqual(["republic-day"]);
    expect(keptOn("2024-05-28", "drik")).toEqual([]);
    // 3 Ashwin: Constitution Day from 2072 (20 September 2015), nothing the year before.
    expect(keptOn("2015-09-20", "nepal")).toEqual(["constitution-day"]);
    expect(keptOn("2014-09-19", "nepal")).toEqual([]);
  });
});
