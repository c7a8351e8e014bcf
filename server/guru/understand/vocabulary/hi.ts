// Hindi words for understanding questions, in Devanagari and as people type them in Latin letters.
import { type Vocabulary, words } from "./vocabulary";

export const hi: Vocabulary = {
  areas: {
    career: words(
      "showroom, शोरूम, सिलेक्शन, selection, लाइन, line, रिटायरमेंट, retirement, सेना, sena, jobb, railway, " +
        "नौकरी, करियर, कैरियर, व्यापार, व्यवसाय, बिजनेस, प्रमोशन, पदोन्नति, सरकारी नौकरी, काम, " +
        "दफ्तर, ऑफिस, कंपनी, धंधा, दुकान, तनख्वाह, naukri, naukari, nokri, job, kaam, karobar, " +
        "vyapar, vyapaar, business, dhandha, sarkari naukri, promotion, dukaan, dukan, office",
    ),
    marriage: words(
      "रिश्ता, rishta, rishte, shaadishuda, शादीशुदा, वैवाहिक, vaivahik, हाथ पीले, haath peele, hath peele, lagan, sadi, " +
        "love ya arranged, लव या अरेंज, शादी, विवाह, ब्याह, पति, पत्नी, मांगलिक, जीवनसाथी, लव मैरिज, " +
        "अरेंज, अरेंज मैरिज, दांपत्य, तलाक, ससुराल, बीवी, वाइफ, हसबैंड, shaadi, shadi, vivah, " +
        "vivaah, byah, pati, patni, biwi, biwi, manglik, jeevansathi, love marriage, " +
        "arrange marriage, arranged, arrange, talaq, sasural, husband, wife",
    ),
    relationships: words(
      "लव लाइफ, love life, धोखा, " +
        "प्यार, प्रेम, प्रेमी, प्रेमिका, गर्लफ्रेंड, बॉयफ्रेंड, रिश्ता, ब्रेकअप, लव, pyaar, pyar, " +
        "prem, premi, premika, girlfriend, boyfriend, rishta, breakup, love",
    ),
    health: words(
      "umar kitni, उम्र कितनी, " +
        "ठीक हो, thik ho, theek ho, sudhar*, सुधर*, लकवा, शुगर, sugar, बाईपास, bypass, डायलिसिस, ओप्रेशन, किडनी, ट्रांसप्लांट, उदास, udaas, udas, dard, दर्द, kamar, " +
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
      "padh*, पढ*, कोचिंग, coaching, इंजीनियरिंग, graduation, ग्रेजुएशन, ssc, एसएससी, bank exam, " +
        "पढ़ाई, पढाई, परीक्षा, शिक्षा, एडमिशन, डिग्री, कॉलेज, स्कॉलरशिप, रिजल्ट, मास्टर्स, padhai, " +
        "parhai, pariksha, shiksha, admission, degree, college, exam, result, masters, upsc, neet, " +
        "jee",
    ),
    family: words(
      "घर में शांति, ghar mein shanti, ghar me shanti, कलेश, kalesh, ससुराल वालों, " +
        "परिवार, माँ, मां, पिता, पिताजी, माता, भाई, बहन, घरवाले, सास, ससुर, मम्मी, पापा, parivar, " +
        "pariwar, maa, mummy, papa, pitaji, bhai, behen, bahan, gharwale, saas, sasur",
    ),
    children: words(
      "डिलीवरी, delivery, " +
        "गोद, god bharegi, god bhar, गोद भरेगी, " +
        "संतान, सन्तान, बच्चा, बच्चे, बेटा, बेटी, गर्भ, औलाद, santan, bachcha, bachha, bachche, " +
        "bacche, beta, beti, garbh, aulad, santaan",
    ),
    travel: words(
      "wapas aa*, वापस आ*, लौट*, laut*, " +
        "कौन सा देश, kaun sa desh, बाहर, bahar, विदेश, " +
        "विदेश, वीजा, वीज़ा, यात्रा, अमेरिका, कनाडा, ऑस्ट्रेलिया, दुबई, यूरोप, इंग्लैंड, परदेस, " +
        "videsh, bidesh, visa, yatra, america, canada, australia, dubai, europe, pardes, abroad, " +
        "foreign",
    ),
    property: words(
      "ghr, मकान, " +
        "घर, मकान, जमीन, ज़मीन, गाड़ी, गाडी, प्रॉपर्टी, संपत्ति, फ्लैट, प्लॉट, ghar, makaan, makan, " +
        "zameen, jameen, gaadi, gadi, property, sampatti, flat, plot",
    ),
    spirituality: words(
      "राहु, केतु, शनि, rahu, ketu, shani, " +
        "उपाय, upay, upaay, रत्न, ratna, ratn, व्रत, vrat, " +
        "धर्म, पूजा, ध्यान, मोक्ष, भगवान, आध्यात्मिक, इष्ट देवता, मंत्र, तीर्थ, dharm, pooja, puja, " +
        "dhyan, moksh, bhagwan, adhyatmik, mantra, teerth",
    ),
    legal: words(
      "जेल, jail, " +
        "kesh, kes, " +
        "मुकदमा, अदालत, कोर्ट, केस, पुलिस, कानूनी, विवाद, दुश्मन, mukadma, mukadama, adalat, " +
        "court, case, police, kanooni, vivad, dushman",
    ),
  },
  intents: {
    when: words(
      "kb, कब तक, kis din, किस दिन, kis mahine, किस महीने, कौन से महीने, " +
        "कब, किस साल, किस वर्ष, किस उम्र, कितने समय, कब तक, कितना समय, kab, kis saal, kis sal, " +
        "kis umar, kitne samay, kab tak, kitna time, kitna samay",
    ),
    general: words(
      "kesi rahegi, kesa rahega, kesi h, kaisi h, kesi hai, kaisa h, kesa h, " +
        "कैसा है, कैसी है, कैसा रहेगा, कैसी रहेगी, कैसा चलेगा, कैसी चलेगी, kaisa hai, kaisi hai, kaisa rahega, kaisi rahegi, kaisa chalega, kaisi chalegi, ke bare mein, के बारे में",
    ),
    will_it: words(
      "होगी, होगा, होंगे, मिलेगी, मिलेगा, क्या, सकता, सकती, योग है, संभावना, जाऊंगा, जाऊंगी, " +
        "हो पाएगी, हो पाएगा, hogi, hoga, honge, milegi, milega, kya, sakta, sakti, yog hai, " +
        "sambhavna, jaunga, jaungi, paunga, paungi",
    ),
    how_many: words("कितने, कितनी, kitne, kitni, kitne saal, kitni baar, कितने साल, कितनी बार"),
    what_kind: words(
      "कैसा होगा, कैसी होगी, कैसे होंगे, kaisa hoga, kaisi hogi, kaise honge, कौन से भगवान, kaun se bhagwan, " +
        "किस क्षेत्र, कौन सा, कौनसा, कौन सी, सूट, उपयुक्त, " +
        "ratn, ratna, रत्न, " +
        "kis field, kaun sa, kaunsa, kaun si, kaunsi, suit, upyukt, kon sa, konsa, kon si, konsi, कौनसी, कैसी होगी, " +
        "kesi hogi, kaisi hogi, kaisa milega, kaisi milegi, kaisa ladka, kaisi ladki, उपाय, upay, upaay, " +
        "kaisa swabhav, kaisa rog",
    ),
    why: words("क्यों, क्यूं, कारण, वजह, kyon, kyun, kyu, karan, wajah, vajah"),
    explain: words(
      "समझाइए, समझाओ, समझा, समझ नहीं, आसान, सरल, विस्तार, और बताइए, और बताओ, थोड़ा और, samjhaiye, " +
        "samjhao, samjha, samajh nahi, aasan, asaan, saral, vistar, aur batao, aur bataiye, detail",
    ),
    greeting: words(
      "नमस्ते, नमस्कार, धन्यवाद, शुक्रिया, प्रणाम, राधे राधे, जय श्री कृष्ण, जय श्री राम, ठीक है, अच्छा, " +
        "namaste, namaskar, dhanyavad, dhanyawad, shukriya, pranam, radhe radhe, jai shri krishna, jai shree krishna, " +
        "jai shri ram, theek hai, thik hai, accha, acha, samajh gaya, samajh gayi, suprabhat",
    ),
  },
  people: {
    spouse: words(
      "पति, पत्नी, बीवी, वाइफ, हसबैंड, पतिदेव, घरवाली, घरवाले, श्रीमती, श्रीमान, pati, patni, biwi, bivi, wife, " +
        "husband, patidev, gharwali, gharwale, shrimati, mister",
    ),
    partner: words(
      "बीएफ, जीएफ, बॉयफ्रेंड, " +
        "प्रेमी, प्रेमिका, गर्लफ्रेंड, बॉयफ्रेंड, मंगेतर, premi, premika, girlfriend, boyfriend, gf, bf, mangetar",
    ),
    child: words(
      "बेटा, बेटी, बेटे, बच्चे, बच्चों, बच्चा, बिटिया, संतान, औलाद, लड़का, लड़की, beta, beti, bete, bachche, " +
        "bacchon, bachon, bachcha, bitiya, santan, aulad",
    ),
    father: words("पिता, पिताजी, पापा, बाबूजी, पिताश्री, pita, pitaji, papa, babuji, pitashri, bauji"),
    mother: words("माँ, मां, माता, माताजी, मम्मी, अम्मा, maa, mata, mataji, mummy, mumma, amma"),
    parents: words(
      "मम्मी पापा, मम्मी-पापा, माता पिता, मां बाप, " +
        "माता-पिता, माता पिता, मां-बाप, मां बाप, mata pita, mata-pita, maa baap, mummy papa, mummy-papa",
    ),
    elder_sibling: words(
      "बड़े भाई, बड़ा भाई, बड़ी बहन, बड़ी दीदी, दीदी, भैया, भइया, bade bhai, bada bhai, badi behen, badi bahan, " +
        "didi, bhaiya, bhaiyya, bade bhaiya",
    ),
    younger_sibling: words(
      "छोटे भाई, छोटा भाई, छोटी बहन, chhote bhai, chote bhai, chhota bhai, chota bhai, chhoti behen, " +
        "choti behen, chhoti bahan, choti bahan",
    ),
    sibling: words("भाई, बहन, भाई-बहन, bhai, behen, bahan, bhai behen"),
    in_law: words(
      "सास, ससुर, सास-ससुर, ससुराल वाले, देवर, ननद, जेठ, जेठानी, देवरानी, साला, साली, भाभी, दामाद, बहू, जीजा, " +
        "saas, sasur, saas sasur, sasural wale, devar, nanad, jeth, jethani, devrani, sala, saali, bhabhi, " +
        "damad, bahu, jija, jiju",
    ),
    friend: words("यार, दोस्तों, " + "दोस्त, सहेली, मित्र, dost, saheli, mitra, yaar"),
    other: words(
      "bos, बोस, भतीजे, भतीजी, भांजे, भांजी, " +
        "बॉस, पड़ोसी, चाचा, चाची, मामा, मामी, मौसी, बुआ, दादा, दादी, नाना, नानी, भतीजा, भांजा, boss, padosi, " +
        "chacha, chachi, mama, mami, mausi, bua, dada, dadi, nana, nani, bhatija, bhanja",
    ),
  },
  indefinite: words("कोई, एक, होने वाले, होने वाली, भावी, koi, ek, hone wale, hone wali, bhavi"),
  possessives: words("मेरे, मेरी, मेरा, हमारे, हमारी, हमारा, mere, meri, mera, hamare, hamari, hamara"),
  future: words("होने वाले, होने वाली, भावी, hone wale, hone wali, bhavi"),
  or: words("या, अथवा, ya, yaa"),
  time: {
    ahead: [
      { words: words("इस साल, इस वर्ष, इस बरस, is saal, is sal, iss saal, is varsh, isi saal"), years: 0 },
      {
        words: words("अगले साल, अगले वर्ष, अगले बरस, agle saal, agle sal, agale saal, next saal, agle varsh"),
        years: 1,
      },
      { words: words("परसों साल, parson saal"), years: 2 },
    ],
    afterPrevious: words(
      "उसके अगले साल, उसके बाद वाले साल, उसके बाद का साल, उससे अगले साल, uske agle saal, uske baad wale saal, " +
        "uske baad ka saal, usse agle saal, uske agle sal",
    ),
    by: words("तक, से पहले, के पहले, पहले, tak, se pehle, se pahle, ke pehle, pehle, pahle"),
    within: words("अंदर, भीतर, अगले, आने वाले, andar, bhitar, agle, aane wale"),
    after: words("बाद, में, baad, bad, me, mein"),
    years: words("साल, वर्ष, बरस, saal, sal, varsh, baras"),
    age: words("उम्र, उमर, आयु, umar, umr, umra, aayu"),
    numbers: {
      एक: 1,
      दो: 2,
      तीन: 3,
      चार: 4,
      पांच: 5,
      पाँच: 5,
      छह: 6,
      सात: 7,
      आठ: 8,
      नौ: 9,
      दस: 10,
      ek: 1,
      do: 2,
      teen: 3,
      tin: 3,
      char: 4,
      paanch: 5,
      panch: 5,
      das: 10,
    },
  },
  simplify: words(
    "ek shabd, एक शब्द, सीधा बोलो, सीधा बताइए, सीधा बताओ, आम भाषा, हाँ या ना, हां या ना, सिर्फ नंबर, साफ बताओ, घुमा फिरा, thoda aasaan, aasaan karke, नहीं समझती, नहीं समझता, आसान बोली, " +
      "बस साल बताओ, साल बताइए, ग्रह नक्षत्र छोड़ो, bas saal batao, saal batao, saal bataiye, grah nakshatra chhodo, " +
      "haan ya na, ha ya na, " +
      "समझ नहीं, समझा नहीं, समझी नहीं, आसान, आसान शब्दों, आसान भाषा, सरल, सीधे शब्दों, सीधी भाषा, " +
      "संक्षेप, छोटे में, साफ साफ, samajh nahi, samjha nahi, samjhi nahi, samajh nhi, aasan, asaan, asan, " +
      "saral, seedhe shabdon, sidhe shabdo, seedhi bhasha, sankshep, chhote me, saaf saaf",
  ),
  askAgain: words(
    "सच मे, दोबारा देखिए, दोबारा, dobara, सच बोल, यकीन नहीं, गलत तो नहीं, " +
      "ek baar phir, ek bar phir, dobara check, phir se check, sure ho, " +
      "पक्का, पक्की, सच में, सचमुच, दोबारा देख*, फिर से देख*, सही है, यकीन, pakka, pakki, sach me, " +
      "sach mein, sachmuch, dobara dekh*, phir se dekh*, sahi hai, yakeen",
  ),
  tasks: words(
    "लिख दो, लिख दीजिए, लिखिए, अनुवाद, निबंध, पत्र लिख*, कवर लेटर, बायोडाटा, कोड, likh do, likh dijiye, " +
      "likhiye, anuvad, anuwad, nibandh, patra likh*, cover letter, biodata",
  ),
  instructions: words(
    "ab tum, अब तुम, tum doctor, तुम डॉक्टर, " +
      "निर्देश भूल*, नियम भूल*, पिछले सभी, तुम अब, आप अब, प्रॉम्प्ट, nirdesh bhool*, niyam bhool*, " +
      "pichhle sabhi, pichle sabhi, tum ab",
  ),
  prescriptions: words(
    "सिरप, कितने ml, kitne ml, kitna mg, कितना mg, neend ki goli, " +
      "goli ka naam, गोली का नाम, ki goli, की गोली, " +
      "कौन सी दवा, कौनसी दवा, कौन सी दवाई, कितनी एमजी, कौन सी गोली, दवा का नाम, kaun si dawa, kaunsi dawa, " +
      "kaun si dawai, kaun si goli, dawa ka naam, dawai batao, dawa batao",
  ),
  direct: {
    sade_sati: words("साढ़ेसाती, साढ़े साती, साढेसाती, साढे साती, sadesati, sade sati, sadhe sati, saade saati, sade saati"),
    manglik: words("मांगलिक, मंगली, मंगल दोष, मांगलिक दोष, manglik, mangalik, mangli, mangal dosh, mangal dosha"),
  },
  continues: words("और, फिर, उसके बाद, वह, वो, यह, भी, aur, phir, fir, uske baad, wo, woh, yeh, bhi"),
  life: words(
    "भविष्य, जीवन, जिंदगी, ज़िंदगी, कुंडली, भाग्य, किस्मत, ग्रह, दशा, खुश, bhavishya, jeevan, " +
      "zindagi, jindagi, kundli, kundali, bhagya, kismat, grah, dasha, khush",
  ),
  personal: words("मैं, मेरी, मेरा, मेरे, मुझे, हम, हमारा, main, mai, meri, mera, mere, mujhe, hum"),
  matching: words(
    "मिलान, गुण मिलान, कुंडली मिलान, कुंडली मिलती, गुण मिलते, नाड़ी, नाडी, नाड़ी दोष, भकूट, गण दोष, मेल, " +
      "milan, gun milan, guna milan, kundli milan, kundali milan, kundli milti, nadi dosh",
  ),
  offTopic: words(
    "kaise banate, banane ka tarika, बनाने का तरीका, बनाने की विधि, kaise banaye, पासवर्ड, password, " +
      "प्रधानमंत्री, प्रधान मंत्री, चुनाव, पार्टी, मोदी, pradhan mantri, pradhanmantri, chunav, party jeetegi, modi, राजधानी, मौसम, क्रिकेट, रेसिपी, rajdhani, mausam, cricket, recipe",
  ),
  yesNo: words("क्या, या नहीं, कि नहीं, ya nahi, ya nhi, ki nahi, kya"),
  kindOpeners: { openers: [], notBefore: [] },
  yesNoOpeners: words("क्या, kya, kyaa"),
  yesNoEndings: words(
    "होगी, होगा, होंगे, मिलेगी, मिलेगा, लगेगी, लगेगा, पाऊंगा, पाऊंगी, पाएगा, पाएगी, जाएगा, जाएगी, सकता, सकती, " +
      "है, हैं, रहेगा, रहेगी, बनेगा, hogi, hoga, honge, milegi, milega, lagegi, lagega, paunga, paungi, " +
      "payega, payegi, jayega, jayegi, jaega, sakta, sakti, hai, h, rahega, rahegi, banega, aayega, aayegi",
  ),
  markers: words(
    "बहुत, अगले, आपका, bahut, shukriya, dhanyavad, " +
      "है, हैं, होगी, होगा, होंगे, मेरी, मेरा, मेरे, कब, क्या, मुझे, कैसा, कैसी, क्यों, कितने, " +
      "मिलेगी, मिलेगा, शादी, नौकरी, में, और, नहीं, मैं, कौन, हूं, हूँ, था, थी, रहा, रही, करूं, " +
      "बताइए, समझाइए, आप, से, पर, भी, या, meri, mera, mere, kab, hogi, hoga, honge, hai, hain, " +
      "kya, mujhe, kaisa, kaisi, kyun, kyon, kitne, milegi, milega, shaadi, shadi, naukri, mein, " +
      "nahi, aur, karna, karun, hoon, hu, tha, thi, rahi, raha, batao, bataiye, samjhao, kaun, " +
      "bhi, kaise, jayegi, jayega, payega, payegi, sakta, sakti, hamara, wala, wali, agle, saal" +
      ", kb, kyu, kyun, nhi, nahi, hai, lu, loon, pehnu, bheju, karte, karta, karti, likh, dekho, karo, " +
      "rahu, karu, rahega, rahegi, milegi, milega, lagegi, lagega, mera, meri, mere, mujhe, main, mai, kya, " +
      "kaisa, kaisi, kab, kaunsa, konsa, kaun, bataiye, batao, hoga, hogi, hoon, hu, ho, raha, rahi, " +
      "ke, ka, ki, mein, se, ko, aur, bhi, toh, jaunga, paunga, sakta, sakti, gaya, gayi, " +
      "accha, acha, theek, saal, baad, pehle, abhi, wapas, shaadi, naukri, padhai, beta, beti, " +
      "apna, apni, apne, thoda, karke, dobara, kuch, koi, jai shri krishna, jai shri ram, radhe radhe, " +
      "प्रणाम, राधे राधे, जय श्री कृष्ण, नही, कोई, कुछ, अपना, अपनी, अपने, बताओ, बताइए, दीजिए, करें, करूँ, हो गए, " +
      "वाला, वाली, वाले, तक, लिए",
  ),
  markerEndings: words(
    "ेगा, ेगी, ेंगे, ेंगी, ोगे, ूँगा, ूंगा, ूँगी, ूंगी, ऊँगा, ऊंगा, ऊँगी, ऊंगी, एगा, एगी, एँगे, एंगे, इए, इये, िए, िये, ाओ, " +
      "ega, egi, enge, engi, oge, ogi, unga, ungi, iye, iyega, ayega, ayegi, aega, aegi",
  ),
};
