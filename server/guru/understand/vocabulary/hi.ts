// Hindi words for understanding questions, in Devanagari and as people type them in Latin letters.
import { type Vocabulary, words } from "./vocabulary";

export const hi: Vocabulary = {
  areas: {
    career: words(
      "नौकरी, करियर, कैरियर, व्यापार, व्यवसाय, बिजनेस, प्रमोशन, पदोन्नति, सरकारी नौकरी, काम, " +
        "दफ्तर, ऑफिस, कंपनी, धंधा, दुकान, तनख्वाह, naukri, naukari, nokri, job, kaam, karobar, " +
        "vyapar, vyapaar, business, dhandha, sarkari naukri, promotion, dukaan, dukan, office",
    ),
    marriage: words(
      "love ya arranged, लव या अरेंज, शादी, विवाह, ब्याह, पति, पत्नी, मांगलिक, जीवनसाथी, लव मैरिज, " +
        "अरेंज, अरेंज मैरिज, दांपत्य, तलाक, ससुराल, बीवी, वाइफ, हसबैंड, shaadi, shadi, vivah, " +
        "vivaah, byah, pati, patni, biwi, biwi, manglik, jeevansathi, love marriage, " +
        "arrange marriage, arranged, arrange, talaq, sasural, husband, wife",
    ),
    relationships: words(
      "प्यार, प्रेम, प्रेमी, प्रेमिका, गर्लफ्रेंड, बॉयफ्रेंड, रिश्ता, ब्रेकअप, लव, pyaar, pyar, " +
        "prem, premi, premika, girlfriend, boyfriend, rishta, breakup, love",
    ),
    health: words(
      "मृत्यु, मौत, mrityu, maut, " +
        "स्वास्थ्य, सेहत, बीमारी, रोग, ऑपरेशन, अस्पताल, इलाज, तनाव, आयु, तबीयत, तबियत, swasthya, " +
        "sehat, bimari, beemari, rog, operation, aspatal, ilaj, ilaaj, tanav, aayu, tabiyat, health",
    ),
    finance: words(
      "पैसा, पैसे, धन, कर्ज, कर्जा, निवेश, कमाई, आमदनी, शेयर, बचत, आर्थिक, लॉटरी, पैसों, paisa, " +
        "paise, dhan, karz, karza, karja, nivesh, kamai, aamdani, share, shares, bachat, arthik, " +
        "lottery, money, daulat",
    ),
    education: words(
      "पढ़ाई, पढाई, परीक्षा, शिक्षा, एडमिशन, डिग्री, कॉलेज, स्कॉलरशिप, रिजल्ट, मास्टर्स, padhai, " +
        "parhai, pariksha, shiksha, admission, degree, college, exam, result, masters, upsc, neet, " +
        "jee",
    ),
    family: words(
      "परिवार, माँ, मां, पिता, पिताजी, माता, भाई, बहन, घरवाले, सास, ससुर, मम्मी, पापा, parivar, " +
        "pariwar, maa, mummy, papa, pitaji, bhai, behen, bahan, gharwale, saas, sasur",
    ),
    children: words(
      "संतान, सन्तान, बच्चा, बच्चे, बेटा, बेटी, गर्भ, औलाद, santan, bachcha, bachha, bachche, " +
        "bacche, beta, beti, garbh, aulad, santaan",
    ),
    travel: words(
      "विदेश, वीजा, वीज़ा, यात्रा, अमेरिका, कनाडा, ऑस्ट्रेलिया, दुबई, यूरोप, इंग्लैंड, परदेस, " +
        "videsh, bidesh, visa, yatra, america, canada, australia, dubai, europe, pardes, abroad, " +
        "foreign",
    ),
    property: words(
      "घर, मकान, जमीन, ज़मीन, गाड़ी, गाडी, प्रॉपर्टी, संपत्ति, फ्लैट, प्लॉट, ghar, makaan, makan, " +
        "zameen, jameen, gaadi, gadi, property, sampatti, flat, plot",
    ),
    spirituality: words(
      "धर्म, पूजा, ध्यान, मोक्ष, भगवान, आध्यात्मिक, इष्ट देवता, मंत्र, तीर्थ, dharm, pooja, puja, " +
        "dhyan, moksh, bhagwan, adhyatmik, mantra, teerth",
    ),
    legal: words(
      "मुकदमा, अदालत, कोर्ट, केस, पुलिस, कानूनी, विवाद, दुश्मन, mukadma, mukadama, adalat, " +
        "court, case, police, kanooni, vivad, dushman",
    ),
  },
  intents: {
    when: words(
      "कब, किस साल, किस वर्ष, किस उम्र, कितने समय, कब तक, कितना समय, kab, kis saal, kis sal, " +
        "kis umar, kitne samay, kab tak, kitna time, kitna samay",
    ),
    general: words(
      "कैसा है, कैसी है, कैसा रहेगा, कैसी रहेगी, कैसा चलेगा, कैसी चलेगी, kaisa hai, kaisi hai, kaisa rahega, kaisi rahegi, kaisa chalega, kaisi chalegi, ke bare mein, के बारे में",
    ),
    will_it: words(
      "होगी, होगा, होंगे, मिलेगी, मिलेगा, क्या, सकता, सकती, योग है, संभावना, जाऊंगा, जाऊंगी, " +
        "हो पाएगी, हो पाएगा, hogi, hoga, honge, milegi, milega, kya, sakta, sakti, yog hai, " +
        "sambhavna, jaunga, jaungi, paunga, paungi",
    ),
    how_many: words("कितने, कितनी, kitne, kitni"),
    what_kind: words(
      "कैसा होगा, कैसी होगी, कैसे होंगे, kaisa hoga, kaisi hogi, kaise honge, कौन से भगवान, kaun se bhagwan, " +
        "किस क्षेत्र, कौन सा, कौनसा, कौन सी, सूट, उपयुक्त, " +
        "kis field, kaun sa, kaunsa, kaun si, kaunsi, suit, upyukt",
    ),
    why: words("क्यों, क्यूं, कारण, वजह, kyon, kyun, kyu, karan, wajah, vajah"),
    explain: words(
      "समझाइए, समझाओ, समझा, समझ नहीं, आसान, सरल, विस्तार, और बताइए, और बताओ, थोड़ा और, samjhaiye, " +
        "samjhao, samjha, samajh nahi, aasan, asaan, saral, vistar, aur batao, aur bataiye, detail",
    ),
    greeting: words(
      "नमस्ते, नमस्कार, धन्यवाद, शुक्रिया, प्रणाम, namaste, namaskar, dhanyavad, dhanyawad, " + "shukriya, pranam",
    ),
  },
  people: {
    spouse: words("पति, पत्नी, बीवी, वाइफ, हसबैंड, pati, patni, biwi, wife, husband"),
    partner: words("प्रेमी, प्रेमिका, गर्लफ्रेंड, बॉयफ्रेंड, premi, premika, girlfriend, boyfriend"),
    child: words("बेटा, बेटी, बेटे, बच्चे, बच्चों, beta, beti, bete, bachche, bacchon, bachon"),
    parent: words("माँ, मां, पिता, पिताजी, मम्मी, पापा, सास, ससुर, maa, mummy, papa, pitaji, saas, sasur"),
    sibling: words("भाई, बहन, bhai, behen, bahan"),
    friend: words("दोस्त, सहेली, dost, saheli"),
  },
  possessives: words("मेरे, मेरी, मेरा, हमारे, हमारी, हमारा, mere, meri, mera, hamare, hamari, hamara"),
  future: words("होने वाले, होने वाली, भावी, hone wale, hone wali, bhavi"),
  or: words("या, अथवा, ya, yaa"),
  timeShifts: [
    { words: words("इस साल, इस वर्ष, is saal, is sal, iss saal"), yearsAhead: 0 },
    { words: words("अगले साल, अगले वर्ष, agle saal, agle sal, agale saal, next saal"), yearsAhead: 1 },
    { words: words("दो साल बाद, do saal baad, do sal bad"), yearsAhead: 2 },
  ],
  continues: words("और, फिर, उसके बाद, वह, वो, यह, aur, phir, fir, uske baad, wo, woh, yeh"),
  life: words(
    "भविष्य, जीवन, जिंदगी, ज़िंदगी, कुंडली, भाग्य, किस्मत, ग्रह, दशा, खुश, bhavishya, jeevan, " +
      "zindagi, jindagi, kundli, kundali, bhagya, kismat, grah, dasha, khush",
  ),
  personal: words("मैं, मेरी, मेरा, मेरे, मुझे, हम, हमारा, main, mai, meri, mera, mere, mujhe, hum"),
  matching: words(
    "मिलान, गुण मिलान, कुंडली मिलान, कुंडली मिलती, गुण मिलते, नाड़ी, नाडी, नाड़ी दोष, भकूट, गण दोष, मेल, " +
      "milan, gun milan, guna milan, kundli milan, kundali milan, kundli milti, nadi dosh",
  ),
  offTopic: words("राजधानी, मौसम, क्रिकेट, रेसिपी, rajdhani, mausam, cricket, recipe"),
  markers: words(
    "बहुत, अगले, आपका, bahut, shukriya, dhanyavad, " +
      "है, हैं, होगी, होगा, होंगे, मेरी, मेरा, मेरे, कब, क्या, मुझे, कैसा, कैसी, क्यों, कितने, " +
      "मिलेगी, मिलेगा, शादी, नौकरी, में, और, नहीं, मैं, कौन, हूं, हूँ, था, थी, रहा, रही, करूं, " +
      "बताइए, समझाइए, आप, से, पर, भी, या, meri, mera, mere, kab, hogi, hoga, honge, hai, hain, " +
      "kya, mujhe, kaisa, kaisi, kyun, kyon, kitne, milegi, milega, shaadi, shadi, naukri, mein, " +
      "nahi, aur, karna, karun, hoon, hu, tha, thi, rahi, raha, batao, bataiye, samjhao, kaun, " +
      "bhi, kaise, jayegi, jayega, payega, payegi, sakta, sakti, hamara, wala, wali, agle, saal",
  ),
};
