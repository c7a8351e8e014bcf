// The question catalogue in Nepali and Hindi (categories and suggested questions of server/catalogue/questions.ts),
// keyed by the English text: the database keeps one row per question in English, and each answer is worded in the
// caller's language (Accept-Language). A category named in any of the three languages finds its English row.
import { LANGUAGES, type Language } from "../../contract/language";

interface CatalogueWords {
  categories: Record<string, string>;
  questions: Record<string, string>;
}

const TRANSLATIONS: Record<Exclude<Language, "en">, CatalogueWords> = {
  ne: {
    categories: {
      Career: "करियर",
      Marriage: "विवाह",
      Relationships: "प्रेम सम्बन्ध",
      Finance: "आर्थिक अवस्था",
      Health: "स्वास्थ्य",
      Education: "शिक्षा",
      "Foreign Travel": "विदेश यात्रा",
      Family: "परिवार",
      Children: "सन्तान",
      Property: "सम्पत्ति",
      Spirituality: "आध्यात्मिकता",
    },
    questions: {
      "When will I get a stable government job?": "मलाई स्थायी सरकारी जागिर कहिले मिल्छ?",
      "Will I get a promotion in my current job this year?": "यो वर्ष मेरो हालको जागिरमा बढुवा हुन्छ?",
      "Is business or job better for me according to my kundali?": "मेरो कुण्डली अनुसार मलाई व्यापार राम्रो कि जागिर?",
      "Should I change my job now or wait for a better time?": "मैले अहिले जागिर फेर्ने कि राम्रो समयको प्रतीक्षा गर्ने?",
      "Which career field suits me best as per my birth chart?":
        "मेरो जन्म कुण्डली अनुसार मलाई कुन क्षेत्रको करियर सबैभन्दा उपयुक्त छ?",
      "Will my own business be successful?": "मेरो आफ्नै व्यापार सफल हुन्छ?",
      "When will I get married?": "मेरो विवाह कहिले हुन्छ?",
      "Will I have a love marriage or an arranged marriage?": "मेरो प्रेम विवाह हुन्छ कि मागी विवाह?",
      "How will my married life be after marriage?": "विवाहपछि मेरो वैवाहिक जीवन कस्तो हुन्छ?",
      "What kind of life partner is written in my kundali?": "मेरो कुण्डलीमा कस्तो जीवनसाथी लेखिएको छ?",
      "Am I manglik, and does it affect my marriage?": "म मांगलिक हुँ? यसले मेरो विवाहमा असर गर्छ?",
      "Why is my marriage getting delayed?": "मेरो विवाह किन ढिलो भइरहेको छ?",
      "Will my current relationship lead to marriage?": "मेरो अहिलेको सम्बन्ध विवाहसम्म पुग्छ?",
      "Does the person I love have true feelings for me?": "मैले माया गर्ने व्यक्तिको मप्रति साँचो माया छ?",
      "Will my partner's family accept our relationship?": "मेरो जीवनसाथीको परिवारले हाम्रो सम्बन्ध स्वीकार गर्छ?",
      "When will I find true love?": "मलाई साँचो माया कहिले मिल्छ?",
      "Why do I keep having misunderstandings with my partner?": "मेरो जीवनसाथीसँग किन बारम्बार गलतफहमी भइरहन्छ?",
      "When will my financial condition improve?": "मेरो आर्थिक अवस्था कहिले सुध्रिन्छ?",
      "Will I become rich in life?": "म जीवनमा धनी बन्छु?",
      "Is this a good time for me to invest in shares or land?": "सेयर वा जग्गामा लगानी गर्न मेरो लागि यो राम्रो समय हो?",
      "When will I be free from my loans and debts?": "म ऋण र कर्जाबाट कहिले मुक्त हुन्छु?",
      "Will I get back the money I lent to others?": "मैले अरूलाई दिएको पैसा फिर्ता आउँछ?",
      "How will my health be this year?": "यो वर्ष मेरो स्वास्थ्य कस्तो रहन्छ?",
      "What should I be careful about for my health according to my chart?":
        "मेरो कुण्डली अनुसार स्वास्थ्यमा के कुरामा सावधान रहनुपर्छ?",
      "When will my long illness get better?": "मेरो लामो रोग कहिले निको हुन्छ?",
      "Why do I feel stressed and tired all the time?": "म किन सधैं तनाव र थकान महसुस गर्छु?",
      "How will my mother's health be in the coming years?": "आउँदा वर्षहरूमा मेरी आमाको स्वास्थ्य कस्तो रहन्छ?",
      "Will I pass my exams with good marks?": "म राम्रो अंकसहित परीक्षा पास गर्छु?",
      "Which subject should I choose for higher studies?": "उच्च शिक्षाका लागि मैले कुन विषय छान्नुपर्छ?",
      "Will I get admission in a good university?": "मलाई राम्रो विश्वविद्यालयमा भर्ना पाइन्छ?",
      "Will I clear the Lok Sewa exam?": "म लोक सेवा परीक्षा पास गर्छु?",
      "Is studying abroad good for me?": "विदेशमा पढ्नु मेरो लागि राम्रो हो?",
      "Will I go abroad for work or study?": "म काम वा पढाइका लागि विदेश जान्छु?",
      "When will I get my visa?": "मेरो भिसा कहिले लाग्छ?",
      "Will I settle in a foreign country permanently?": "म विदेशमा स्थायी रूपमा बसोबास गर्छु?",
      "Is going to Australia or America good for my future?": "अस्ट्रेलिया वा अमेरिका जानु मेरो भविष्यका लागि राम्रो हो?",
      "Will I be successful if I work in the Gulf or Malaysia?": "खाडी मुलुक वा मलेसियामा काम गरेँ भने म सफल हुन्छु?",
      "How will my relationship with my parents be?": "मेरो आमाबुबासँगको सम्बन्ध कस्तो रहन्छ?",
      "Will the disputes in my family end soon?": "मेरो परिवारमा भएका विवाद चाँडै अन्त्य हुन्छन्?",
      "How is my relationship with my brothers and sisters?": "मेरो दाजुभाइ र दिदीबहिनीसँगको सम्बन्ध कस्तो छ?",
      "Will there be peace at home this year?": "यो वर्ष घरमा शान्ति रहन्छ?",
      "How will my father's support be in my life?": "मेरो जीवनमा बुबाको साथ कस्तो रहन्छ?",
      "When will we be blessed with a child?": "हामीलाई सन्तान सुख कहिले प्राप्त हुन्छ?",
      "How will my children's future and education be?": "मेरा छोराछोरीको भविष्य र पढाइ कस्तो हुन्छ?",
      "Will my son or daughter get a good career?": "मेरो छोरा वा छोरीको करियर राम्रो बन्छ?",
      "Is this a good time to plan for a baby?": "सन्तानको योजना बनाउन यो राम्रो समय हो?",
      "How will my relationship with my children be?": "मेरा छोराछोरीसँग मेरो सम्बन्ध कस्तो रहन्छ?",
      "When will I buy my own house?": "म आफ्नै घर कहिले किन्छु?",
      "Will I get ancestral property?": "मलाई पुर्ख्यौली सम्पत्ति मिल्छ?",
      "Is this a good time to buy land or a flat?": "जग्गा वा फ्ल्याट किन्न यो राम्रो समय हो?",
      "When can I buy my own car or bike?": "म आफ्नै गाडी वा मोटरसाइकल कहिले किन्न सक्छु?",
      "Will the property dispute be solved in my favour?": "सम्पत्तिको विवाद मेरो पक्षमा मिल्छ?",
      "What does my kundali say about my spiritual path?": "मेरो आध्यात्मिक मार्गबारे मेरो कुण्डली के भन्छ?",
      "Which deity should I worship according to my chart?": "मेरो कुण्डली अनुसार मैले कुन देवताको पूजा गर्नुपर्छ?",
      "How can I find peace of mind?": "मलाई मनको शान्ति कसरी मिल्छ?",
      "Is there a pilgrimage like Pashupatinath or Kashi in my destiny?":
        "मेरो भाग्यमा पशुपतिनाथ वा काशी जस्तो तीर्थयात्रा लेखिएको छ?",
      "What is my life purpose according to my birth chart?": "मेरो जन्म कुण्डली अनुसार मेरो जीवनको उद्देश्य के हो?",
    },
  },
  hi: {
    categories: {
      Career: "करियर",
      Marriage: "विवाह",
      Relationships: "प्रेम संबंध",
      Finance: "आर्थिक स्थिति",
      Health: "स्वास्थ्य",
      Education: "शिक्षा",
      "Foreign Travel": "विदेश यात्रा",
      Family: "परिवार",
      Children: "संतान",
      Property: "संपत्ति",
      Spirituality: "आध्यात्मिकता",
    },
    questions: {
      "When will I get a stable government job?": "मुझे स्थायी सरकारी नौकरी कब मिलेगी?",
      "Will I get a promotion in my current job this year?": "क्या इस साल मेरी मौजूदा नौकरी में पदोन्नति होगी?",
      "Is business or job better for me according to my kundali?": "मेरी कुंडली के अनुसार मेरे लिए व्यापार अच्छा है या नौकरी?",
      "Should I change my job now or wait for a better time?":
        "क्या मुझे अभी नौकरी बदलनी चाहिए या अच्छे समय की प्रतीक्षा करनी चाहिए?",
      "Which career field suits me best as per my birth chart?":
        "मेरी जन्म कुंडली के अनुसार मेरे लिए कौन सा करियर क्षेत्र सबसे अच्छा है?",
      "Will my own business be successful?": "क्या मेरा अपना व्यापार सफल होगा?",
      "When will I get married?": "मेरी शादी कब होगी?",
      "Will I have a love marriage or an arranged marriage?": "मेरा प्रेम विवाह होगा या तय किया हुआ विवाह?",
      "How will my married life be after marriage?": "शादी के बाद मेरा वैवाहिक जीवन कैसा रहेगा?",
      "What kind of life partner is written in my kundali?": "मेरी कुंडली में कैसा जीवनसाथी लिखा है?",
      "Am I manglik, and does it affect my marriage?": "क्या मैं मांगलिक हूँ, और क्या इसका मेरी शादी पर असर पड़ेगा?",
      "Why is my marriage getting delayed?": "मेरी शादी में देरी क्यों हो रही है?",
      "Will my current relationship lead to marriage?": "क्या मेरा मौजूदा रिश्ता शादी तक पहुँचेगा?",
      "Does the person I love have true feelings for me?": "जिससे मुझे प्यार है, क्या उसके मन में मेरे लिए सच्ची भावना है?",
      "Will my partner's family accept our relationship?": "क्या मेरे साथी का परिवार हमारे रिश्ते को स्वीकार करेगा?",
      "When will I find true love?": "मुझे सच्चा प्यार कब मिलेगा?",
      "Why do I keep having misunderstandings with my partner?": "मेरे साथी के साथ बार-बार गलतफहमी क्यों होती है?",
      "When will my financial condition improve?": "मेरी आर्थिक स्थिति कब सुधरेगी?",
      "Will I become rich in life?": "क्या मेरे जीवन में धन-समृद्धि आएगी?",
      "Is this a good time for me to invest in shares or land?": "क्या यह मेरे लिए शेयर या ज़मीन में निवेश करने का अच्छा समय है?",
      "When will I be free from my loans and debts?": "मुझे कर्ज़ और उधार से कब मुक्ति मिलेगी?",
      "Will I get back the money I lent to others?": "क्या दूसरों को दिया हुआ मेरा पैसा वापस मिलेगा?",
      "How will my health be this year?": "इस साल मेरा स्वास्थ्य कैसा रहेगा?",
      "What should I be careful about for my health according to my chart?":
        "मेरी कुंडली के अनुसार मुझे स्वास्थ्य में किन बातों का ध्यान रखना चाहिए?",
      "When will my long illness get better?": "मेरी लंबी बीमारी कब ठीक होगी?",
      "Why do I feel stressed and tired all the time?": "मुझे हर समय तनाव और थकान क्यों महसूस होती है?",
      "How will my mother's health be in the coming years?": "आने वाले वर्षों में मेरी माँ का स्वास्थ्य कैसा रहेगा?",
      "Will I pass my exams with good marks?": "क्या परीक्षा में मेरे अच्छे अंक आएँगे?",
      "Which subject should I choose for higher studies?": "उच्च शिक्षा के लिए मुझे कौन सा विषय चुनना चाहिए?",
      "Will I get admission in a good university?": "क्या मुझे किसी अच्छे विश्वविद्यालय में प्रवेश मिलेगा?",
      "Will I clear the Lok Sewa exam?": "क्या लोक सेवा परीक्षा में मुझे सफलता मिलेगी?",
      "Is studying abroad good for me?": "क्या विदेश में पढ़ाई करना मेरे लिए अच्छा है?",
      "Will I go abroad for work or study?": "क्या काम या पढ़ाई के लिए मेरा विदेश जाना होगा?",
      "When will I get my visa?": "मेरा वीज़ा कब लगेगा?",
      "Will I settle in a foreign country permanently?": "क्या मेरा विदेश में स्थायी रूप से बसना होगा?",
      "Is going to Australia or America good for my future?": "क्या ऑस्ट्रेलिया या अमेरिका जाना मेरे भविष्य के लिए अच्छा है?",
      "Will I be successful if I work in the Gulf or Malaysia?":
        "अगर मैं खाड़ी देशों या मलेशिया में काम करूँ तो क्या मुझे सफलता मिलेगी?",
      "How will my relationship with my parents be?": "मेरे माता-पिता के साथ मेरा रिश्ता कैसा रहेगा?",
      "Will the disputes in my family end soon?": "क्या मेरे परिवार के विवाद जल्दी खत्म होंगे?",
      "How is my relationship with my brothers and sisters?": "मेरे भाई-बहनों के साथ मेरा रिश्ता कैसा है?",
      "Will there be peace at home this year?": "क्या इस साल घर में शांति रहेगी?",
      "How will my father's support be in my life?": "मेरे जीवन में पिताजी का सहयोग कैसा रहेगा?",
      "When will we be blessed with a child?": "हमें संतान सुख कब प्राप्त होगा?",
      "How will my children's future and education be?": "मेरे बच्चों का भविष्य और पढ़ाई कैसी रहेगी?",
      "Will my son or daughter get a good career?": "क्या मेरे बेटे या बेटी का करियर अच्छा बनेगा?",
      "Is this a good time to plan for a baby?": "क्या यह संतान की योजना बनाने का अच्छा समय है?",
      "How will my relationship with my children be?": "मेरे बच्चों के साथ मेरा रिश्ता कैसा रहेगा?",
      "When will I buy my own house?": "मेरा अपना घर कब होगा?",
      "Will I get ancestral property?": "क्या मुझे पैतृक संपत्ति मिलेगी?",
      "Is this a good time to buy land or a flat?": "क्या यह ज़मीन या फ्लैट खरीदने का अच्छा समय है?",
      "When can I buy my own car or bike?": "मेरी अपनी कार या बाइक कब होगी?",
      "Will the property dispute be solved in my favour?": "क्या संपत्ति का विवाद मेरे पक्ष में सुलझेगा?",
      "What does my kundali say about my spiritual path?": "मेरी कुंडली मेरे आध्यात्मिक मार्ग के बारे में क्या कहती है?",
      "Which deity should I worship according to my chart?": "मेरी कुंडली के अनुसार मुझे किस देवता की पूजा करनी चाहिए?",
      "How can I find peace of mind?": "मुझे मन की शांति कैसे मिलेगी?",
      "Is there a pilgrimage like Pashupatinath or Kashi in my destiny?":
        "क्या मेरे भाग्य में पशुपतिनाथ या काशी जैसी तीर्थयात्रा लिखी है?",
      "What is my life purpose according to my birth chart?": "मेरी जन्म कुंडली के अनुसार मेरे जीवन का उद्देश्य क्या है?",
    },
  },
};

/** A category's name in `language` (the English name when it has no translation). */
export function categoryIn(language: Language, english: string): string {
  return language === "en" ? english : (TRANSLATIONS[language].categories[english] ?? english);
}

/** A suggested question in `language` (the English text when it has no translation). */
export function questionIn(language: Language, english: string): string {
  return language === "en" ? english : (TRANSLATIONS[language].questions[english] ?? english);
}

/** The English name of a category named in any language (as the client sends back what it was shown). */
export function categoryInEnglish(name: string): string {
  const wanted = name.trim();
  for (const language of LANGUAGES) {
    if (language === "en") continue;
    const found = Object.entries(TRANSLATIONS[language].categories).find(([, shown]) => shown === wanted);
    if (found) return found[0];
  }
  return wanted;
}

/** The English text of a catalogue question asked in any language, or null for a question of the asker's own. */
export function questionInEnglish(text: string): string | null {
  const wanted = text.trim();
  for (const language of LANGUAGES) {
    if (language === "en") continue;
    const found = Object.entries(TRANSLATIONS[language].questions).find(([, shown]) => shown === wanted);
    if (found) return found[0];
  }
  return null;
}

type Listing = { title: string; description: string };

/** The seeded packs' listings (server/commerce/default-packs.ts) in Nepali and Hindi, keyed by the English text. */
const PACK_WORDS: Record<Exclude<Language, "en">, Record<string, string>> = {
  ne: {
    "3 Questions": "३ प्रश्न",
    "Ask the guru 3 more questions about your kundali.": "आफ्नो कुण्डलीबारे गुरुलाई थप ३ प्रश्न सोध्नुहोस्।",
    "10 Questions": "१० प्रश्न",
    "Ask the guru 10 more questions: career, marriage, health and more.":
      "गुरुलाई थप १० प्रश्न सोध्नुहोस्: करियर, विवाह, स्वास्थ्य र अन्य।",
    "25 Questions": "२५ प्रश्न",
    "The best value: 25 questions for a full consultation.": "सबैभन्दा फाइदाजनक: पूरा परामर्शका लागि २५ प्रश्न।",
  },
  hi: {
    "3 Questions": "3 प्रश्न",
    "Ask the guru 3 more questions about your kundali.": "अपनी कुंडली के बारे में गुरु से 3 और प्रश्न पूछें।",
    "10 Questions": "10 प्रश्न",
    "Ask the guru 10 more questions: career, marriage, health and more.":
      "गुरु से 10 और प्रश्न पूछें: करियर, विवाह, स्वास्थ्य और भी बहुत कुछ।",
    "25 Questions": "25 प्रश्न",
    "The best value: 25 questions for a full consultation.": "सबसे किफ़ायती: पूरे परामर्श के लिए 25 प्रश्न।",
  },
};

/** Google Play's locale of each language's listing. */
export const LISTING_LOCALE: Record<Exclude<Language, "en">, string> = { ne: "ne-NP", hi: "hi-IN" };

/**
 * The listings with a Nepali and a Hindi one added where the English listing has known wording (a pack whose texts
 * an operator changed keeps English until it is worded here).
 */
export function withTranslatedListings(listings: Record<string, Listing>): Record<string, Listing> {
  const english = listings["en-GB"] ?? listings["en-US"];
  if (!english) return listings;
  const added: Record<string, Listing> = {};
  for (const language of ["ne", "hi"] as const) {
    const title = PACK_WORDS[language][english.title];
    const description = PACK_WORDS[language][english.description];
    if (title && description) added[LISTING_LOCALE[language]] = { title, description };
  }
  return { ...listings, ...added };
}
