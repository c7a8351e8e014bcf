// Words that mean the asker may be in danger, in English, Nepali and Hindi (Devanagari and romanised). A crisis
// (self-harm or suicidal words) and an emergency happening now are answered with help lines only, never a reading.
// Entries follow ../understand/text.ts: whole words with an allowed case ending; "*" at the end matches a word start.
import { words } from "../understand/vocabulary/vocabulary";

/** Self-harm or suicidal words (English, Nepali, Hindi): any one of them makes the reply the crisis reply. */
export const CRISIS_WORDS: readonly string[] = words(
  "end everything, no point in living, don t want to wake up, want to disappear forever, overdose on, " +
    "बाँच्नुको अर्थ छैन, bachnu ko artha chhaina, मर जाना चाहता, मर जाना चाहती, mar jana chahta, mar jaana chahta, " +
    "mar jana chahti, mar jaana chahti, जीने का कोई मतलब नहीं, jeene ka koi matlab nahi, " +
    "जान देना चाहता, जान देना चाहती, अपनी जान दे*, apni jaan de*, jaan dena chahta, jaan dena chahti, " +
    "ज्यान दिन मन, आफ्नो ज्यान लि*, jyan dina man, aafno jyan li*, " +
    "suicide, suicidal, kill myself, killing myself, end my life, ending my life, end it all, " +
    "take my own life, take my life, want to die, wanna die, wish i was dead, wish i were dead, " +
    "don t want to live, dont want to live, do not want to live, no reason to live, not worth living, " +
    "better off dead, self harm, harm myself, hurt myself, cut myself, cutting myself, " +
    "no will to live, give up on life, end myself, die by suicide, आत्महत्या, मर्न मन, मर्न चाहन्छु, " +
    "बाँच्न मन छैन, बाँच्न मन लाग्दैन, जीवन अन्त्य, आफैंलाई मार्न, मरौं जस्तो, मरुँ जस्तो, " +
    "मर्छु जस्तो, आफूलाई चोट, जिन्दगी सकाउन, मर्न पाए, atmahatya, aatmahatya, aatma hatya, marna man, " +
    "marna mann, marna chahanchu, marna chahanchhu, bachna man chaina, bachna man chhaina, " +
    "banchna man chhaina, banchna man chaina, marau jasto, maru jasto, marchu jasto, jindagi sakau, " +
    "jindagi sakaun, aafai lai marna, खुदकुशी, ख़ुदकुशी, मरना चाहता, मरना चाहती, जीना नहीं चाहता, " +
    "जीना नहीं चाहती, जान दे दूं, जान दे दूंगा, जान दे दूंगी, खुद को खत्म, ज़िंदगी खत्म, जिंदगी खत्म, " +
    "खुद को मार, मर जाऊं, khudkushi, khudkhushi, marna chahta, marna chahti, jeena nahi chahta, " +
    "jina nahi chahta, jeena nahi chahti, jina nahi chahti, jaan de dunga, jaan de dungi, jaan de du, " +
    "zindagi khatam, jindagi khatam, khud ko khatam, khud ko maar, mar jaun, mar jau",
);

/** Signs of an emergency that are acute whatever the wording: any one makes the reply the emergency reply. */
export const ALWAYS_ACUTE: readonly string[] = words(
  "can t breathe, cannot breathe, can not breathe, not breathing, stopped breathing, unconscious, " +
    "passed out, bleeding heavily, heavy bleeding, lot of blood, having a heart attack, " +
    "having a stroke, drank poison, took poison, swallowed poison, overdose, snake bit, snake bite, " +
    "on fire, house is on fire, being attacked, broke into, had an accident, met with an accident, " +
    "दुर्घटना भयो, एक्सिडेन्ट भयो, durghatana bhayo, accident bhayo, एक्सीडेंट हो गया, " +
    "accident ho gaya, left arm numb, left arm is numb, seizure, सास फेर्न सकिन, सास फेर्न सकेको छैन, " +
    "बेहोस, विष खायो, विष खाए, सर्पले टोक्यो, आगो लाग्यो, saas ferna sakina, sas pherna sakena, " +
    "behos, bish khayo, sarpa le tokyo, aago lagyo, सांस नहीं, सांस नहीं ले, बेहोश, ज़हर खा, जहर खा, " +
    "सांप ने काट, आग लग गई, दिल का दौरा, saans nahi, sans nahi, behosh, zehar kha, jahar kha, " +
    "saanp ne kaat, aag lag gayi",
);

/** Signs that are an emergency when happening now (with a word from NOW_WORDS): "chest pain right now". */
export const ACUTE_SIGNS: readonly string[] = words(
  "chest pain, pain in my chest, chest is hurting, arm numb, heart attack, stroke, bleeding, " +
    "fainted, fainting, attacked, breathing, collapsed, choking, छाती दुख*, छातीमा दुखाइ, रगत, " +
    "सास फेर्न, ढले, chhati dukh*, chati dukh*, ragat, saas ferna, sas pherna, सीने में दर्द, " +
    "छाती में दर्द, खून, सांस, seene mein dard, sine me dard, chhati me dard, khoon, saans",
);

/** Words that say something is happening now. */
export const NOW_WORDS: readonly string[] = words(
  "now, right now, just now, currently, at the moment, this moment, sudden, suddenly, help, urgent, " +
    "emergency, happening, अहिले, अहिल्यै, एक्कासि, अचानक, तुरुन्त, बचाउ, ahile, ahile nai, ekkasi, " +
    "achanak, turunta, bachau, अभी, अभि, इसी वक्त, तुरंत, बचाओ, abhi, isi waqt, turant, bachao",
);
